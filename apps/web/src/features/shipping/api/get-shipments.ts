import type { ShipmentState } from '@nidra/shared/shipping/shipment.rules';
import type { StaffShipment } from '@nidra/shared/shipping/shipping.schema';
import { api } from '../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../lib/query/use-query.tsx';
import { ADMIN_KEY, ADMIN_STALE_MS } from './shipping-query.ts';

export type ShipmentFilter = { state?: ShipmentState; overdue?: boolean };

/** GET /api/admin/shipments: by shipment state (NDR queue, parcels back) or pickups overdue 48 h. */
function getShipments(filter: ShipmentFilter, signal?: AbortSignal) {
  const q = new URLSearchParams();
  if (filter.state) q.set('state', filter.state);
  if (filter.overdue) q.set('overdue', 'true');
  return api<{ shipments: StaffShipment[] }>(`/api/admin/shipments?${q}`, { signal });
}

export function useShipments(filter: ShipmentFilter) {
  return useQuery(
    queryOptions({
      queryKey: [ADMIN_KEY, 'shipments', filter.state ?? '*', Boolean(filter.overdue)],
      queryFn: ({ signal }) => getShipments(filter, signal),
      staleTime: ADMIN_STALE_MS,
      select: (data) => data.shipments,
    }),
  );
}
