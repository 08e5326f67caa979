import { messages } from '@nidra/shared';
import type { ReplacementStatus } from '@nidra/shared/replacements/replacement.rules';
import type { ReplacementRequest, ReplacementsPage } from '@nidra/shared/replacements/replacement.schema';
import { ApiError, api } from '../../../../lib/api-client.ts';
import { useMutation } from '../../../../lib/query/use-mutation.ts';
import { queryOptions, useQuery, useQueryClient } from '../../../../lib/query/use-query.tsx';
import { toast } from '../../../../ui/toast.tsx';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../../admin-query.ts';

/** GET /api/admin/replacements?status=…: one tab of the queue, newest first. */
const replacementsQueryOptions = (status: ReplacementStatus) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'replacements', status],
    queryFn: ({ signal }) =>
      api<ReplacementsPage>(`/api/admin/replacements?status=${status}`, { signal }).then((p) => p.requests),
    staleTime: ADMIN_STALE_MS,
  });

export const useReplacements = (status: ReplacementStatus) => useQuery(replacementsQueryOptions(status));

/** A short-lived link the video element can play (with Range requests). */
export const getVideoLink = (requestId: string) =>
  api<{ url: string }>(`/api/replacements/${encodeURIComponent(requestId)}/video-link`);

type Decision = { id: string; approve: true; note: string } | { id: string; approve: false; reason: string };

/** Approve (with an optional note: creates the ₹0 replacement order) or reject with a reason. */
export function useDecideReplacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      api<ReplacementRequest>(
        `/api/admin/replacements/${encodeURIComponent(d.id)}/${d.approve ? 'approve' : 'reject'}`,
        { method: 'POST', body: d.approve ? { note: d.note } : { reason: d.reason } },
      ),
    onSuccess: (_r, d) => {
      toast.success(d.approve ? messages.replacementApproved : messages.replacementRejected);
      return queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] });
    },
    onError: (err) => toast.error(err instanceof ApiError ? err.message : messages.unexpectedError),
  });
}
