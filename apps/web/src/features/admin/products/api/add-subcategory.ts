import { messages } from '@nidra/shared';
import type { NewSubcategory } from '@nidra/shared/admin/admin.schema';
import { api } from '../../../../lib/api-client.ts';
import { useMutation } from '../../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../../lib/query/use-query.tsx';
import { toast } from '../../../../ui/toast.tsx';

/** POST /api/admin/subcategories: a new subcategory, added on purpose (never by a product's typo). */
function addSubcategory(body: NewSubcategory): Promise<NewSubcategory> {
  return api<NewSubcategory>('/api/admin/subcategories', { method: 'POST', body });
}

/** Adds the subcategory, then reads the menus afresh so every subcategory list offers it. */
export function useAddSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSubcategory,
    onSuccess: async (added) => {
      toast.success(messages.subcategoryAdded(added.subcategory));
      await queryClient.invalidateQueries({ queryKey: ['categories'] });
    },
  });
}
