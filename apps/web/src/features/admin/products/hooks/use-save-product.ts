import { messages } from '@nidra/shared';
import type { ProductFormMode } from '@nidra/shared/admin/product-form.rules';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { useMutation } from '../../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../../lib/query/use-query.tsx';
import { useLocation, useNavigate } from '../../../../lib/router.tsx';
import { toast } from '../../../../ui/toast.tsx';
import { addProduct } from '../api/add-product.ts';
import { updateProduct } from '../api/update-product.ts';

/**
 * Sends the product form with upload progress (0–1, null when idle). Success and failure are the
 * spec's toasts; a refused session goes to /login, remembering the form's page.
 */
export function useSaveProduct(mode: ProductFormMode, productId?: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mutation = useMutation({
    mutationFn: (form: FormData) =>
      mode === 'add' ? addProduct(form, setProgress) : updateProduct(productId!, form, setProgress),
    onMutate: () => setProgress(0),
    onSuccess: () => {
      toast.success(mode === 'add' ? messages.productAdded : messages.productUpdated);
      // The catalogue changed: shop lists, suggestions and every admin figure. Not awaited, so the
      // form clears together with the toast instead of after every refetch.
      void queryClient.invalidateQueries();
    },
    onError: (error) => {
      toast.error(mode === 'add' ? messages.productAddError : messages.productUpdateError);
      if (error instanceof ApiError && error.status === 401)
        void navigate('/login', { replace: true, state: { from: pathname } });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
