// delivery-check-slot.tsx reads the same key.
const PIN_KEY = 'nidra.deliveryPin';

/** The PIN the shopper last checked (or delivered to), remembered in this browser. */
export function rememberedPin(): string | null {
  try {
    return localStorage.getItem(PIN_KEY);
  } catch {
    return null;
  }
}

export function rememberPin(pin: string): void {
  try {
    localStorage.setItem(PIN_KEY, pin);
  } catch {
    // private mode: the PIN is simply not remembered
  }
}
