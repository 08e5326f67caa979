import { messages } from '@nidra/shared';
import type { AdminProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { ApiError, api } from '../../../../lib/api-client.ts';
import { useMutation } from '../../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../../lib/query/use-query.tsx';
import { toast } from '../../../../ui/toast.tsx';

/** Quantity 1 is Available, 0 is Sold out (spec §4). */
export type Availability = 'available' | 'soldOut';
const QUANTITY: Record<Availability, number> = { available: 1, soldOut: 0 };

/**
 * PUT /api/products/{id} with a multipart form holding only `quantity`. Throws
 * 'HTTP error! Status: {status}' when not ok, and when the answer names another product (spec §7).
 */
async function updateProductStatus(id: string, availability: Availability): Promise<AdminProduct> {
  const form = new FormData();
  form.append('quantity', String(QUANTITY[availability]));
  const product = await api<AdminProduct>(`/api/products/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: form,
  }).catch((error: unknown) => {
    throw new Error(messages.httpError(error instanceof ApiError ? error.status : 0));
  });
  if (product?._id !== id) throw new Error(messages.httpError(200));
  return product;
}

/** The Product List's Available / Sold Out buttons; 'Error updating product status.' on failure. */
export function useUpdateProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, availability }: { id: string; availability: Availability }) =>
      updateProductStatus(id, availability),
    // Stock shows in the shop and in every admin count.
    onSuccess: () => queryClient.invalidateQueries(),
    onError: () => toast.error(messages.updateProductStatusError),
  });
}
