/**
 * The storefront's style work and document size (DESIGN §12): for home, a subcategory list, a product,
 * the cart, checkout and the back office's dashboard, the HTML bytes of the page, the CSS it loads
 * (inline `<style>` and stylesheets, raw and gzip -9) and its element count; then the product page's
 * style recalculations, blocking time and paints during load and hydration, from a Chromium
 * performance trace on an emulated phone (median of BENCH_RUNS, default 3, with the load average). Starts the built store (run
 * `npm run build` first) as bench/page-weight.ts does.
 *
 *   node --import tsx bench/storefront-styles.ts
 *   BENCH_SHOTS=dir  also saves full-page screenshots of every page at 390 and 1280 px there, and of
 *                    the server-rendered pages' first paint (inlined rules only)
 */
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { WHOLE_PAGE_STYLE } from '../e2e/support/whole-page.ts';
import { chromiumEnv } from './device-fonts.ts';
import { CHROMIUM, CHROMIUM_FLAGS, startStore, storefrontPages } from './page-weight.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SHOTS = process.env.BENCH_SHOTS;
const ONLY_TRACE = process.env.BENCH_ONLY_TRACE === '1';
const ADMIN = { email: 'bench-admin@nidra.local', password: 'Bench#Styles2026' };
const SHOPPER_PASSWORD = 'Sleep@2025';
const kB = (n: number) => (n / 1000).toFixed(1);
const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

type Session = { token: string; user: { _id: string } };
type Screen = { name: string; path: string; session?: Session };

async function call<T>(base: string, p: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(base + p, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${p} answered ${res.status}`);
  return (await res.json()) as T;
}

/** A shopper with one product in the cart and a saved address, and the admin, both signed in. */
async function sessions(base: string, productId: string) {
  const email = 'bench-styles@example.in';
  const register = { name: 'Kavya Reddy', email, password: SHOPPER_PASSWORD, confirmPassword: SHOPPER_PASSWORD };
  await call(base, '/api/auth/register', { ...register, phoneNumber: '9876543210' });
  const shopper = await call<Session>(base, '/api/auth/login', { email, password: SHOPPER_PASSWORD });
  await call(base, `/api/cart/${shopper.user._id}/add`, { productId, quantity: 1 }, shopper.token);
  await call(
    base,
    `/api/address/${shopper.user._id}`,
    {
      name: 'Kavya Reddy',
      houseNumber: 'Flat 7C, Lotus Residency',
      street: 'Road No. 3, Jubilee Hills',
      city: 'Hyderabad',
      state: 'Telangana',
      postalCode: '500033',
      country: 'India',
      phoneNumber: '9876543210',
    },
    shopper.token,
  );
  const admin = await call<Session>(base, '/api/auth/login', ADMIN);
  return { shopper, admin };
}

async function open(browser: Browser, base: string, screen: Screen, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  const session = screen.session;
  await context.addInitScript(
    `localStorage.setItem('cookieConsent', 'true');` +
      (session
        ? `localStorage.setItem('token', ${JSON.stringify(session.token)});` +
          `localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))});`
        : ''),
  );
  const page = await context.newPage();
  await page.goto(base + screen.path, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-app-ready]');
  await page.evaluate('document.fonts.ready');
  return page;
}

/**
 * A server-rendered page as its first paint shows it: with only the rules inlined in its head (no
 * script, the stylesheet's request refused).
 */
async function firstPaint(browser: Browser, url: string, width: number, dir: string, name: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
  await context.route('**/*.css', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({
    path: path.join(dir, `${name}-${width}-first-paint.png`),
    fullPage: true,
    style: WHOLE_PAGE_STYLE,
  });
  await context.close();
}

/** The CSS a page loaded: its inline `<style>` blocks and every stylesheet it fetched. */
async function cssOf(page: Page, html: string) {
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const sheets = await page.evaluate<string[]>(
    `performance.getEntriesByType('resource').map((e) => e.name).filter((u) => u.endsWith('.css'))`,
  );
  let raw = inline.length;
  let gzip = inline ? gz(inline) : 0;
  for (const url of sheets) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    gzip += gz(body);
  }
  return { inline: inline.length, sheets: sheets.map((u) => path.basename(u)), raw, gzip };
}

/**
 * The product page's load on an emulated phone (4× CPU slowdown, 150 ms round trips, 1.6 Mbit/s down,
 * as Lighthouse's mobile preset): its style recalculations from a performance trace, the main thread's
 * blocking time after the first paint (tasks over 50 ms) and the first and largest contentful paints.
 */
async function traceProduct(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  await context.addInitScript(`localStorage.setItem('cookieConsent', 'true')`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  type TraceEvent = {
    name: string;
    ts: number;
    dur?: number;
    tdur?: number;
    ph: string;
    args?: { elementCount?: number };
  };
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-app-ready]');
  await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
  const paints = await page.evaluate<{ fcp: number; lcp: number }>(`new Promise((resolve) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve({ fcp, lcp: entries[entries.length - 1]?.startTime ?? 0 });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  })`);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  const navigation = events.find((e) => e.name === 'navigationStart')?.ts ?? Math.min(...events.map((e) => e.ts));
  const fcpTs = navigation + paints.fcp * 1000;
  const recalcs = events.filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X' && e.dur !== undefined);
  const ms = recalcs.map((e) => (e.dur ?? 0) / 1000);
  const blocking = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcpTs && (e.dur ?? 0) > 50_000)
    .reduce((sum, e) => sum + ((e.dur ?? 0) - 50_000) / 1000, 0);
  const afterPaint = recalcs.filter((e) => e.ts >= fcpTs);
  return {
    total: ms.reduce((sum, x) => sum + x, 0),
    // The main thread's own time in them (without the waits of a busy machine) and the elements
    // restyled after the first paint: figures the machine's load moves little.
    cpu: recalcs.reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0),
    restyled: afterPaint.reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0),
    longest: Math.max(0, ...ms),
    elements: Math.max(0, ...recalcs.map((e) => e.args?.elementCount ?? 0)),
    blocking,
    fcp: paints.fcp,
    lcp: paints.lcp,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  process.env.ADMIN_EMAIL = ADMIN.email;
  process.env.ADMIN_PASSWORD = ADMIN.password;
  const store = await startStore(60);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    env: chromiumEnv(),
  });
  try {
    const [home, list, product] = await storefrontPages(store.base);
    const productId = product.path.split('/').pop() as string;
    const { shopper, admin } = await sessions(store.base, productId);
    const screens: Screen[] = [
      home,
      list,
      product,
      { name: 'cart', path: '/cart', session: shopper },
      { name: 'checkout', path: '/checkout', session: shopper },
      { name: 'admin', path: '/admin/dashboard', session: admin },
    ];
    console.log(`Storefront styles and document — load ${loadavg()[0].toFixed(1)}; 1 kB = 1000 bytes\n`);
    for (const screen of ONLY_TRACE ? [] : screens) {
      const html = await (await fetch(store.base + screen.path)).text();
      const page = await open(browser, store.base, screen, 1280);
      const css = await cssOf(page, html);
      const elements = await page.evaluate<number>(`document.getElementsByTagName('*').length`);
      console.log(
        `${screen.name.padEnd(12)} HTML ${kB(html.length).padStart(5)} kB raw ${kB(gz(html)).padStart(5)} kB gzip · ` +
          `CSS ${kB(css.raw).padStart(5)} kB raw ${kB(css.gzip).padStart(5)} kB gzip ` +
          `(inline ${kB(css.inline)} kB; ${css.sheets.join(', ') || 'no sheet'}) · ${elements} elements`,
      );
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        for (const width of [390, 1280]) {
          const shot = width === 1280 ? page : await open(browser, store.base, screen, width);
          await shot.screenshot({
            path: path.join(SHOTS, `${screen.name}-${width}.png`),
            fullPage: true,
            style: WHOLE_PAGE_STYLE,
          });
          if (shot !== page) await shot.context().close();
          if (!screen.session) await firstPaint(browser, store.base + screen.path, width, SHOTS, screen.name);
        }
      }
      await page.context().close();
    }
    const traces: Awaited<ReturnType<typeof traceProduct>>[] = [];
    for (let i = 0; i < RUNS; i++) traces.push(await traceProduct(browser, store.base + product.path));
    const m = (k: keyof (typeof traces)[number]) => median(traces.map((t) => t[k])).toFixed(0);
    console.log(
      `\nProduct page on an emulated phone (4× CPU, 150 ms RTT, 1.6 Mbit/s; median of ${RUNS}; load ${loadavg()[0].toFixed(1)}):\n` +
        `  style recalculation: longest ${m('longest')} ms, all ${m('total')} ms (thread time ${m('cpu')} ms), ` +
        `up to ${m('elements')} elements; ${m('restyled')} elements restyled after the first paint\n` +
        `  blocking time after first paint ${m('blocking')} ms, FCP ${m('fcp')} ms, LCP ${m('lcp')} ms`,
    );
    for (const t of traces)
      console.log(
        `  run: recalc longest ${t.longest.toFixed(1)} ms, all ${t.total.toFixed(1)} ms, thread ${t.cpu.toFixed(1)} ms ` +
          `(${t.elements} el; ${t.restyled} restyled after FCP); ` +
          `blocking ${t.blocking.toFixed(0)} ms; FCP ${t.fcp.toFixed(0)} ms; LCP ${t.lcp.toFixed(0)} ms`,
      );
  } finally {
    await browser.close();
    await store.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
