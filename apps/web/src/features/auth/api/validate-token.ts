import type { SessionUser } from '@nidra/shared/account/account.schema';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/query/use-query.tsx';
import { getToken, saveSession } from '../../../lib/session.ts';
import { VALIDATE_TOKEN_PATH } from '../early-session.ts';

/** GET /api/validate-token: the user the stored token belongs to (spec §7). */
function validateToken(): Promise<{ user: SessionUser }> {
  return api<{ user: SessionUser }>(VALIDATE_TOKEN_PATH);
}

/**
 * Checks a restored session once per visit: a fresh user object replaces the stored one (a changed
 * name or role), and an expired token signs out through the api client's 401 handling.
 */
export function useValidateSession(user: SessionUser | null) {
  const { data } = useQuery({
    queryKey: ['validate-token', user?._id],
    queryFn: validateToken,
    enabled: user !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    const token = getToken();
    if (!data || !token || !user) return;
    if (JSON.stringify(data.user) !== JSON.stringify(user)) saveSession(token, data.user);
  }, [data, user]);
}
