import type { AuthResponse } from '@nidra/shared/account/account.schema';
import { api } from '../../../lib/api-client.ts';
import { pageAllTexts } from '../../../lib/page-language.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { saveSession } from '../../../lib/session.ts';

type LoginInput = { email: string; password: string };

/** POST /api/auth/login: no authorization header; reads token and user (spec §7). */
function login(input: LoginInput): Promise<AuthResponse> {
  return api<AuthResponse>('/api/auth/login', {
    method: 'POST',
    body: input,
    fallback: pageAllTexts().loginFailed,
    anonymous: true,
  });
}

/** Signs in: on success the token and user are kept in local storage (spec §4). */
export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: (r) => saveSession(r.token, r.user) });
}
