/**
 * The pages the Lighthouse benches load (lighthouse.ts, lantern-what-if.ts) and the signed-in profile the
 * cart is loaded with. BENCH_LH_PAGES picks pages by name (`reference` adds the bare document);
 * BENCH_LH_BASE puts the store's pages under a path prefix (a language's URLs).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, type Session, shopperWithCart, storefrontPages } from '../page-weight.ts';

const prefix = process.env.BENCH_LH_BASE ?? '';

/**
 * A page to measure; `session` pages start signed in (local storage set in a profile of their own);
 * `base` serves a page from elsewhere than the store (the reference document).
 */
export type BenchPage = { name: string; path: string; session?: Session; base?: string };

/** The five pages of the budget: the three of page-weight.ts, a search and a signed-in shopper's cart. */
export async function benchPages(base: string, referenceBase: string): Promise<BenchPage[]> {
  const three = await storefrontPages(base);
  const productPath = three[2].path;
  const productId = productPath.split('/').at(-1) ?? '';
  const productName = decodeURIComponent(productPath.split('/').at(-2) ?? '');
  const word = productName.split(/[\s-]+/)[0].toLowerCase();
  const session = await shopperWithCart(base, productId, 'lighthouse');
  const all: BenchPage[] = [
    ...three,
    { name: 'search', path: `/search?q=${encodeURIComponent(word)}` },
    { name: 'cart', path: '/cart', session },
  ];
  const only = process.env.BENCH_LH_PAGES?.split(',');
  const reference = only?.includes('reference') ? [{ name: 'reference', path: '/', base: referenceBase }] : [];
  return [
    ...reference,
    ...all
      .filter((p) => !only || only.includes(p.name))
      .map((p) => ({ ...p, path: p.path === '/' ? prefix || '/' : prefix + p.path })),
  ];
}

/**
 * A Chromium profile of its own for a signed-in run: the session and the cookie choice in the store's
 * local storage, set on a page that loads none of the storefront's files (so nothing is cached).
 */
export async function signedInProfile(base: string, session: NonNullable<BenchPage['session']>): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nidra-lh-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/api/health`);
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
      localStorage.setItem('cookieConsent', 'true');
    }, session);
  } finally {
    await context.close();
  }
  return dir;
}
