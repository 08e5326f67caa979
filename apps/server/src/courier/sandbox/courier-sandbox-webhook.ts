import type { ShipmentState } from '@nidra/shared/shipping/shipment.rules';
import { formatShiprocketTime, formatTrackTime, SHIPROCKET_STATUS, statusIdOf } from '../shiprocket-status.ts';
import type { SandboxScan, SandboxShipment } from './courier-sandbox-store.ts';

/** How a step's webhook reaches the shop: once, twice (a retry), or followed by the previous scan again (late). */
export const DELIVERIES = ['once', 'twice', 'late'] as const;
export type Delivery = (typeof DELIVERIES)[number];

/** The next scan of a step, at least one second after the last one (Shiprocket's times have seconds). */
export function scanFor(
  shipment: SandboxShipment,
  state: ShipmentState,
  activity: string,
  now = Date.now(),
): SandboxScan {
  const last = shipment.scans.at(-1)?.at ?? 0;
  const at = Math.floor(Math.max(now, last + 1000) / 1000) * 1000;
  const statusId = statusIdOf(state);
  const city = String(shipment.order.billing_city ?? '');
  const location =
    state === 'PICKED_UP' || state === 'RTO_DELIVERED'
      ? 'Origin Hub'
      : state === 'IN_TRANSIT' || state === 'RTO_INITIATED'
        ? 'Sorting Centre'
        : city;
  return { statusId, status: SHIPROCKET_STATUS[statusId].name, activity, location, at };
}

/** Shiprocket's tracking webhook body for a shipment as of `scan` (its scans up to that one). */
export function webhookPayload(shipment: SandboxShipment, scan: SandboxScan) {
  const upTo = [...shipment.scans.filter((s) => s.at < scan.at), scan];
  return {
    awb: shipment.awb,
    courier_name: shipment.courierName,
    current_status: scan.status,
    current_status_id: scan.statusId,
    shipment_status: scan.status,
    shipment_status_id: scan.statusId,
    current_timestamp: formatShiprocketTime(new Date(scan.at)),
    order_id: shipment.channelOrderId,
    sr_order_id: shipment.srOrderId,
    awb_assigned_date: formatTrackTime(shipment.createdAt),
    pickup_scheduled_date: null,
    etd: null,
    scans: upTo.map((s) => ({
      date: formatTrackTime(new Date(s.at)),
      status: s.status,
      activity: s.activity,
      location: s.location,
      'sr-status': String(s.statusId),
      'sr-status-label': s.status,
    })),
    is_return: scan.statusId === 9 || scan.statusId === 10 ? 1 : 0,
    channel_id: 0,
    pod_status: '',
    pod: 'Not Available',
  };
}
