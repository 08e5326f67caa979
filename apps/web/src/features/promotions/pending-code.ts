/** A code from a shared link (/offers/CODE), kept until the signed-in shopper's cart has taken it. */
const KEY = 'nidra.pendingCoupon';

export function rememberCode(code: string): void {
  try {
    localStorage.setItem(KEY, code.trim().toUpperCase());
  } catch {
    // Storage refused (private mode): the link still applies the code when the shopper is signed in.
  }
}

export function takePendingCode(): string | null {
  try {
    const code = localStorage.getItem(KEY);
    if (code) localStorage.removeItem(KEY);
    return code;
  } catch {
    return null;
  }
}
