import type { NdrReason, ShipmentState } from '@nidra/shared/shipping/shipment.rules';

/** Shiprocket's shipment status ids (the webhook's current_status_id) and the state each stands for. */
export const SHIPROCKET_STATUS: Record<number, { state: ShipmentState; name: string }> = {
  42: { state: 'PICKED_UP', name: 'PICKED UP' },
  6: { state: 'IN_TRANSIT', name: 'SHIPPED' },
  18: { state: 'IN_TRANSIT', name: 'IN TRANSIT' },
  17: { state: 'OUT_FOR_DELIVERY', name: 'OUT FOR DELIVERY' },
  21: { state: 'NDR', name: 'UNDELIVERED' },
  7: { state: 'DELIVERED', name: 'DELIVERED' },
  9: { state: 'RTO_INITIATED', name: 'RTO INITIATED' },
  10: { state: 'RTO_DELIVERED', name: 'RTO DELIVERED' },
  8: { state: 'CANCELLED', name: 'CANCELED' },
};

const STATUS_ID: Record<ShipmentState, number> = {
  AWB_ASSIGNED: 0,
  PICKED_UP: 42,
  IN_TRANSIT: 18,
  OUT_FOR_DELIVERY: 17,
  NDR: 21,
  DELIVERED: 7,
  RTO_INITIATED: 9,
  RTO_DELIVERED: 10,
  CANCELLED: 8,
};

/** The status id Shiprocket sends for a state (the sandbox courier speaks these too). */
export const statusIdOf = (state: ShipmentState): number => STATUS_ID[state];

/** By name, for a payload whose id is missing or unknown. */
export function stateOfStatus(id: number | undefined, name: string | undefined): ShipmentState | null {
  if (id !== undefined && SHIPROCKET_STATUS[id]) return SHIPROCKET_STATUS[id].state;
  const upper = (name ?? '').toUpperCase().replace(/_/g, ' ').trim();
  return Object.values(SHIPROCKET_STATUS).find((s) => s.name === upper)?.state ?? null;
}

/** The courier's free-text reason of a failed attempt, read into one of ours. */
export function ndrReasonOf(text: string): NdrReason {
  const t = text.toLowerCase();
  if (t.includes('refus')) return 'REFUSED';
  if (t.includes('cod') || t.includes('cash')) return 'COD_NOT_READY';
  if (t.includes('address')) return 'ADDRESS_INCOMPLETE';
  return 'CUSTOMER_UNAVAILABLE';
}

/** Shiprocket's webhook time, "26 11 2026 14:05:09", is India time. */
export function parseShiprocketTime(value: string): Date | null {
  const m = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  const iso = m
    ? `${m[3]}-${m[2]}-${m[1]}T${m[4]}:${m[5]}:${m[6]}+05:30`
    : /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value.trim())
      ? `${value.trim().replace(' ', 'T')}+05:30`
      : '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A time as Shiprocket writes it in webhooks ("DD MM YYYY HH:mm:ss", India time). */
export function formatShiprocketTime(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(ist.getUTCDate())} ${p(ist.getUTCMonth() + 1)} ${ist.getUTCFullYear()} ${p(ist.getUTCHours())}:${p(ist.getUTCMinutes())}:${p(ist.getUTCSeconds())}`;
}

/** Same, as the tracking API writes it ("YYYY-MM-DD HH:mm:ss", India time). */
export function formatTrackTime(at: Date): string {
  const [dd, mm, yyyy, time] = formatShiprocketTime(at).split(' ');
  return `${yyyy}-${mm}-${dd} ${time}`;
}
