import type { AddressFields } from '@nidra/shared';
import type { Address } from '@nidra/shared/address/address.schema';
import { api } from '../../../lib/api-client.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../lib/query/use-query.tsx';
import { useSession } from '../../../lib/use-session.ts';

/** POST /api/address/{userId}: answers 201 with the new address (spec §7). */
function createAddress(userId: string, body: AddressFields): Promise<Address> {
  return api<Address>(`/api/address/${encodeURIComponent(userId)}`, { method: 'POST', body });
}

/** Adds an address. A failure is only logged (spec §8); either way the list is read again. */
export function useCreateAddress() {
  const user = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AddressFields) => createAddress(user!._id, fields),
    onError: (error) => console.error('Adding the address failed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['addresses'] }),
  });
}
