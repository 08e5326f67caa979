import type { AuthResponse } from '@nidra/shared/account/account.schema';
import { api } from '../../../lib/api-client.ts';
import { pageAllTexts } from '../../../lib/page-language.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { saveSession } from '../../../lib/session.ts';

/** POST /api/google-login {token}: the Google ID token (credential) for our own token and user (spec §7). */
function googleLogin(credential: string): Promise<AuthResponse> {
  return api<AuthResponse>('/api/google-login', {
    method: 'POST',
    body: { token: credential },
    fallback: pageAllTexts().googleLoginFailed,
    anonymous: true,
  });
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin, onSuccess: (r) => saveSession(r.token, r.user) });
}
