import type { MessageResponse } from '@nidra/shared/account/account.schema';
import { api } from '../../../lib/api-client.ts';
import { pageAllTexts } from '../../../lib/page-language.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';

/** POST /api/auth/forgot-password {email}; reads message (spec §7). */
function forgotPassword(email: string): Promise<MessageResponse> {
  return api<MessageResponse>('/api/auth/forgot-password', {
    method: 'POST',
    body: { email },
    fallback: pageAllTexts().forgotPasswordFailed,
    anonymous: true,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
