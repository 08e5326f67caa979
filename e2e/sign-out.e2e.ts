import { messages } from '@nidra/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openUserMenu, pathOf } from './support/account-helpers.ts';
import { DESKTOP, useBrowser } from './support/browser.ts';
import { addToCartByApi, productWithFewLeft, shopperWithAddress } from './support/checkout-helpers.ts';
import { restoreSessionBeforeLoad } from './support/shop-api.ts';

// Spec §2 header menu: "a Sign Out action that logs out and goes to /" — from every page, the guarded
// ones too (whose guard must not send the shopper who just left on to /login).

const { open } = useBrowser();

/** Every address the tab shows from now on, client-side moves included. */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/**
 * How long the shopper watches home after signing out. On the broken build the guard of the page left
 * behind sent the tab on to /login well within it (the issue saw it "within a second").
 */
const WATCH_MS = 2_500;

describe('Sign Out', () => {
  it('ends on / from every guarded page and from the wishlist, never on /login', async () => {
    const { session } = await shopperWithAddress('Lata Menon', 'signout');
    // With an empty cart the checkout sends the shopper home by itself: give it something to show.
    await addToCartByApi(session, (await productWithFewLeft(50))._id);
    const page = await open(DESKTOP);
    // Every full page load starts signed in again (the session is put back before each load).
    await restoreSessionBeforeLoad(page, session);
    const paths = recordPaths(page);
    const guarded = [
      '/orders',
      '/cart',
      '/checkout',
      '/address',
      '/change-password',
      '/orders/00000000-0000-4000-8000-000000000000/replacement',
      '/wishlist',
    ];
    for (const path of guarded) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      expect(pathOf(page), path).toBe(path);
      paths.length = 0;

      await (await openUserMenu(page)).getByRole('button', { name: messages.signOut, exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/');
      // Home, signed out: the menu offers Sign In again and the session is gone.
      await page.getByRole('heading', { name: 'New Arrivals' }).waitFor();
      await (await openUserMenu(page)).getByRole('link', { name: messages.signIn }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      // It stays there: no move to /login follows.
      const moved = await page
        .waitForURL((u) => u.pathname !== '/', { timeout: WATCH_MS })
        .then(
          () => pathOf(page),
          () => null,
        );
      expect(moved, `after signing out on ${path}`).toBeNull();
      expect(paths, `addresses after signing out on ${path}`).not.toContain('/login');
    }
  });
});
