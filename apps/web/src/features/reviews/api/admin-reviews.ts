import type { AdminReview, ReviewReport } from '@nidra/shared/reviews/review.schema';
import { api } from '../../../lib/api-client.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { useQuery, useQueryClient } from '../../../lib/query/use-query.tsx';

export type Queue = 'pending' | 'reported';

/** GET /api/admin/reviews?queue=…: reviews waiting for staff, oldest first. */
export function useReviewQueue(queue: Queue) {
  return useQuery({
    queryKey: ['admin', 'reviews', queue],
    queryFn: ({ signal }) => api<AdminReview[]>(`/api/admin/reviews?queue=${queue}`, { signal }),
  });
}

/** GET /api/admin/reports/reviews: ratings and size feedback per design and subcategory. */
export function useReviewReport() {
  return useQuery({
    queryKey: ['admin', 'reviews', 'report'],
    queryFn: ({ signal }) => api<ReviewReport>('/api/admin/reports/reviews', { signal }),
  });
}

type Decision =
  | { kind: 'approve'; reviewId: string }
  | { kind: 'reject'; reviewId: string; reason: string }
  | { kind: 'reply'; reviewId: string; text: string };

/** Approve, reject with a reason, or reply as the store; the queues are read again after each. */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      d.kind === 'reply'
        ? api(`/api/admin/reviews/${d.reviewId}/reply`, { method: 'PUT', body: { text: d.text } })
        : api(`/api/admin/reviews/${d.reviewId}/${d.kind}`, {
            method: 'POST',
            body: d.kind === 'reject' ? { reason: d.reason } : {},
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
  });
}
