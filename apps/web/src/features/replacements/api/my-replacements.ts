import type {
  CreateReplacementBody,
  MyReplacements,
  ReplacementRequest,
} from '@nidra/shared/replacements/replacement.schema';
import { api } from '../../../lib/api-client.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { queryOptions, useQuery, useQueryClient } from '../../../lib/query/use-query.tsx';
import { useSession } from '../../../lib/use-session.ts';

const myReplacementsKey = (userId: string | undefined) => ['replacements', userId ?? 'signed-out'];

/** GET /api/replacements/mine: orders still inside their 7-day window and the shopper's requests. */
const myReplacementsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: myReplacementsKey(userId),
    queryFn: ({ signal }) => api<MyReplacements>('/api/replacements/mine', { signal }),
    enabled: Boolean(userId),
  });

export function useMyReplacements() {
  const user = useSession();
  return useQuery(myReplacementsQueryOptions(user?._id));
}

/** POST /api/replacements: the request, once its video has finished uploading. */
export function useCreateReplacement() {
  const queryClient = useQueryClient();
  const user = useSession();
  return useMutation({
    mutationFn: (body: CreateReplacementBody) => api<ReplacementRequest>('/api/replacements', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReplacementsKey(user?._id) }),
  });
}
