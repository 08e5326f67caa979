import { useQueryClient } from './query/use-query.tsx';
import { useNavigate } from './router.tsx';
import { clearSession } from './session.ts';

/**
 * Sign Out (spec §2: logs out and goes to /), the one way every menu signs out, from any page: a
 * guarded page left behind shows nothing more and leaves the move home to this (require-auth.tsx).
 * Every cached answer but the menus goes too, so the next shopper on this device sees none of the
 * previous one's cart or orders.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    clearSession();
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'menus' });
    await navigate('/', { replace: true });
  };
}
