import { messages, productPath } from '@nidra/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, waitFor } from './support/browser.ts';
import { call, newShopper, restoreSessionBeforeLoad, type Session, signInByApi } from './support/shop-api.ts';

// Spec §2 home strip and §7 recently viewed: a product page opened by a full page load (a link from a
// mail, a search engine, a typed address, a refresh) counts as a view for a signed-in shopper, as a
// click inside the shop does; the page's HTML stays the same for everyone.

const { open } = useBrowser();

type Product = { _id: string; productName: string; subcategory: string };

const RECORD_PATH = '/api/analytics/recently-viewed-products/';

/** Product ids the server lists for the shopper, latest first. */
const recentIds = async (s: Session) =>
  (await call<Product[]>(`${RECORD_PATH}${s.user._id}`, { token: s.token })).data.map((p) => p._id);

/** Views the page asks the server to record (POSTs to the recently viewed list). */
function countRecordCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith(RECORD_PATH)) calls.push(r.url());
  });
  return calls;
}

const strip = (page: Page) => page.getByRole('region', { name: messages.recentlyViewed });

describe('recently viewed products', () => {
  it('records a signed-in full page load once per visit, and the home strip shows it', async () => {
    // The home page's New Arrivals: one card per design.
    const { data: arrivals } = await call<Product[]>('/api/products/new-arrivals?group=design');
    const [first, second] = arrivals;
    const { email } = await newShopper('Sana Qureshi', 'viewed');
    const session = await signInByApi(email);
    const page = await open(DESKTOP);
    await restoreSessionBeforeLoad(page, session);
    const calls = countRecordCalls(page);

    // Opened from outside the shop: a full page load of the server-rendered product page.
    const res = await page.goto(productPath(first));
    await page.getByRole('heading', { level: 1, name: first.productName }).waitFor();
    await waitFor(async () => (await recentIds(session))[0] === first._id);
    // The HTML it came with is everyone's: the same as a visitor without any session gets.
    expect(await res?.text()).toBe(await (await fetch(new URL(productPath(first), page.url()))).text());

    // A refresh is another visit; each visit asks once.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: first.productName }).waitFor();
    await waitFor(() => calls.length === 2);

    await page.goto('/');
    await strip(page).getByRole('link', { name: first.productName }).first().waitFor();

    // A click inside the shop records too, once, and comes first on the strip.
    const card = page
      .getByRole('region', { name: messages.newArrivals })
      .getByRole('link', { name: second.productName })
      .first();
    const secondId = (await card.getAttribute('href'))?.split('/').pop();
    await card.click();
    await page.getByRole('heading', { level: 1, name: second.productName }).waitFor();
    await waitFor(async () => (await recentIds(session))[0] === secondId);
    await page.getByRole('banner').getByRole('link', { name: /home$/ }).click();
    const cards = strip(page).getByRole('listitem');
    await waitFor(async () => (await cards.count()) === 2);
    expect(await cards.first().innerText()).toContain(second.productName);
    expect(await cards.nth(1).innerText()).toContain(first.productName);
    expect(calls).toHaveLength(3);
    expect(await recentIds(session)).toEqual([secondId, first._id]);
  });

  it('records nothing for a visitor, whose home shows no strip', async () => {
    const { data: arrivals } = await call<Product[]>('/api/products/new-arrivals');
    const page = await open(DESKTOP);
    const calls = countRecordCalls(page);
    await page.goto(productPath(arrivals[2]));
    await page.getByRole('heading', { level: 1, name: arrivals[2].productName }).waitFor();
    await page.goto('/');
    await page.getByRole('heading', { name: messages.newArrivals }).waitFor();
    expect(await strip(page).count()).toBe(0);
    expect(calls).toEqual([]);
  });
});
