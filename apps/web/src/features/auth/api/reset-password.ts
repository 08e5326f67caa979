import type { MessageResponse } from '@nidra/shared/account/account.schema';
import { api } from '../../../lib/api-client.ts';
import { pageAllTexts } from '../../../lib/page-language.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';

type ResetPasswordInput = { token: string; newPassword: string; confirmPassword: string };

/** POST /api/auth/reset-password {token, newPassword, confirmPassword}; reads message (spec §7). */
function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return api<MessageResponse>('/api/auth/reset-password', {
    method: 'POST',
    body: input,
    fallback: pageAllTexts().resetPasswordFailed,
    anonymous: true,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
