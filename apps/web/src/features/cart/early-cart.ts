import { type StartingPage, startEarlyRead } from '../../lib/early-reads.ts';
import { preloadCartPictures } from './cart-pictures.ts';

/** GET /api/cart/{userId} (spec §7): the app's read (get-cart.ts) and the boot script's are one path. */
export const cartPath = (userId: string): string => `/api/cart/${encodeURIComponent(userId)}`;

/**
 * A signed-in shopper's cart, asked for by the boot script as the page starts (ADR 0028): with the
 * headers the API client sends, so the app takes this answer rather than asking again. Every shop page
 * reads the cart anyway (the header's count). On the cart page the first lines' pictures are its largest
 * paint: they are asked for with the answer, not once the app has drawn the lines. This module and what
 * it imports stay out of the app's file (vite.config.ts), so the boot script does not bring the app in
 * with it.
 */
export function readCartEarly({ path, lang, token, user }: StartingPage): void {
  if (!token || !user?._id) return;
  const answer = startEarlyRead(cartPath(user._id), lang, token);
  if (path === '/cart')
    answer
      .then((r) => (r.ok ? r.clone().json() : null))
      .then((cart) => cart && preloadCartPictures(cart))
      .catch(() => undefined);
}
