/**
 * Checkout budget (DESIGN §12): POST /api/payment through the sandbox gateway, p95 < 50 ms at 20
 * concurrent shoppers, and at most 20 SQL statements for one checkout. Starts the real app on a real
 * port (the PhonePe adapter reaches the sandbox and the sandbox reaches the webhook over HTTP) on a
 * fresh embedded database, or on a fresh database on the PostgreSQL server of BENCH_DATABASE_URL.
 *
 *   node --import tsx bench/checkout.bench.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_CHECKOUTS=200 BENCH_SHOPPERS=20
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { cartTotalsOf } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { addresses, categories, products, subcategories, users } from '../apps/server/src/db/schema/index.ts';
import { modulesOf } from '../apps/server/src/modules/index.ts';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 20);
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 200);
const BUDGET_P95_MS = 50;
const BUDGET_STATEMENTS = 20;
const pgUrl = process.env.BENCH_DATABASE_URL;
/** 'failure' presses Fail on the hosted page: no stock sold, no invoice rendered (isolates POST /api/payment). */
const OUTCOME = process.env.BENCH_OUTCOME === 'failure' ? 'failure' : 'success';

const statements: string[] = [];
let counting = false;
const logger = { logQuery: (query: string) => void (counting && statements.push(query)) };

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as { port: number };
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

/** A throwaway database on the given server; dropped at the end. */
async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `nidra_checkout_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(1)} ms · p95 ${pct(s, 95).toFixed(1)} ms · p99 ${pct(s, 99).toFixed(1)} ms (n=${s.length})`;
};

/**
 * Waits until invoice renders started so far have finished and the database has been quiet for `ms`
 * (the webhook, invoice and mail run after the reply), so no earlier checkout's work is counted.
 */
async function settle(waitForInvoiceRenders: () => Promise<void>, ms = 400) {
  await waitForInvoiceRenders();
  let seen = -1;
  while (seen !== statements.length) {
    seen = statements.length;
    await new Promise((r) => setTimeout(r, ms));
  }
}

/** The outbox worker delivering the confirmation mail: not counted per checkout (DESIGN §12). */
const isBackground = (q: string) => /^\s*(select .* from "outbox"|update "outbox")/is.test(q);

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nidra-checkout-bench-'));
  const pgDb = pgUrl ? await freshPostgres(pgUrl) : null;
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
    PAYMENT_LIMIT_PER_USER: String(CHECKOUTS),
  });
  const database = await openDatabase({ url: pgDb?.url, dataDir, poolSize: 20, logger });
  const app = await buildApp({ env, database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  const db = database.db;
  const renders = () => modulesOf(app).invoices.waitForInvoiceRenders();

  const [cat] = await db.insert(categories).values({ name: 'Nightwear' }).returning();
  const [sub] = await db.insert(subcategories).values({ name: 'Nighties', categoryId: cat.id }).returning();
  const shoppers = await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, i) => {
      const [u] = await db
        .insert(users)
        .values({ name: `Shopper ${i}`, email: `shopper${i}@bench.local`, phone: '9876543210' })
        .returning();
      const [p] = await db
        .insert(products)
        .values({
          productName: `Nighty ${i}`,
          categoryId: cat.id,
          subcategoryId: sub.id,
          mrp: 149900,
          sellingPrice: 99900,
          quantity: 1_000_000,
        })
        .returning();
      const [address] = await db
        .insert(addresses)
        .values({
          userId: u.id,
          name: `Shopper ${i}`,
          houseNumber: '1-2-3',
          street: 'Road 1',
          city: 'Hyderabad',
          state: 'Telangana',
          postalCode: '500001',
          phoneNumber: '9876543210',
        })
        .returning();
      const token = await app.signToken({ id: u.id, role: 'customer' });
      return {
        id: u.id,
        productId: p.id,
        addressId: address.id,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      };
    }),
  );
  type Shopper = (typeof shoppers)[number];

  const call = async (url: string, init: RequestInit) => {
    const res = await fetch(`${base}${url}`, { ...init, redirect: 'manual' });
    const body = await res.text();
    return { status: res.status, body, location: res.headers.get('location') };
  };

  async function fillCart(s: Shopper): Promise<Cart> {
    const added = await call(`/api/cart/${s.id}/add`, {
      method: 'POST',
      headers: s.headers,
      body: JSON.stringify({ productId: s.productId, quantity: 1 }),
    });
    if (added.status === 200) return JSON.parse(added.body) as Cart;
    if (added.status !== 202) throw new Error(`add to cart: ${added.status} ${added.body}`);
    return JSON.parse((await call(`/api/cart/${s.id}`, { method: 'GET', headers: s.headers })).body) as Cart;
  }

  /** One shopper's checkout; `mark` (counting run only) notes where each phase's statements end. */
  async function checkout(
    s: Shopper,
    timings?: { pay: number[]; validate: number[] },
    mark?: (at: string) => void,
    outcome: 'success' | 'failure' = 'success',
  ) {
    const cart = await fillCart(s);
    mark?.('start');
    const totals = cartTotalsOf(cart.items);
    const body = {
      userId: s.id,
      cartId: cart._id,
      shippingAddress: 'Shopper, 1-2-3, Road 1, Hyderabad, Telangana - 500001, India. Phone: 9876543210',
      mobileNumber: '9876543210',
      totalAmount: totals.totalAmount,
      shippingFee: totals.shippingFee,
      addressId: s.addressId,
    };
    const t0 = performance.now();
    const paid = await call('/api/payment', { method: 'POST', headers: s.headers, body: JSON.stringify(body) });
    const t1 = performance.now();
    if (paid.status !== 200) throw new Error(`payment: ${paid.status} ${paid.body}`);
    mark?.('POST /api/payment');
    const hosted = new URL(JSON.parse(paid.body).paymentUrl as string);
    const done = await call(`${hosted.pathname}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
    });
    if (done.status !== 303 || !done.location) throw new Error(`complete: ${done.status}`);
    const orderId = done.location.split('/').at(-1);
    if (mark) {
      await settle(renders); // counting run: let the webhook (transition, invoice, mail) finish, so phases are separate
      mark('hosted Pay → webhook → transition, invoice, mail');
    }
    const t2 = performance.now();
    const valid = await call(`/api/payment/validate/${orderId}`, { method: 'GET', headers: s.headers });
    const t3 = performance.now();
    if (valid.status !== 200 || JSON.parse(valid.body).success !== (outcome === 'success'))
      throw new Error(`validate: ${valid.body}`);
    mark?.('GET /api/payment/validate');
    timings?.pay.push(t1 - t0);
    timings?.validate.push(t3 - t2);
  }

  // Warm up (JIT, token, PDF fonts), then count the statements of one checkout on an idle app.
  for (const s of shoppers.slice(0, 3)) await checkout(s);
  await settle(renders);
  const marks: [string, number][] = [];
  statements.length = 0;
  counting = true;
  await checkout(shoppers[0], undefined, (at) => marks.push([at, statements.length]));
  await settle(renders);
  counting = false;
  const perPhase = marks.slice(1).map(([at, n], i) => [at, n - marks[i][1]] as const);
  const counted = statements.slice(marks[0][1], marks.at(-1)![1]);

  // Load: SHOPPERS concurrent shoppers loop until CHECKOUTS checkouts are done.
  const timings = { pay: [] as number[], validate: [] as number[] };
  let started = 0;
  const t0 = performance.now();
  await Promise.all(
    shoppers.map(async (s) => {
      while (started < CHECKOUTS) {
        started++;
        await checkout(s, timings, undefined, OUTCOME);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;

  const background = counted.filter(isBackground).length;
  const perCheckout = counted.length - background;
  const p95 = [...timings.pay].sort((a, b) => a - b)[Math.ceil(0.95 * timings.pay.length) - 1];
  console.log(
    `\nCheckout benchmark — ${database.kind}, ${SHOPPERS} concurrent shoppers, ${timings.pay.length} checkouts ending in ${OUTCOME} (${cpus().length} CPUs, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  console.log(
    `  throughput            ${(timings.pay.length / seconds).toFixed(1)} checkouts/s (pay + hosted page + validate)`,
  );
  console.log(
    `  POST /api/payment     ${fmt(timings.pay)}  budget p95 < ${BUDGET_P95_MS} ms: ${p95 < BUDGET_P95_MS ? 'met' : 'NOT met'}`,
  );
  console.log(`  GET  validate         ${fmt(timings.validate)}`);
  console.log(
    `  SQL per checkout      ${perCheckout}  budget ≤ ${BUDGET_STATEMENTS}: ${perCheckout <= BUDGET_STATEMENTS ? 'met' : 'NOT met'}` +
      `  (invoice included; +${background} for mail delivery)`,
  );
  for (const [at, n] of perPhase) console.log(`    ${String(n).padStart(3)}  ${at}`);
  if (process.env.BENCH_VERBOSE) for (const q of counted) console.log(`    ${q.replace(/\s+/g, ' ').slice(0, 160)}`);

  await app.close();
  await database.close();
  await pgDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
