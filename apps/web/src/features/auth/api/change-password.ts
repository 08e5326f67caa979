import { type ChangePasswordInput, messages } from '@nidra/shared';
import type { MessageResponse } from '@nidra/shared/account/account.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/change-password with the bearer token; a failure carries the server's message (spec §7). */
export function changePassword(input: ChangePasswordInput): Promise<MessageResponse> {
  return api<MessageResponse>('/api/auth/change-password', {
    method: 'POST',
    body: input,
    fallback: messages.changePasswordFailed,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
