import type { ShipmentAddress } from '../../courier/courier.ts';

// joinAddress: `${name}, ${house}, ${street}, ${city}, ${state} - ${pin}, ${country}. Phone: ${phone}`
const JOINED = /^(.*), ([^,]+), ([^,]+) - (\d{6}), [^,.]+\. Phone: (.+)$/s;

/** The courier's view of an order's shipping address, read back from the one text the order keeps. */
export function parseOrderAddress(
  text: string,
  order: { buyerName: string; mobile: string },
  email: string,
): ShipmentAddress | null {
  const m = JOINED.exec(text.trim());
  if (!m) return null;
  const [, head, city, state, pincode, phone] = m;
  const name = order.buyerName || head.split(',')[0];
  const address = head.startsWith(`${name}, `) ? head.slice(name.length + 2) : head;
  const digits = (phone || order.mobile).replace(/\D/g, '').slice(-10);
  return { name, phone: digits, email, address, city: city.trim(), state: state.trim(), pincode };
}

/** The PIN code an order ships to, or null. */
export const pinOfAddress = (text: string): string | null => /- (\d{6}), [^,.]+\. Phone:/.exec(text)?.[1] ?? null;
