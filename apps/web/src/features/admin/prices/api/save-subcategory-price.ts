import { messages } from '@nidra/shared';
import type { SubcategoryPrice } from '@nidra/shared/admin/admin.schema';
import { api } from '../../../../lib/api-client.ts';
import { useMutation } from '../../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../../lib/query/use-query.tsx';
import { toast } from '../../../../ui/toast.tsx';
import { ADMIN_KEY } from '../../admin-query.ts';

/** POST /api/subcategory-price with {subcategory, actualPrice} in rupees. */
function saveSubcategoryPrice(body: SubcategoryPrice): Promise<SubcategoryPrice> {
  return api<SubcategoryPrice>('/api/subcategory-price', { method: 'POST', body });
}

/** Saves a cost price: 'Price details saved successfully!' or the error message (spec §8). */
export function useSaveSubcategoryPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSubcategoryPrice,
    onSuccess: () => {
      toast.success(messages.priceSaved);
      return queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, 'subcategory-prices'] });
    },
    onError: () => toast.error(messages.priceSaveError),
  });
}
