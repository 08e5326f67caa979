/**
 * A visitor's Add to Cart, remembered across signing in: the product (the chosen size, ADR 0005)
 * travels in the navigation state to /login (and on to /register and back), and the page the
 * shopper returns to adds it once they are signed in.
 */
export type PendingAdd = { addToCart: string };

const PRODUCT_ID = /^[0-9a-f-]{36}$/i;

/** The product a signed-out Add to Cart asked for, when the navigation state carries one. */
export function pendingAddOf(state: unknown): string | null {
  const id = (state as Partial<PendingAdd> | null)?.addToCart;
  return typeof id === 'string' && PRODUCT_ID.test(id) ? id : null;
}

/** The state to hand on: the pending product alone, or nothing. */
export function carryPendingAdd(state: unknown): PendingAdd | undefined {
  const id = pendingAddOf(state);
  return id ? { addToCart: id } : undefined;
}
