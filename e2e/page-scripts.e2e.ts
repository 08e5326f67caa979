import { readFileSync } from 'node:fs';
import { productPath } from '@nidra/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, signedInAdminPage } from './support/admin.ts';
import { baseUrl, PHONE, useBrowser } from './support/browser.ts';
import { addToCartByApi } from './support/checkout-helpers.ts';
import { call, newShopper, restoreSessionBeforeLoad, signInByApi } from './support/shop-api.ts';

// Each page's HTML names the script files it starts with (the server reads them from the build's
// manifest), so a phone fetches them together instead of learning of each from the file before it.

const { open } = useBrowser();

type Product = { _id: string; productName: string; subcategory: string; displayImage: string | null };

/** The script files a page's HTML names (in its template or its head). */
async function namedFiles(path: string): Promise<string[]> {
  const html = await (await fetch(new URL(path, baseUrl()))).text();
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
}

/** Every script file the page asks for from now on, by path. */
function recordScripts(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.endsWith('.js')) files.push(pathname);
  });
  return files;
}

/** What the web build wrote of its files: each file's static imports (the server names pages' files from it). */
const builtModules = JSON.parse(
  readFileSync(new URL('../apps/web/dist/.vite/module-files.json', import.meta.url), 'utf8'),
) as { imports: Record<string, string[]> };

/** The page's boot script, the one `<script>` tag of every page. */
const bootScript = (page: Page) =>
  page
    .locator('script[type="module"]')
    .getAttribute('src')
    .then((src) => new URL(src!, baseUrl()).pathname);

describe('the script files each page names', () => {
  it('a server-rendered page fetches exactly the files its HTML names, in English and Hindi', async () => {
    const { data } = await call<Product[]>('/api/products/new-arrivals');
    const product = productPath(data[0]);
    for (const path of ['/', product, `/hi${product}`, '/search?q=nighty']) {
      const page = await open(PHONE);
      const files = recordScripts(page);
      const named = await namedFiles(path);
      // `open`'s page waits for the app to take over the page after each load.
      await page.goto(path);
      expect(named.length, path).toBeGreaterThan(3);
      expect(new Set(files), path).toEqual(new Set([await bootScript(page), ...named]));
      // The app's file comes from the names the boot script puts in the head once the page has painted,
      // never as a static import of the boot script, which runs before the first paint (ADR 0011).
      const boot = (await bootScript(page)).slice(1);
      expect(builtModules.imports[boot], path).not.toContain(named[0].slice(1));
      await page.context().close();
    }
    // The list the server reads them from stays on the server.
    expect((await fetch(new URL('/.vite/module-files.json', baseUrl()))).status).toBe(404);
  });

  it('a server-rendered page starts its files one at a time once painted, each in a task of its own', async () => {
    const page = await open(PHONE);
    // The script files put in the document, counted per delivery of the changes: changes made in one
    // task come together, so a delivery of more than one is one task starting several requests.
    await page.addInitScript(() => {
      const deliveries: number[] = [];
      (window as unknown as { scriptDeliveries: number[] }).scriptDeliveries = deliveries;
      new MutationObserver((records) => {
        const added = records.flatMap((r) => [...r.addedNodes]);
        const files = added.filter((n) => n instanceof HTMLLinkElement && n.rel === 'modulepreload');
        if (files.length) deliveries.push(files.length);
      }).observe(document, { childList: true, subtree: true });
    });
    const named = await namedFiles('/');
    await page.goto('/');
    const deliveries = await page.evaluate(
      () => (window as unknown as { scriptDeliveries: number[] }).scriptDeliveries,
    );
    expect(deliveries).toEqual(named.map(() => 1));
  });

  it("a screen the browser draws alone fetches its page's files from the HTML and what its frame reads at once, and draws the cart's lines in its first paint", async () => {
    const shopper = await newShopper('Meera Iyer', 'scripts');
    const session = await signInByApi(shopper.email);
    const { data } = await call<Product[]>('/api/products/new-arrivals');
    await addToCartByApi(session, data[0]._id);
    const page = await open(PHONE);
    await restoreSessionBeforeLoad(page, session);
    const files = recordScripts(page);
    const named = await namedFiles('/hi/cart');
    // The app's file is held until the line's picture is asked for (or for 10 s): the boot script asks
    // for it from the cart's answer, so it does not wait for the app to draw the line.
    const picture = data[0].displayImage!.replace(/\.webp$/, '');
    const pictureAsked = page.waitForRequest((r) => r.url().includes(picture), { timeout: 10_000 }).catch(() => null);
    await page.route(`**${named[0]}`, async (route) => {
      await pictureAsked;
      await route.continue();
    });
    // Whatever the page draws in the app's root, recorded as it is drawn.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cartDrawn: string[] }).cartDrawn = seen;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (root?.querySelector('[aria-busy="true"]')) seen.push('skeleton');
        if (root?.querySelector('main li a img')) seen.push('lines');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/hi/cart');
    await page.getByRole('link', { name: data[0].productName }).first().waitFor();
    // On a page load the screen waits for the answer asked for as the page started: its first paint is
    // the lines, never the loading skeleton before them.
    const drawn = await page.evaluate(() => (window as unknown as { cartDrawn: string[] }).cartDrawn);
    expect(drawn[0]).toBe('lines');
    expect(drawn).not.toContain('skeleton');
    expect(named.length).toBeGreaterThan(3);
    // Nothing named goes unused, and every named file was asked for before the app's own file had
    // arrived: from the HTML, not from an import in a file that ran before it.
    expect(files).toEqual(expect.arrayContaining(named));
    const timings = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({
        file: new URL(e.name).pathname,
        start: e.startTime,
        end: (e as PerformanceResourceTiming).responseEnd,
      })),
    );
    // The app's file is named first.
    const main = timings.find((t) => t.file === named[0])!;
    for (const file of named) expect(timings.find((t) => t.file === file)!.start, file).toBeLessThan(main.end);
    // What the page's frame reads (the cart, the session check, the header's menus) was each asked for
    // once, by the boot script as the page started, before the app's own file had arrived; the app took
    // those answers rather than asking again.
    for (const read of [`/api/cart/${session.user._id}`, '/api/validate-token', '/api/menus']) {
      const reads = timings.filter((t) => t.file === read);
      expect(reads, read).toHaveLength(1);
      expect(reads[0].start, read).toBeLessThan(main.end);
    }
    // The picture came once, from the boot script's preload, and the drawn line took that file.
    await expect
      .poll(() =>
        page
          .locator('li img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    const pictures = await page.evaluate(
      (key) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes(key))
          .map((e) => (e as PerformanceResourceTiming).initiatorType),
      picture,
    );
    expect(pictures).toEqual(['link']);
  });

  it("the back office's own stylesheet loads with its screens", async () => {
    const page = await signedInAdminPage(open, await adminToken());
    await page.goto('/admin/orders');
    await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
    // The shell's stylesheet and the back office's, each loaded with its rules.
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].filter((s) => s.href).map((s) => ({ href: s.href, rules: s.cssRules.length })),
    );
    expect(sheets.length).toBe(2);
    for (const sheet of sheets) expect(sheet.rules, sheet.href!).toBeGreaterThan(10);
  });
});
