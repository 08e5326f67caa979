import { messages } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import { pathOf } from './support/account-helpers.ts';
import { DESKTOP, PHONE, snap, useBrowser } from './support/browser.ts';

// Spec §2 category page: an unknown subcategory shows 'No products found for this category.'; the
// server keeps answering it as a 404 that search engines drop.

const { open } = useBrowser();

describe('unknown subcategory', () => {
  it("shows the spec's empty text on a 404 page with the way back to the shop", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open(viewport);
      const res = await page.goto('/prod/No-Such-Subcategory');
      expect(res?.status()).toBe(404);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await page.getByText(messages.noProductsInCategory, { exact: true }).waitFor();
      expect(await page.getByText('This page has drifted off to sleep').count()).toBe(0);
      await snap(page, `unknown-subcategory-${viewport === PHONE ? 'phone' : 'desktop'}`);

      await page.getByRole('main').getByRole('link', { name: 'Back to the shop' }).click();
      await page.getByRole('heading', { name: messages.newArrivals }).waitFor();
      expect(pathOf(page)).toBe('/');
      await page.context().close();
    }
  });

  it('any other unknown page keeps the general 404 page', async () => {
    const page = await open(DESKTOP);
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'This page has drifted off to sleep' }).waitFor();
    expect(await page.getByText(messages.noProductsInCategory).count()).toBe(0);
  });
});
