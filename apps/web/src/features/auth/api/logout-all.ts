import type { MessageResponse } from '@nidra/shared/account/account.schema';
import { api } from '../../../lib/api-client.ts';
import { pageAllTexts } from '../../../lib/page-language.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';

/** POST /api/auth/logout-all: ends every session of the signed-in user, on every device. */
function signOutEverywhere(): Promise<MessageResponse> {
  return api<MessageResponse>('/api/auth/logout-all', { method: 'POST', fallback: pageAllTexts().signOutAllDevices });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
