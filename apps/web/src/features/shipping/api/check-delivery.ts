import type { DeliveryCheck } from '@nidra/shared/shipping/shipping.schema';
import { api } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/query/use-query.tsx';

/** GET /api/delivery-check?pin=: served, Cash on Delivery and the date, for a 6-digit PIN (null: not asked). */
export function useDeliveryCheck(pin: string | null) {
  return useQuery({
    queryKey: ['delivery-check', pin],
    queryFn: ({ signal }) =>
      api<DeliveryCheck>(`/api/delivery-check?pin=${encodeURIComponent(pin ?? '')}`, { signal, anonymous: true }),
    enabled: pin !== null && /^[1-9]\d{5}$/.test(pin),
    staleTime: 30 * 60_000,
    retry: false,
  });
}
