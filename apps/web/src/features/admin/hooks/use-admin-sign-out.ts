import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearSession } from '../../../lib/session.ts';

/**
 * Sign Out from the back office: leave the guarded area first (otherwise the guard would send the
 * signed-out admin to /login), then clear the session and every cached answer, then land on the shop.
 */
export function useAdminSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await navigate('/', { replace: true });
    clearSession();
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'menus' });
  };
}
