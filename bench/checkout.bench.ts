/**
 * Checkout (DESIGN §12): the real app on a real port (the PhonePe adapter reaches the sandbox and the
 * sandbox reaches the webhook over HTTP), on a fresh embedded database or a fresh database on the
 * PostgreSQL server of BENCH_DATABASE_URL. Counts the SQL of one checkout, then measures
 *  - closed loop: BENCH_SHOPPERS (20) shoppers check out back to back until BENCH_CHECKOUTS (200);
 *  - open loop: BENCH_RATE (30) checkouts/s arrive for BENCH_OPEN_SECONDS (20 s), whatever the app's pace.
 * BENCH_MODE=closed|open|both (both).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/checkout.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { modulesOf } from '../apps/server/src/modules/register-modules.ts';
import {
  askChild,
  freePort,
  freshPostgres,
  latencies,
  machine,
  percentile,
  watchPostgresCpu,
} from './lib/bench-env.ts';
import type { LoadPlan, LoadResult } from './lib/checkout-client.ts';
import { checkout, createShoppers } from './lib/shoppers.ts';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 20);
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 30);
const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 20);
const MODE = process.env.BENCH_MODE ?? 'both';
const BUDGET_STATEMENTS = 20;
const pgUrl = process.env.BENCH_DATABASE_URL;
/** 'failure' presses Fail on the hosted page: no stock sold, no invoice rendered (isolates POST /api/payment). */
const OUTCOME = process.env.BENCH_OUTCOME === 'failure' ? 'failure' : 'success';

const statements: string[] = [];
let counting = false;
const logger = { logQuery: (query: string) => void (counting && statements.push(query)) };
/** The outbox worker delivering the confirmation mail: not counted per checkout (DESIGN §12). */
const isMailDelivery = (q: string) => /^\s*(select .* from "outbox"|update "outbox")/is.test(q);

function report(name: string, { times, seconds, failed, cpu }: LoadResult & { cpu: string[] }) {
  console.log(`\n${name} — ${times.length} checkouts ending in ${OUTCOME} (${machine()})`);
  if (failed.count) console.log(`  failed                ${failed.count} (first: ${failed.first})`);
  console.log(
    `  throughput            ${(times.length / seconds).toFixed(1)} checkouts/s (pay + hosted page + validate)`,
  );
  console.log(`  POST /api/payment     ${latencies(times.map((t) => t.pay))}`);
  console.log(`  GET  validate         ${latencies(times.map((t) => t.validate))}`);
  for (const line of cpu) console.log(line);
  const p95 = (xs: number[]) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      95,
    );
  return { pay95: p95(times.map((t) => t.pay)), validate95: p95(times.map((t) => t.validate)) };
}

/** Runs one plan in the load generator's own process; returns its result. */
const drive = (plan: LoadPlan) =>
  askChild<LoadPlan, LoadResult>(path.join(import.meta.dirname, 'lib/checkout-client.ts'), plan);

/**
 * The CPU time one checkout costs, from the run's totals: the server's process (app, invoice render
 * thread and, on PGlite, the database), PostgreSQL's backends for this database, and the load
 * generator. Their sum bounds what this machine's cores can serve.
 */
async function withCpu(pgUrl: string | undefined, settle: () => Promise<void>, run: () => Promise<LoadResult>) {
  const pgCpu = pgUrl ? await watchPostgresCpu(pgUrl) : null;
  const cpu0 = process.cpuUsage();
  const result = await run();
  await settle();
  const server = process.cpuUsage(cpu0);
  const pg = (await pgCpu?.()) ?? { backends: 0, background: 0 };
  const n = result.times.length;
  const per = (ms: number) => (ms / n).toFixed(1);
  const serverMs = (server.user + server.system) / 1000;
  const own = serverMs + pg.backends;
  const cpu = [
    `  CPU per checkout      server process ${per(serverMs)} ms${pgUrl ? '' : ' (PGlite inside)'}` +
      (pgUrl
        ? ` · PostgreSQL backends ${per(pg.backends)} ms (+${per(pg.background)} ms server-wide background)`
        : '') +
      ` · load generator ${per(result.clientCpuMs)} ms`,
    `  ceiling on ${cpus().length} CPUs      ${((cpus().length * 1000 * n) / own).toFixed(0)} checkouts/s if server${pgUrl ? ' and database' : ''} had every core to themselves`,
  ];
  return { ...result, cpu };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nidra-checkout-bench-'));
  const pgDb = pgUrl ? await freshPostgres(pgUrl, 'nidra_checkout_bench') : null;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // NODE_ENV=test only keeps the reconciler's 3 s timer off, so its polling is not counted per checkout.
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    // Each bench shopper checks out back to back, far beyond what one person does in 10 minutes.
    PAYMENT_LIMIT_PER_USER: String(CHECKOUTS + RATE * OPEN_SECONDS),
  });
  const database = await openDatabase({ url: pgDb?.url, dataDir, poolSize: 20, logger });
  const app = await buildApp({ env, database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  const shoppers = await createShoppers(app, database.db, Math.max(SHOPPERS, RATE * 4));
  const renders = () => modulesOf(app).invoices.waitForInvoiceRenders();
  /** Until invoice renders are done and the database has been quiet for `ms` (the webhook runs after the reply). */
  const settle = async (ms = 400) => {
    await renders();
    for (let seen = -1; seen !== statements.length; ) {
      seen = statements.length;
      await new Promise((r) => setTimeout(r, ms));
    }
  };

  // Warm up (JIT, token, PDF fonts), then count the statements of one checkout on an idle app.
  for (const s of shoppers.slice(0, 3)) await checkout(base, s);
  await settle();
  const marks: [string, number][] = [];
  const mark = (at: string) => marks.push([at, statements.length]);
  statements.length = 0;
  counting = true;
  await checkout(base, shoppers[0], 'success', {
    afterCart: () => mark('start'),
    afterPay: () => mark('POST /api/payment'),
    beforeValidate: async () => {
      await settle();
      mark('hosted Pay → webhook → transition, invoice');
    },
  });
  mark('GET /api/payment/validate');
  await settle();
  counting = false;
  const counted = statements.slice(marks[0][1], marks.at(-1)?.[1]);
  const mail = counted.filter(isMailDelivery).length;
  const perCheckout = counted.length - mail;
  console.log(`\nCheckout benchmark — ${database.kind} (${machine()})`);
  console.log(
    `  SQL per checkout      ${perCheckout}  budget ≤ ${BUDGET_STATEMENTS}: ${perCheckout <= BUDGET_STATEMENTS ? 'met' : 'NOT met'}` +
      `  (begin/commit and invoice included; +${mail} for mail delivery)`,
  );
  for (const [i, [at, n]] of marks.slice(1).entries()) {
    const phase = statements.slice(marks[i][1], n).filter((q) => !isMailDelivery(q));
    console.log(`    ${String(phase.length).padStart(3)}  ${at}`);
  }
  if (process.env.BENCH_VERBOSE) for (const q of counted) console.log(`    ${q.replace(/\s+/g, ' ').slice(0, 160)}`);

  const outcome = OUTCOME;
  if (MODE !== 'open') {
    const plan: LoadPlan = {
      mode: 'closed',
      base,
      shoppers: shoppers.slice(0, SHOPPERS),
      checkouts: CHECKOUTS,
      outcome,
    };
    report(`Closed loop, ${SHOPPERS} shoppers`, await withCpu(pgDb?.url, settle, () => drive(plan)));
  }
  if (MODE !== 'closed') {
    await settle();
    const plan: LoadPlan = { mode: 'open', base, shoppers, rate: RATE, seconds: OPEN_SECONDS, outcome };
    const result = await withCpu(pgDb?.url, settle, () => drive(plan));
    const r = report(`Open loop, ${RATE} checkouts/s arriving for ${OPEN_SECONDS} s`, result);
    if (result.turnedAway)
      console.log(`  ${result.turnedAway} arrivals found all ${shoppers.length} shoppers busy (the app fell behind)`);
    const met = (ms: number) => (ms < 50 ? 'met' : 'NOT met');
    console.log(`  budget p95 < 50 ms: payment ${met(r.pay95)}, validate ${met(r.validate95)}`);
  }

  await app.close();
  await database.close();
  await pgDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
