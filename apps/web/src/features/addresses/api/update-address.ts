import type { AddressFields } from '@nidra/shared';
import type { Address } from '@nidra/shared/address/address.schema';
import { api } from '../../../lib/api-client.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../lib/query/use-query.tsx';
import { useSession } from '../../../lib/use-session.ts';

/** PUT /api/address/{userId}/{addressId}: answers with the updated address (spec §7). */
function updateAddress(userId: string, addressId: string, body: AddressFields): Promise<Address> {
  return api<Address>(`/api/address/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}`, {
    method: 'PUT',
    body,
  });
}

/** Edits an address. A failure is only logged (spec §8); either way the list is read again. */
export function useUpdateAddress() {
  const user = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ addressId, fields }: { addressId: string; fields: AddressFields }) =>
      updateAddress(user!._id, addressId, fields),
    onError: (error) => console.error('Updating the address failed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['addresses'] }),
  });
}
