import type { ChangePasswordInput } from '@nidra/shared';
import type { ChangePasswordResponse } from '@nidra/shared/account/account.schema';
import { api } from '../../../lib/api-client.ts';
import { pageAllTexts } from '../../../lib/page-language.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { saveSession } from '../../../lib/session.ts';

/** POST /api/auth/change-password with the bearer token; a failure carries the server's message (spec §7). */
function changePassword(input: ChangePasswordInput): Promise<ChangePasswordResponse> {
  return api<ChangePasswordResponse>('/api/auth/change-password', {
    method: 'POST',
    body: input,
    fallback: pageAllTexts().changePasswordFailed,
  });
}

/** The change ends every earlier session, this tab's too: the fresh token it answers is kept. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: (r) => saveSession(r.token, r.user) });
}
