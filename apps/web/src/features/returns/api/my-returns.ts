import type { CreateReturnBody, MyReturns, ReturnRequestView } from '@nidra/shared/returns/return.schema';
import { api, apiBlob } from '../../../lib/api-client.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { queryOptions, useQuery, useQueryClient } from '../../../lib/query/use-query.tsx';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useSession } from '../../../lib/use-session.ts';

const myReturnsKey = (userId: string | undefined) => ['returns', userId ?? 'signed-out'];

/** GET /api/returns/mine: orders inside the return window (lines, sizes in stock) and the shopper's requests. */
const myReturnsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: myReturnsKey(userId),
    queryFn: ({ signal }) => api<MyReturns>('/api/returns/mine', { signal }),
    enabled: Boolean(userId),
  });

export function useMyReturns() {
  const user = useSession();
  return useQuery(myReturnsQueryOptions(user?._id));
}

/** POST /api/returns: a return for a refund or a size exchange. */
export function useCreateReturn() {
  const queryClient = useQueryClient();
  const user = useSession();
  return useMutation({
    mutationFn: (body: CreateReturnBody) => api<ReturnRequestView>('/api/returns', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReturnsKey(user?._id) }),
  });
}

/** GET /api/returns/:id/credit-note: the partial GST credit note of an accepted return. */
export function useDownloadReturnCreditNote() {
  return useMutation({
    mutationFn: async (r: Pick<ReturnRequestView, '_id' | 'creditNoteNumber'>) => {
      const blob = await apiBlob(`/api/returns/${encodeURIComponent(r._id)}/credit-note`);
      saveBlob(blob, `${(r.creditNoteNumber ?? r._id).replace(/\//g, '-')}.pdf`);
    },
    onError: (error) => console.error('Credit note download failed', error),
  });
}
