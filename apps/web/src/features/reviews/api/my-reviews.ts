import type { MyReview } from '@nidra/shared/reviews/review.schema';
import { api } from '../../../lib/api-client.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { useQuery, useQueryClient } from '../../../lib/query/use-query.tsx';
import { useSession } from '../../../lib/use-session.ts';

const myReviewsKey = (userId: string | undefined) => ['reviews', 'mine', userId ?? 'signed-out'];

/** GET /api/reviews/mine: the shopper's reviews, whatever their status. */
export function useMyReviews() {
  const user = useSession();
  return useQuery({
    queryKey: myReviewsKey(user?._id),
    queryFn: ({ signal }) => api<MyReview[]>('/api/reviews/mine', { signal }),
    enabled: Boolean(user),
  });
}

/** POST /api/reviews (multipart: the fields and up to 3 `photos`): writes or edits the design's one review. */
export function useWriteReview() {
  const queryClient = useQueryClient();
  const user = useSession();
  return useMutation({
    mutationFn: (form: FormData) => api<MyReview>('/api/reviews', { method: 'POST', body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReviewsKey(user?._id) }),
  });
}
