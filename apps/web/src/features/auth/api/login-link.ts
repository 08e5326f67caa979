import type { AuthResponse } from '@nidra/shared/account/account.schema';
import { api } from '../../../lib/api-client.ts';
import { pageAllTexts } from '../../../lib/page-language.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { saveSession } from '../../../lib/session.ts';

/** POST /api/auth/login-link: the token of a mailed sign-in link; answered like a sign-in. */
function signInWithLink(token: string): Promise<AuthResponse> {
  return api<AuthResponse>('/api/auth/login-link', {
    method: 'POST',
    body: { token },
    fallback: pageAllTexts().invalidSignInLink,
    anonymous: true,
  });
}

/** Signs in with a mailed link: on success the token and user are kept like any sign-in. */
export function useSignInWithLink() {
  return useMutation({ mutationFn: signInWithLink, onSuccess: (r) => saveSession(r.token, r.user) });
}
