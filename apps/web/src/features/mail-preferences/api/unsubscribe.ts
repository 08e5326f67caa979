import type { UnsubscribeInfo } from '@nidra/shared/wishlist/wishlist.schema';
import { api } from '../../../lib/api-client.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { useQuery, useQueryClient } from '../../../lib/query/use-query.tsx';

const path = (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`;

/** GET /api/unsubscribe: what the link would turn off; it changes nothing (link scanners open it too). */
export function useUnsubscribeInfo(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => api<UnsubscribeInfo>(path(token), { anonymous: true }),
    enabled: token.length > 0,
    retry: false,
  });
}

/** POST /api/unsubscribe: turns those mails off; the shopper does not need to be signed in. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<UnsubscribeInfo>(path(token), { method: 'POST', anonymous: true }),
    onSuccess: (info) => queryClient.setQueryData(['unsubscribe', token], info),
  });
}
