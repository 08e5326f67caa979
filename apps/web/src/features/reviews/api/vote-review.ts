import { api } from '../../../lib/api-client.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { useAllTexts } from '../../../lib/texts.tsx';
import { toast } from '../../../ui/toast.tsx';

/** POST /api/reviews/{id}/helpful: one "Helpful" per signed-in shopper; answers the new count. */
export function useVoteHelpful() {
  const t = useAllTexts();
  return useMutation({
    mutationFn: (reviewId: string) =>
      api<{ helpfulCount: number }>(`/api/reviews/${reviewId}/helpful`, { method: 'POST' }),
    onSuccess: () => toast.success(t.votedHelpful),
    onError: (err) => toast.error(err.message),
  });
}

/** POST /api/reviews/{id}/report with the shopper's reason. */
export function useReportReview() {
  const t = useAllTexts();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      api(`/api/reviews/${reviewId}/report`, { method: 'POST', body: { reason } }),
    onSuccess: () => toast.success(t.reported),
    onError: (err) => toast.error(err.message),
  });
}
