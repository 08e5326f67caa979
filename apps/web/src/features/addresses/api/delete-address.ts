import { api } from '../../../lib/api-client.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../lib/query/use-query.tsx';
import { useSession } from '../../../lib/use-session.ts';

/** DELETE /api/address/{userId}/{addressId} (spec §7). */
function deleteAddress(userId: string, addressId: string): Promise<void> {
  return api<void>(`/api/address/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}`, {
    method: 'DELETE',
  });
}

/** Deletes an address; a failure is only logged (spec §8) and the list is read again either way. */
export function useDeleteAddress() {
  const user = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: string) => deleteAddress(user!._id, addressId),
    onError: (error) => console.error('Deleting the address failed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['addresses'] }),
  });
}
