import { messages, productPath, subcategoryPath } from '@nidra/shared';
import type { PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import type { Wishlist } from '@nidra/shared/wishlist/wishlist.schema';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInWithForm, visible } from './support/account-helpers.ts';
import { DESKTOP, snapBoth, useBrowser, waitFor } from './support/browser.ts';
import { acceptCookiesBeforeLoad, call, newShopper, PASSWORD, signInByApi } from './support/shop-api.ts';

const { open } = useBrowser();

const heart = (page: Page, product: PublicProduct) =>
  page.getByRole('button', { name: messages.saveToWishlist(product.productName), exact: true });
const pressed = async (page: Page, product: PublicProduct) =>
  (await heart(page, product).first().getAttribute('aria-pressed')) === 'true';

describe('wishlist', () => {
  it('keeps hearts in the browser while signed out and moves them into the account at sign-in', async () => {
    // The cards as shoppers see them: one per design.
    const { data: arrivals } = await call<PublicProduct[]>('/api/products/new-arrivals?group=design');
    // Other journeys add look-alikes and sold-out pieces to the new arrivals: the first page of each
    // subcategory's list gives more to choose from.
    const { data: menus } = await call<{ submenus: string[] }[]>('/api/menus');
    const lists = await Promise.all(
      menus
        .flatMap((m) => m.submenus)
        .map((s) =>
          call<{ products: PublicProduct[] }>(
            `/api/products?subcategory=${encodeURIComponent(s)}&group=design&page=1&pageSize=24`,
          ),
        ),
    );
    const candidates = [...arrivals, ...lists.flatMap((l) => l.data.products)];
    // Two pieces whose names tell them apart on the wishlist.
    const inStock = candidates.filter(
      (p, i) => p.quantity > 0 && candidates.findIndex((q) => q.productName === p.productName) === i,
    );
    const [first, second] = inStock;
    const shopper = await newShopper('Meera Iyer', 'wishlist');

    const page = await open(DESKTOP);
    await acceptCookiesBeforeLoad(page);
    await page.goto(subcategoryPath(first.subcategory));
    await heart(page, first).first().click();
    await waitFor(() => pressed(page, first).then((p) => p || undefined));
    await page.goto(productPath(second));
    await heart(page, second).click();
    await waitFor(() => pressed(page, second).then((p) => p || undefined));

    // Still signed out: /wishlist lists both from this browser, newest first, with the sign-in note.
    await page.goto('/wishlist');
    await visible(page, messages.wishlistSignInNote);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: first.productName, exact: true }).waitFor();
    await main.getByRole('link', { name: second.productName, exact: true }).waitFor();
    await snapBoth(page, 'wishlist-signed-out');

    await main.getByRole('link', { name: messages.signIn, exact: true }).click();
    await signInWithForm(page, shopper.email, PASSWORD);
    await page.waitForURL((u) => u.pathname === '/wishlist');

    // The account now holds both pieces, and the browser's copy is gone.
    const session = await signInByApi(shopper.email);
    const account = await waitFor(async () => {
      const { data } = await call<Wishlist>(`/api/wishlist/${session.user._id}`, { token: session.token });
      return data.items.length === 2 ? data : undefined;
    });
    expect(account.items.map((i) => i.product._id).sort()).toEqual([first._id, second._id].sort());
    await waitFor(async () =>
      (await page.evaluate(() => localStorage.getItem('wishlist'))) === null ? true : undefined,
    );
    await main.getByRole('link', { name: first.productName, exact: true }).waitFor();
    expect(await page.getByText(messages.wishlistSignInNote, { exact: true }).count()).toBe(0);
    expect(await pressed(page, first)).toBe(true);
    await snapBoth(page, 'wishlist-signed-in');

    // Add to Cart from the wishlist; the heart there removes the piece from the account.
    await main.getByRole('button', { name: messages.addToCart }).first().click();
    await visible(page, messages.addedToCart);
    await heart(page, second).click();
    await main.getByRole('link', { name: second.productName, exact: true }).waitFor({ state: 'detached' });
    const { data: after } = await call<Wishlist>(`/api/wishlist/${session.user._id}`, { token: session.token });
    expect(after.items.map((i) => i.product._id)).toEqual([first._id]);

    // A card with its heart, as shoppers see the list.
    await page.goto(subcategoryPath(first.subcategory));
    await waitFor(() => pressed(page, first).then((p) => p || undefined));
    await snapBoth(page, 'wishlist-card-hearts');
  });
});
