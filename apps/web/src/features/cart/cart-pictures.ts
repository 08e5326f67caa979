import type { Cart } from '@nidra/shared/cart/cart.schema';
import { imageFallback, imageSrcSet } from '@nidra/shared/catalogue/image.rules';

/**
 * How the cart page shows its lines' pictures (cart-line.tsx, cart-view.tsx), kept here for the boot
 * script too: it asks for the first pictures as soon as the cart's answer arrives, before the app has
 * drawn the lines (ADR 0028). The preload must match the `<img>` (same srcset, sizes and fallback), or
 * the browser fetches the picture twice. This module imports nothing of the app.
 */
export const CART_PICTURE_SIZES = '112px';

/** The first lines are on the first screen: their pictures paint with the page (its largest paint). */
export const EAGER_CART_LINES = 2;

/** Asks for the pictures of the cart's first lines, as the `<img>` of those lines will. */
export function preloadCartPictures(cart: Cart): void {
  for (const { product } of cart.items.slice(0, EAGER_CART_LINES)) {
    const path = product.displayImage;
    if (!path) continue;
    const link = document.createElement('link');
    const attributes = {
      rel: 'preload',
      as: 'image',
      href: imageFallback(path),
      imagesrcset: imageSrcSet(path),
      imagesizes: CART_PICTURE_SIZES,
      fetchpriority: 'high',
    };
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    document.head.append(link);
  }
}
