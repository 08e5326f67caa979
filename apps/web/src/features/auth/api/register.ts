import type { RegistrationInput } from '@nidra/shared';
import type { MessageResponse, SessionUser } from '@nidra/shared/account/account.schema';
import { api } from '../../../lib/api-client.ts';
import { pageAllTexts } from '../../../lib/page-language.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';

type RegisterResponse = MessageResponse & { user: SessionUser };

/** POST /api/auth/register with the five registration fields (spec §7). */
function register(input: RegistrationInput): Promise<RegisterResponse> {
  return api<RegisterResponse>('/api/auth/register', {
    method: 'POST',
    body: input,
    fallback: pageAllTexts().registrationFailed,
    anonymous: true,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
