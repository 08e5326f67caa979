import type { AdminPromotion, PromotionBody } from '@nidra/shared/promotions/promotion.schema';
import { api } from '../../../lib/api-client.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { useQuery, useQueryClient } from '../../../lib/query/use-query.tsx';
import { toast } from '../../../ui/toast.tsx';

const KEY = ['admin', 'promotions'];

/** GET /api/admin/promotions: every promotion with its status, uses, revenue and discount given. */
export function usePromotions() {
  return useQuery({ queryKey: KEY, queryFn: () => api<AdminPromotion[]>('/api/admin/promotions') });
}

type Save = { id?: string; body: PromotionBody };

/** Create (POST) or edit (PUT) a promotion; pause, resume and end; the list reloads after each. */
export function usePromotionWrites() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: KEY });
  const fail = (error: Error) => toast.error(error.message);
  const save = useMutation({
    mutationFn: ({ id, body }: Save) =>
      id
        ? api<AdminPromotion>(`/api/admin/promotions/${id}`, { method: 'PUT', body })
        : api<AdminPromotion>('/api/admin/promotions', { method: 'POST', body }),
    onSuccess: done,
  });
  const act = useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'pause' | 'resume' | 'end' }) =>
      api<AdminPromotion>(`/api/admin/promotions/${id}/${action}`, { method: 'POST' }),
    onSuccess: done,
    onError: fail,
  });
  return { save, act };
}
