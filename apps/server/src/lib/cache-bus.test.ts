import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/index.ts';
import { createProduct, createUser, eventually, repriceAsAdmin, type TestUser } from '../test/fixtures.ts';
import { createTestApp, type TestApp, useTestApp } from '../test/test-app.ts';
import { CACHE_LISTENER_NAME } from './cache-bus.ts';

/**
 * Two instances of the shop on one PostgreSQL (own pools, own caches): a write through one drops the
 * other's cached answers and pages within a second. PostgreSQL only: the embedded database has one writer.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('catalogue cache shared by instances', () => {
  const a = useTestApp();
  let b: TestApp;
  let admin: TestUser;
  let id: string;
  const apiPrice = async (t: TestApp) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/x/${id}` })).json().sellingPrice as number;
  const page = async (t: TestApp) =>
    (await t.app.inject({ method: 'GET', url: `/prod/Nighties/Cache-Test-Nighty/${id}` })).body;

  beforeAll(async () => {
    b = await createTestApp({}, undefined, { sameDatabaseAs: a.database });
    admin = await createUser(a.app, a.database.db, 'admin');
    id = (await createProduct(a.database.db, { subcategory: 'Nighties', productName: 'Cache Test Nighty' })).id;
  });
  afterAll(() => b?.close());

  it("drops the other instance's cached answer and page within 1 s of a price change", async () => {
    const before = await apiPrice(b);
    expect(await page(b)).toContain(`"sellingPrice":${before}`);
    const price = before + 111;
    const started = Date.now();
    expect((await repriceAsAdmin(a.app, admin, id, { mrp: price + 500, selling: price })).statusCode).toBe(200);
    await eventually(async () => (await apiPrice(b)) === price, 'the new price on the other instance', 1000);
    await eventually(async () => (await page(b)).includes(`"sellingPrice":${price}`), 'the new page', 1000);
    // biome-ignore lint/suspicious/noConsole: the figure is part of the report.
    console.log(`price change seen on the other instance after ${Date.now() - started} ms (API and page)`);
  });

  it('drops its whole cache after its listening connection was lost and came back', async () => {
    const cached = await apiPrice(b);
    // A change no instance announced (as during an outage of the listening connection).
    await a.database.db
      .update(products)
      .set({ sellingPrice: cached * 100 + 4200 })
      .where(sql`id = ${id}`);
    expect(await apiPrice(b)).toBe(cached);
    await a.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${CACHE_LISTENER_NAME} and datname = current_database()`,
    );
    await eventually(async () => (await apiPrice(b)) === cached + 42, 'the cache dropped on reconnect', 10_000);
  });
});
