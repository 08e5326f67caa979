/**
 * Catalogue budget (DESIGN §12): with 10 000 products, every catalogue read answers at least half the
 * requests per second of a bare Fastify 5 process with one constant-JSON route and no plugins, started
 * beside the app and measured in the same run (the app's own bare route is shown as a second
 * reference). Runs on a fresh embedded database (PGlite) and on a fresh PostgreSQL database, in
 * sequence, each seeded with the demo catalogue plus bulk products up to 10 000.
 *
 * Three processes, as in production: the app in a process of its own (bench/lib/app-server.ts, after a
 * first process seeded the shop, as the soak does), the bare Fastify in another
 * (bench/lib/bare-fastify.ts), and the load generator in this one.
 *
 *   node --import tsx bench/catalogue.bench.ts                      # PGlite, then PostgreSQL
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres  # PostgreSQL server only
 *   BENCH_DATABASES=pglite|postgres|pglite,postgres  BENCH_SECONDS=8  BENCH_ROUNDS=4  BENCH_CONNECTIONS=20
 *   BENCH_PRODUCTS=10000  BENCH_PRODUCT_URLS=500  BENCH_CLIENT=worker|inline
 *   BENCH_ONLY=<regexp>   measure only the rows whose name matches (the reference rows always run)
 *   BENCH_GZIP=1          send `accept-encoding: gzip, deflate, br` as browsers do
 *   BENCH_PROFILE=<dir>   write a CPU profile of the app process's main thread for each row's first
 *                         slice (open in Chrome DevTools)
 *
 * Each endpoint gets BENCH_SECONDS of load in BENCH_ROUNDS slices (4 × 2 s), each slice between two
 * bare slices; its ratio is the median over the rounds of its req/s ÷ the mean of its two neighbouring
 * bare slices, so background load on a shared machine moves both sides of each ratio together.
 * Product details rotate over BENCH_PRODUCT_URLS random active products and the subcategory list over
 * every subcategory (page 1): autocannon's `requests` array, each connection cycling through it.
 *
 * The load generator is autocannon's programmatic API, in a worker thread of this process
 * (BENCH_CLIENT=worker, the default) or on its main thread (BENCH_CLIENT=inline).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { subcategoryPath } from '@nidra/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { AUTOCANNON_IGNORE_BODY, freePort, startAppServer, startProcess } from './lib/bench-env.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
/** Each row's SECONDS are spread over ROUNDS slices, interleaved with bare slices. */
const SLICE = SECONDS / ROUNDS;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
/** Product detail URLs rotated over, drawn at random from the active products. */
const PRODUCT_URLS = Number(process.env.BENCH_PRODUCT_URLS ?? 500);
/** The demo seed's own product count; one look per subcategory keeps the picture rendering short. */
const DEMO_PRODUCTS = 100;
const CLIENT = process.env.BENCH_CLIENT === 'inline' ? 'inline' : 'worker';
const PROFILE_DIR = process.env.BENCH_PROFILE;
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const BUDGET_RATIO = 0.5;
const PG_DATABASE = 'nidra_bench_catalogue';
const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const kinds = (process.env.BENCH_DATABASES ?? (process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite,postgres'))
  .split(',')
  .map((k) => k.trim())
  .filter((k): k is 'pglite' | 'postgres' => k === 'pglite' || k === 'postgres');

type Request = { method: 'GET'; path: string };
/** `bare`: the reference; `info`: a second reference shown for comparison, not held to the budget. */
type Case = { name: string; requests: Request[]; bare?: boolean; info?: boolean; base?: string };
type Row = {
  name: string;
  urls: number;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  non2xx: number;
  errors: number;
  /** SQL statements per second while the row ran: cache misses reaching the database. */
  sqlPerSecond: number;
  /** Median over the rounds of req/s ÷ the neighbouring bare slices' req/s, and its range. */
  ratio: number;
  ratioMin: number;
  ratioMax: number;
  bare?: boolean;
  info?: boolean;
};
type AutocannonResult = {
  requests: { average: number; total: number };
  throughput: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Drops and recreates the benchmark database on the PostgreSQL server; returns its URL. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: pgServer });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await admin(`drop database if exists ${PG_DATABASE} with (force)`);
  await admin(`create database ${PG_DATABASE}`);
  const target = new URL(pgServer);
  target.pathname = `/${PG_DATABASE}`;
  return { url: target.toString(), drop: () => admin(`drop database if exists ${PG_DATABASE} with (force)`) };
}

/** One autocannon run; the connections cycle through `requests` in order (one URL when it has one entry). */
function fire(base: string, requests: Request[], seconds: number): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests,
        // BENCH_GZIP=1 asks as a browser does: cached answers and pages then go gzipped, compressed once.
        ...(process.env.BENCH_GZIP === '1' ? { headers: { 'accept-encoding': 'gzip, deflate, br' } } : {}),
        ...(CLIENT === 'worker' ? { workers: 1 } : {}),
        setupClient: AUTOCANNON_IGNORE_BODY,
      },
      (err: Error | null, res: AutocannonResult) => (err ? reject(err) : resolve(res)),
    );
  });
}

/** SQL statements the app process has sent so far (drizzle's logger, counted there). */
async function statements(base: string): Promise<number> {
  const res = await fetch(`${base}/bench/statements`);
  return ((await res.json()) as { statements: number }).statements;
}

const post = async (url: string, body?: unknown) => {
  const res = await fetch(url, {
    method: 'POST',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
};

type Slice = AutocannonResult & { sql: number };

/** One slice of a row: SLICE seconds of load on one case, optionally CPU-profiled (the app process). */
async function slice(base: string, c: Case, profileAs?: string): Promise<Slice> {
  const before = await statements(base);
  if (profileAs) await post(`${base}/bench/profile/start`);
  const r = await fire(c.base ?? base, c.requests, SLICE);
  if (profileAs) await post(`${base}/bench/profile/stop?name=${encodeURIComponent(profileAs)}`);
  return { ...r, sql: (await statements(base)) - before };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function toRow(c: Case, slices: Slice[], ratios: number[]): Row {
  const requests = slices.reduce((n, x) => n + x.requests.total, 0);
  const bytes = slices.reduce((n, x) => n + x.throughput.average * SLICE, 0);
  return {
    name: c.name,
    urls: c.requests.length,
    rps: slices.reduce((n, x) => n + x.requests.average, 0) / slices.length,
    p50: median(slices.map((x) => x.latency.p50)),
    p99: median(slices.map((x) => x.latency.p99)),
    bytes: requests ? bytes / requests : 0,
    non2xx: slices.reduce((n, x) => n + x.non2xx, 0),
    errors: slices.reduce((n, x) => n + x.errors + x.timeouts, 0),
    sqlPerSecond: slices.reduce((n, x) => n + x.sql, 0) / (slices.length * SLICE),
    ratio: ratios.length ? median(ratios) : 1,
    ratioMin: ratios.length ? Math.min(...ratios) : 1,
    ratioMax: ratios.length ? Math.max(...ratios) : 1,
    bare: c.bare,
    info: c.info,
  };
}

/**
 * ROUNDS rounds of: bare, endpoint 1, bare, endpoint 2, …, bare, each slice SLICE seconds. An
 * endpoint's ratio in a round is its req/s over the mean of the bare slices just before and after
 * it, so a change in the machine's background load hits both sides; the row shows the median ratio.
 */
async function measureAll(base: string, bare: Case, endpoints: Case[], kind: string): Promise<Row[]> {
  const bareSlices: Slice[] = [];
  const got = endpoints.map(() => ({ slices: [] as Slice[], ratios: [] as number[] }));
  const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  for (let round = 1; round <= ROUNDS; round++) {
    let before = await slice(base, bare);
    bareSlices.push(before);
    for (const [i, c] of endpoints.entries()) {
      const profileAs = PROFILE_DIR && round === 1 ? `${kind}-${slug(c.name)}` : undefined;
      const mine = await slice(base, c, profileAs);
      const after = await slice(base, bare);
      bareSlices.push(after);
      got[i].slices.push(mine);
      got[i].ratios.push(mine.requests.average / ((before.requests.average + after.requests.average) / 2));
      before = after;
    }
    console.log(
      `  round ${round}/${ROUNDS}: ${got.map((g) => g.ratios.at(-1)!.toFixed(2)).join(' ')}  (load ${load()})`,
    );
  }
  return [toRow(bare, bareSlices, []), ...endpoints.map((c, i) => toRow(c, got[i].slices, got[i].ratios))];
}

type Prepared = { subcategories: string[]; details: { id: string; name: string }[] };

/**
 * One database: a first process seeds it (demo seed with DEMO_PRODUCTS, then bulk products up to
 * PRODUCTS) and picks the product URLs; the app then serves from a process of its own.
 */
async function run(kind: 'pglite' | 'postgres', bareBase: string): Promise<Row[]> {
  const pgDb = kind === 'postgres' ? await freshPostgres() : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nidra-catalogue-bench-'));
  console.log(`\n${kind}${pgDb ? ` (${PG_DATABASE})` : ` (${dataDir})`}`);
  const port = await freePort();
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: pgDb?.url ?? '',
    JWT_SECRET: 'catalogue-bench-secret-that-is-long-enough-0123456789',
    SEED_PRODUCT_COUNT: String(DEMO_PRODUCTS),
  };
  const prepared = await startAppServer<Prepared>('prepare', {
    ...env,
    BENCH_PRODUCTS: String(PRODUCTS),
    BENCH_DETAILS: String(PRODUCT_URLS),
  }).ready;
  const server = startAppServer('serve', { ...env, ...(PROFILE_DIR ? { BENCH_PROFILE: PROFILE_DIR } : {}) });
  try {
    await server.ready;
    const base = `http://127.0.0.1:${port}`;
    const names = prepared.subcategories;
    const picked = prepared.details;
    const get = (p: string): Request => ({ method: 'GET', path: p });
    const cases: Case[] = [
      { name: 'bare Fastify 5 process, constant JSON', requests: [get('/')], bare: true, base: bareBase },
      { name: 'in-app bare route, constant JSON', requests: [get('/bench/bare')], info: true },
      { name: 'bare, constant string as long as a list page', requests: [get('/bench/bare-list-size')], info: true },
      { name: 'GET /api/menus', requests: [get('/api/menus')] },
      { name: 'GET /api/categories', requests: [get('/api/categories')] },
      { name: 'GET /api/subcategories', requests: [get('/api/subcategories')] },
      { name: 'GET /api/products/new-arrivals', requests: [get('/api/products/new-arrivals')] },
      {
        name: 'GET /api/products?subcategory=…&page=1',
        requests: names.map((s) => get(`/api/products?subcategory=${encodeURIComponent(s)}&page=1`)),
      },
      {
        name: 'GET /api/products/{name}/{id}',
        requests: picked.map((p) => get(`/api/products/${encodeURIComponent(p.name)}/${p.id}`)),
      },
      // Server-rendered storefront pages (head and React-rendered body), from the same cache.
      {
        name: 'page /prod/{subcategory} (HTML)',
        requests: names.map((s) => get(subcategoryPath(s))),
      },
      {
        name: 'page /prod/{subcategory}/{name}/{id} (HTML)',
        requests: picked.map((p) => get(`/prod/x/${encodeURIComponent(p.name)}/${p.id}`)),
      },
    ];
    uncachedRenders[kind] = await measureUncachedRenders(base, picked);
    const inApp = cases.filter((c) => !c.base);
    for (const c of inApp)
      for (const r of c.requests) {
        const res = await fetch(`${base}${r.path}`);
        const body = await res.text();
        if (res.status !== 200) throw new Error(`${r.path} answered ${res.status}: ${body.slice(0, 200)}`);
      }
    // Warm-up: JIT and (on PGlite, where entries never expire) the cache of every URL measured.
    await fire(
      base,
      inApp.flatMap((c) => c.requests),
      3,
    );

    const [bare, ...endpoints] = cases;
    return await measureAll(
      base,
      bare,
      endpoints.filter((c) => c.info || !ONLY || ONLY.test(c.name)),
      kind,
    );
  } finally {
    await server.stop();
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Per-render times (ms) of product pages asked for the first time: nothing of theirs cached yet. */
const uncachedRenders: Record<string, number[]> = {};

/**
 * The cost of a product page on a cache miss: the catalogue read, the React render and the page
 * assembly, timed in the app process one at a time (`inject`, no network). The first 20 products warm
 * up the renderer and the JIT; the others are timed once each.
 */
async function measureUncachedRenders(base: string, picked: { id: string; name: string }[]) {
  const urls = picked.map((p) => `/prod/x/${encodeURIComponent(p.name)}/${p.id}`);
  const { times } = (await post(`${base}/bench/uncached-renders`, { urls })) as { times: number[] };
  return times.slice(20).sort((a, b) => a - b);
}

function printUncached(kind: string): boolean {
  const times = uncachedRenders[kind] ?? [];
  if (times.length === 0) return true;
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const p95 = at(0.95);
  console.log(
    `Uncached product page renders (${times.length}, one at a time): p50 ${at(0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms — budget p95 < 30 ms: ${p95 < 30 ? 'ok' : 'MISSED'}`,
  );
  return p95 < 30;
}

/** Cached page throughput against the cached API answer it is made from, in the same run (≥ 0.5). */
function printPageRatios(rows: Row[]) {
  const row = (name: string) => rows.find((r) => r.name === name);
  for (const [page, api] of [
    ['page /prod/{subcategory}/{name}/{id} (HTML)', 'GET /api/products/{name}/{id}'],
    ['page /prod/{subcategory} (HTML)', 'GET /api/products?subcategory=…&page=1'],
  ]) {
    const [p, a] = [row(page), row(api)];
    if (!p || !a) continue;
    const ratio = p.ratio / a.ratio;
    console.log(`${page} ÷ ${api}: ${ratio.toFixed(2)} (budget ≥ 0.5: ${ratio >= 0.5 ? 'ok' : 'MISSED'})`);
  }
}

function print(kind: string, rows: Row[]): boolean {
  console.log(
    `\n${kind}: ${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s per row in ${ROUNDS} slices of ${SLICE} s ` +
      `interleaved with bare slices, client ${CLIENT}; budget: ratio ≥ ${BUDGET_RATIO}\n`,
  );
  console.log('| endpoint | URLs | req/s | p50 ms | p99 ms | bytes/resp | SQL/s | ratio to bare (range) | budget |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  let ok = true;
  for (const r of rows) {
    const bad = r.non2xx > 0 || r.errors > 0;
    const verdict = r.bare || r.info ? 'reference' : r.ratio >= BUDGET_RATIO && !bad ? 'ok' : 'MISSED';
    if (verdict === 'MISSED') ok = false;
    const notes = bad ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : '';
    const ratio = r.bare ? '1' : `${r.ratio.toFixed(2)} (${r.ratioMin.toFixed(2)}–${r.ratioMax.toFixed(2)})`;
    console.log(
      `| ${r.name} | ${r.urls} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.bytes.toFixed(0)} | ${r.sqlPerSecond.toFixed(0)} | ${ratio} | ${verdict}${notes} |`,
    );
  }
  return ok;
}

async function main() {
  if (kinds.length === 0) throw new Error('BENCH_DATABASES names neither pglite nor postgres');
  console.log(`Catalogue benchmark — ${cpus().length} CPUs, load ${load()}, Node ${process.version}`);
  const results: Record<string, Row[]> = {};
  // The reference, a bare Fastify 5 process beside the app's.
  const bare = startProcess<{ port: number }>(
    ['--import', 'tsx', path.join(import.meta.dirname, 'lib/bare-fastify.ts')],
    process.env,
  );
  try {
    const { port } = await bare.ready;
    for (const kind of kinds) results[kind] = await run(kind, `http://127.0.0.1:${port}`);
  } finally {
    await bare.stop();
  }
  let ok = true;
  for (const [kind, rows] of Object.entries(results)) {
    ok = print(kind, rows) && ok;
    printPageRatios(rows);
    ok = printUncached(kind) && ok;
  }
  const out = path.join(import.meta.dirname, 'results');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, `catalogue-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      at: new Date(),
      cpus: cpus().length,
      load: loadavg(),
      CONNECTIONS,
      SECONDS,
      ROUNDS,
      CLIENT,
      results,
    }),
  );
  console.log(`\n${ok ? 'Budget met' : 'Budget MISSED'}; raw figures in ${path.relative(process.cwd(), file)}`);
  if (!ok) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
