/**
 * Storefront page weight (DESIGN §12): the JavaScript a storefront route downloads on first load is
 * at most BENCH_JS_BUDGET_KB (default 100) kB gzip, on an English page and on a Hindi one alike (each
 * loads only its own language's catalogue); exits 1 above it (.ci/run). Starts the built store (run `npm run build` first) on a fresh embedded
 * database with 60 demo products, opens home, a subcategory page, a product page, search results and
 * the cart (of a signed-in shopper with one piece in it) in Chromium
 * (fresh context each, so nothing is cached), records every response until the network is idle and
 * sums the JS and CSS: raw bytes, gzip -9 bytes (what a compressing server would send) and the bytes
 * actually sent by this server. Also lists the shell that dist/index.html loads on every route.
 *
 *   node --import tsx bench/page-weight.ts          # 1 kB = 1000 bytes, as Vite reports sizes
 *   BENCH_VIEWPORTS=mobile,desktop (default both)
 *
 * startStore(), storefrontPages() and budgetPages() are shared with storefront-styles.ts and the
 * Lighthouse benches (bench/lighthouse/).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { productPath, subcategoryPath } from '@nidra/shared';
import { pathIn } from '@nidra/shared/i18n/language-path';
import { chromium } from 'playwright-core';
import { chromiumEnv, deviceFonts } from './device-fonts.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'apps/web/dist');
/** The storefront's initial JS gate (DESIGN §12 asks ≤ 100, docs/decisions/0028); `.ci/run` fails above it. */
const BUDGET_JS_GZIP = Number(process.env.BENCH_JS_BUDGET_KB ?? 100) * 1000;
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Lighthouse's mobile preset screen (Moto G Power) and a laptop. */
const VIEWPORTS = {
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

export type Store = { base: string; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as { port: number };
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

/** The built store, started as `npm start` starts it, on a fresh embedded database in a temp DATA_DIR. */
export async function startStore(products = 60): Promise<Store> {
  if (!existsSync(path.join(DIST, 'index.html')) || !existsSync(path.join(ROOT, 'apps/server/dist/server.js')))
    throw new Error('the build is missing: run `npm run build` first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nidra-pages-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    SEED_PRODUCT_COUNT: String(products),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['--max-semi-space-size=4', 'apps/server/dist/server.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A busy shared machine seeds slowly: BENCH_START_TIMEOUT_S waits longer.
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_S ?? 180) * 1000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the store exited with code ${child.exitCode} before answering`);
    }
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { base, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the store did not answer /api/health in time (BENCH_START_TIMEOUT_S)');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Home, the first subcategory with products and the first product of its first page. */
export async function storefrontPages(base: string): Promise<{ name: string; path: string }[]> {
  const json = async <T>(p: string) => (await (await fetch(base + p)).json()) as T;
  for (const sub of await json<string[]>('/api/subcategories')) {
    const list = await json<{ products: { _id: string; productName: string; subcategory: string }[] }>(
      `/api/products?subcategory=${encodeURIComponent(sub)}&page=1`,
    );
    if (list.products.length > 0)
      return [
        { name: 'home', path: '/' },
        { name: 'subcategory', path: subcategoryPath(sub) },
        { name: 'product', path: productPath(list.products[0]) },
      ];
  }
  throw new Error('the store has no subcategory with products');
}

/** A shopper's session as the browser keeps it (local storage `token` and `user`, spec §4). */
type Session = { token: string; user: { _id: string } };

/**
 * A shopper registered for the run through the API (`label` starts the address), signed in, with one
 * of `productId` in the cart: the session the cart page is opened with.
 */
async function shopperWithCart(base: string, productId: string, label: string): Promise<Session> {
  const post = async <T>(p: string, body: unknown, token?: string) => {
    const res = await fetch(base + p, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${p} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const email = `${label}-${Date.now()}@example.in`;
  const password = 'Sleep@2025';
  await post('/api/auth/register', {
    name: 'Kavya Reddy',
    email,
    password,
    confirmPassword: password,
    phoneNumber: '9876543210',
  });
  const session = await post<Session>('/api/auth/login', { email, password });
  await post(`/api/cart/${session.user._id}/add`, { productId, quantity: 1 }, session.token);
  return session;
}

/** A storefront page; `session` opens it signed in. */
export type BudgetPage = { name: string; path: string; session?: Session };

/**
 * The five pages the storefront's budgets hold for (page weight and Lighthouse): storefrontPages(),
 * search results for the product's kind (the last word of its name, `nighty`), and the cart of a
 * shopper registered for the run (`label` starts the address) with that product in it.
 */
export async function budgetPages(base: string, label: string): Promise<BudgetPage[]> {
  const pages = await storefrontPages(base);
  const product = pages.find((p) => p.name === 'product')!;
  const [, , , productName, productId] = product.path.split('/');
  const word = decodeURIComponent(productName).split('-').at(-1) ?? 'cotton';
  const session = await shopperWithCart(base, productId, label);
  return [
    ...pages,
    { name: 'search', path: `/search?q=${encodeURIComponent(word.toLowerCase())}` },
    { name: 'cart', path: '/cart', session },
  ];
}

/** The budget's pages in English and in Hindi. */
async function measuredPages(base: string): Promise<BudgetPage[]> {
  const english = await budgetPages(base, 'page-weight');
  // The same pages in Hindi (`/hi/...`, ADR 0029): their own catalogue chunk instead of the English one.
  return [...english, ...english.map((p) => ({ ...p, name: `hi ${p.name}`, path: pathIn('hi', p.path) }))];
}

type Asset = { url: string; type: string; raw: number; gzip: number; wire: number; encoding: string };

const gz = (b: Buffer) => gzipSync(b, { level: 9 }).length;
const kB = (n: number) => (n / 1000).toFixed(1);

/** The entry script, modulepreloads and stylesheets that dist/index.html loads on every route. */
function shell(): Asset[] {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const refs = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => ['script', m[1]]),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => ['script', m[1]]),
    ...[...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => ['stylesheet', m[1]]),
  ];
  return refs.map(([type, url]) => {
    const body = readFileSync(path.join(DIST, url));
    return { url, type, raw: body.length, gzip: gz(body), wire: body.length, encoding: 'file' };
  });
}

async function record(
  browser: import('playwright-core').Browser,
  profile: keyof typeof VIEWPORTS,
  url: string,
  session?: Session,
): Promise<Asset[]> {
  const context = await browser.newContext(VIEWPORTS[profile]);
  if (session)
    await context.addInitScript({
      content: `localStorage.setItem('token', ${JSON.stringify(session.token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))});`,
    });
  const page = await context.newPage();
  const pending: Promise<Asset | null>[] = [];
  page.on('response', (res) => {
    pending.push(
      (async () => {
        const body = await res.body().catch(() => null);
        if (!body) return null;
        const sizes = await res
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: body.length, responseHeadersSize: 0 }));
        const headers = await res.allHeaders();
        return {
          url: res.url(),
          type: res.request().resourceType(),
          raw: body.length,
          gzip: gz(body),
          wire: sizes.responseBodySize + sizes.responseHeadersSize,
          encoding: headers['content-encoding'] ?? 'identity',
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const assets = (await Promise.all(pending)).filter((a): a is Asset => a !== null);
  await context.close();
  return assets;
}

const sum = (xs: Asset[], k: 'raw' | 'gzip' | 'wire') => xs.reduce((s, a) => s + a[k], 0);

async function main() {
  const profiles = (process.env.BENCH_VIEWPORTS ?? 'mobile,desktop')
    .split(',')
    .filter((p): p is keyof typeof VIEWPORTS => p in VIEWPORTS);
  console.log(
    `Page weight — load ${loadavg()[0].toFixed(1)}; 1 kB = 1000 bytes; budget JS ≤ ${BUDGET_JS_GZIP / 1000} kB gzip per page, English and Hindi; fonts: ${deviceFonts().label}\n`,
  );
  const shellAssets = shell();
  console.log('Shell from dist/index.html (every route):');
  for (const a of shellAssets)
    console.log(
      `  ${a.type.padEnd(10)} ${a.url.padEnd(40)} ${kB(a.raw).padStart(7)} kB raw  ${kB(a.gzip).padStart(6)} kB gzip`,
    );

  const store = await startStore(60);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    env: chromiumEnv(),
  });
  let ok = true;
  try {
    const pages = await measuredPages(store.base);
    const shellUrls = new Set(shellAssets.map((a) => a.url));
    for (const profile of profiles) {
      console.log(`\n${profile} (${VIEWPORTS[profile].viewport.width}×${VIEWPORTS[profile].viewport.height})`);
      console.log(
        '| page | JS files | JS raw kB | JS gzip kB | CSS raw kB | CSS gzip kB | images | images kB | API kB | total sent kB | served | JS budget |',
      );
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|');
      const lazy: string[] = [];
      for (const p of pages) {
        const assets = await record(browser, profile, store.base + p.path, p.session);
        const js = assets.filter((a) => a.type === 'script');
        const css = assets.filter((a) => a.type === 'stylesheet');
        const img = assets.filter((a) => a.type === 'image');
        const api = assets.filter((a) => a.type === 'fetch' || a.type === 'xhr');
        const encodings = [...new Set([...js, ...css].map((a) => a.encoding))].join(', ');
        const pass = sum(js, 'gzip') <= BUDGET_JS_GZIP;
        ok &&= pass;
        console.log(
          `| ${p.name} | ${js.length} | ${kB(sum(js, 'raw'))} | ${kB(sum(js, 'gzip'))} | ${kB(sum(css, 'raw'))} | ${kB(sum(css, 'gzip'))} | ${img.length} | ${kB(sum(img, 'wire'))} | ${kB(sum(api, 'wire'))} | ${kB(sum(assets, 'wire'))} | ${encodings} | ${pass ? 'ok' : 'OVER'} |`,
        );
        const extra = js.filter((a) => !shellUrls.has(new URL(a.url).pathname));
        lazy.push(
          `  ${p.name} (${p.path}): ${extra.map((a) => `${path.basename(a.url)} ${kB(a.gzip)}`).join(', ') || 'none'}`,
        );
      }
      console.log('JS beyond the shell (kB gzip):');
      for (const l of lazy) console.log(l);
    }
  } finally {
    await browser.close();
    await store.stop();
  }
  console.log(
    `\n${ok ? 'Budget met' : 'Budget MISSED'}: initial JS ≤ ${BUDGET_JS_GZIP / 1000} kB gzip per storefront route, English and Hindi`,
  );
  if (!ok) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
