import type { Address } from '@nidra/shared/address/address.schema';
import { api } from '../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../lib/query/use-query.tsx';
import { useSession } from '../../../lib/use-session.ts';

/** GET /api/addresses/{userId}: the shopper's address book (spec §7). */
function getAddresses(userId: string): Promise<Address[]> {
  return api<Address[]>(`/api/addresses/${encodeURIComponent(userId)}`);
}

const addressesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['addresses', userId ?? 'signed-out'],
    queryFn: () => getAddresses(userId!),
    enabled: Boolean(userId),
  });

/** The signed-in shopper's addresses; a load failure is only logged (spec §8). */
export function useAddresses() {
  const user = useSession();
  return useQuery(addressesQueryOptions(user?._id));
}
