import type { Address } from '@nidra/shared/address/address.schema';
import { api } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/query/use-query.tsx';
import { useSession } from '../../../lib/use-session.ts';

const PIN = /^[1-9]\d{5}$/;

/**
 * The PIN of the signed-in shopper's most recent saved address (the address book lists oldest
 * first), or null: signed out, no address, or not `wanted`. Shares the address book's cache.
 */
export function useSavedAddressPin(wanted: boolean): string | null {
  const user = useSession();
  const { data } = useQuery({
    queryKey: ['addresses', user?._id ?? 'signed-out'],
    queryFn: () => api<Address[]>(`/api/addresses/${encodeURIComponent(user!._id)}`),
    enabled: wanted && Boolean(user),
  });
  return data?.map((a) => a.postalCode.trim()).findLast((pin) => PIN.test(pin)) ?? null;
}
