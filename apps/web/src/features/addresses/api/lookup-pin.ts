import type { PinPlace } from '@nidra/shared/shipping/shipping.schema';
import { api } from '../../../lib/api-client.ts';

/** GET /api/pin-codes/{pin}: the city (district) and state India Post's directory gives; null if unknown. */
export async function lookupPin(pin: string): Promise<PinPlace | null> {
  try {
    return await api<PinPlace>(`/api/pin-codes/${encodeURIComponent(pin)}`, { anonymous: true });
  } catch {
    return null;
  }
}
