/**
 * The pages the Lighthouse benches load (lighthouse.ts, lantern-what-if.ts) and the signed-in profile the
 * cart is loaded with. BENCH_LH_PAGES picks pages by name (`reference` adds the bare document);
 * BENCH_LH_BASE puts the store's pages under a path prefix (a language's URLs).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { type BudgetPage, budgetPages, CHROMIUM, CHROMIUM_FLAGS } from '../page-weight.ts';

const prefix = process.env.BENCH_LH_BASE ?? '';

/**
 * A page to measure; `session` pages start signed in (local storage set in a profile of their own);
 * `base` serves a page from elsewhere than the store (the reference document).
 */
export type BenchPage = BudgetPage & { base?: string };

/** The five pages of the budget (page-weight.ts's budgetPages), picked and prefixed; the reference if asked. */
export async function benchPages(base: string, referenceBase: string): Promise<BenchPage[]> {
  const all = await budgetPages(base, 'lighthouse');
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
