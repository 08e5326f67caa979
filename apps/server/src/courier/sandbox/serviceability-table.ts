/**
 * The sandbox courier's serviceability, a deterministic table by PIN prefix so tests and people can
 * pick a PIN for each case: most PINs served with cash on delivery; the islands, Ladakh, Arunachal
 * and Army Post PINs not served; Jammu and Kashmir, Sikkim and the north-eastern hill states served
 * prepaid only; metro to metro in 2–3 days, everything else in 4–7.
 */
const UNSERVED = [
  [744, 744],
  [194, 194],
  [790, 792],
  [900, 999],
] as const;
const PREPAID_ONLY = [
  [180, 193],
  [737, 737],
  [793, 799],
] as const;
const METROS = [110, 400, 411, 500, 560, 600, 700, 380] as const;

const within = (ranges: readonly (readonly [number, number])[], n: number) => ranges.some(([a, b]) => n >= a && n <= b);

export type SandboxCourierOption = { courierName: string; days: number; cod: boolean };

/** The couriers serving `pin` from `pickup`, fastest first; empty when the PIN is not served. */
export function sandboxCouriers(pickup: string, pin: string): SandboxCourierOption[] {
  if (!/^[1-9]\d{5}$/.test(pin)) return [];
  const prefix = Number(pin.slice(0, 3));
  if (within(UNSERVED, prefix)) return [];
  const cod = !within(PREPAID_ONLY, prefix);
  const metro = (METROS as readonly number[]).includes(prefix);
  const days = metro ? (pin.slice(0, 3) === pickup.slice(0, 3) ? 2 : 3) : 4 + (Number(pin) % 4);
  return [
    { courierName: metro ? 'Blue Dart Air' : 'Delhivery Surface', days, cod },
    { courierName: 'Ekart Logistics', days: days + 1, cod },
  ];
}
