/**
 * Soak: mixed load against the server in its own process, printing the server's RSS and heap every
 * minute. The server is the production build run as `npm start` runs it (apps/server/dist/server.js,
 * built first), after a first process (bench/lib/app-server.ts) seeded the shop and its bench shoppers.
 * Browse (menus, categories, list pages, product details), checkout (pay + hosted page + validate) and
 * admin (orders pages, stats) at fixed rates. Two halves of BENCH_SOAK_MINUTES / 2
 * each (default 20: 2 × 10); prints the growth from the end of the first half to the end of the second.
 *
 *   node --import tsx bench/soak.ts                                   # PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/soak.ts
 *   BENCH_SOAK_MINUTES=10 ...                                         # 2 × 5 minutes
 *
 * After the load it waits BENCH_IDLE_SECONDS (45) and prints the RSS of the idle server.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freePort,
  freshPostgres,
  latencies,
  machine,
  startAppServer,
  startProductionServer,
  waitForOk,
} from './lib/bench-env.ts';
import { checkout, type Shopper } from './lib/shoppers.ts';

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 20);
const BROWSE_RATE = Number(process.env.BENCH_BROWSE_RATE ?? 50); // requests/s
const CHECKOUT_RATE = Number(process.env.BENCH_CHECKOUT_RATE ?? 3); // checkouts/s
const ADMIN_RATE = Number(process.env.BENCH_ADMIN_RATE ?? 2); // requests/s
const REPORT_MS = Number(process.env.BENCH_REPORT_MS ?? 60_000);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 45);
const pgUrl = process.env.BENCH_DATABASE_URL;
const MB = (b: number) => (b / 1024 / 1024).toFixed(0);

type Prepared = {
  shoppers: Shopper[];
  adminToken: string;
  subcategories: string[];
  details: { id: string; name: string }[];
};
type Mem = { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };

/** Calls `fire` `rate` times a second until `stop()` says so; failures are counted, not thrown. */
function every(
  rate: number,
  stop: () => boolean,
  fire: (i: number) => Promise<unknown>,
  errors: { n: number; seen: Set<string> },
) {
  return (async () => {
    const t0 = performance.now();
    const inflight = new Set<Promise<unknown>>();
    for (let i = 0; !stop(); i++) {
      const wait = t0 + (i * 1000) / rate - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const p = fire(i).catch((err) => {
        errors.n++;
        errors.seen.add(String(err).slice(0, 120));
      });
      inflight.add(p);
      void p.finally(() => inflight.delete(p));
    }
    await Promise.all(inflight);
  })();
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nidra-soak-'));
  const pgDb = pgUrl ? await freshPostgres(pgUrl, 'nidra_soak') : null;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: pgDb?.url ?? '',
    JWT_SECRET: 'soak-bench-secret-that-is-long-enough-0123456789abc',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    PAYMENT_LIMIT_PER_USER: '100000',
    SEED_PRODUCT_COUNT: '100',
    BENCH_REPORT_MS: String(REPORT_MS),
  };
  // First start: the demo catalogue and the bench shoppers, by a process of its own, as a shop's first start.
  const prepared = await startAppServer<Prepared>('prepare', {
    ...serverEnv,
    BENCH_SHOPPERS: '40',
    BENCH_DETAILS: '300',
  }).ready;
  execFileSync(process.execPath, [path.join(import.meta.dirname, '../apps/server/build.mjs')], { stdio: 'inherit' });
  const mems: { at: number; mem: Mem }[] = [];
  let t0 = 0;
  const server = startProductionServer(serverEnv, (line) => {
    if (!line.startsWith('MEM ')) return console.log(`  server: ${line}`);
    const mem = JSON.parse(line.slice(4)) as Mem;
    const at = t0 ? (performance.now() - t0) / 60_000 : 0;
    mems.push({ at, mem });
    console.log(
      `  ${at.toFixed(1).padStart(5)} min  RSS ${MB(mem.rss)} MB · heap ${MB(mem.heapUsed)}/${MB(mem.heapTotal)} MB · external ${MB(mem.external)} MB  (${machine()})`,
    );
  });
  await Promise.race([waitForOk(`${base}/api/health`), server.exited]);
  const rssKb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1]);
  const ready = {
    ...prepared,
    lists: prepared.subcategories.map((s) => `/api/products?subcategory=${encodeURIComponent(s)}&page=1`),
    details: prepared.details.map((p) => `/api/products/${encodeURIComponent(p.name)}/${p.id}`),
  };
  console.log(`  server started: RSS ${(rssKb() / 1024).toFixed(0)} MB before any request (${machine()})`);
  console.log(
    `Soak — ${pgDb ? 'PostgreSQL' : 'PGlite'}, ${MINUTES} min: browse ${BROWSE_RATE}/s, checkout ${CHECKOUT_RATE}/s, admin ${ADMIN_RATE}/s (${machine()})`,
  );
  t0 = performance.now();
  const end = t0 + MINUTES * 60_000;
  const stop = () => performance.now() >= end;
  const errors = { n: 0, seen: new Set<string>() };
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${url}`, { headers });
    await res.arrayBuffer();
    if (res.status >= 400) throw new Error(`${url}: ${res.status}`);
  };
  const browse = ['/api/menus', '/api/categories', '/api/products/new-arrivals', ...ready.lists, ...ready.details];
  const admin = { authorization: `Bearer ${ready.adminToken}` };
  const adminUrls = [
    '/api/admin/orders?page=1&pageSize=10',
    '/api/admin/orders?page=3&pageSize=10&status=PENDING',
    '/api/stats',
  ];
  const free = [...ready.shoppers];
  const pay: number[] = [];
  await Promise.all([
    every(BROWSE_RATE, stop, (i) => get(browse[(i * 7919) % browse.length]), errors),
    every(ADMIN_RATE, stop, (i) => get(adminUrls[i % adminUrls.length], admin), errors),
    every(
      CHECKOUT_RATE,
      stop,
      async () => {
        const s = free.pop();
        if (!s) throw new Error('every shopper busy');
        try {
          pay.push((await checkout(base, s)).pay);
        } finally {
          free.push(s);
        }
      },
      errors,
    ),
  ]);
  // The last report after the load, then the halves.
  await new Promise((r) => setTimeout(r, 1000));
  const half = MINUTES / 2;
  const last = (upTo: number) => mems.filter((m) => m.at <= upTo + 0.05).at(-1);
  const a = last(half);
  const b = mems.at(-1);
  console.log(`\n  checkouts ${pay.length}, POST /api/payment ${latencies(pay)}; failed calls ${errors.n}`);
  for (const e of [...errors.seen].slice(0, 5)) console.log(`    ${e}`);
  if (a && b)
    console.log(
      `  growth over the second half (${a.at.toFixed(1)} → ${b.at.toFixed(1)} min): RSS ${MB(b.mem.rss - a.mem.rss)} MB` +
        ` (${MB(a.mem.rss)} → ${MB(b.mem.rss)}), heap used ${MB(b.mem.heapUsed - a.mem.heapUsed)} MB (${MB(a.mem.heapUsed)} → ${MB(b.mem.heapUsed)})`,
    );
  // Idle after the load: the invoice render thread stops after 30 s without work.
  const before = rssKb();
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  console.log(
    `  RSS at the end of the load ${(before / 1024).toFixed(0)} MB, after ${IDLE_SECONDS} s idle ${(rssKb() / 1024).toFixed(0)} MB (${machine()})`,
  );
  await server.stop();
  await pgDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
