import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createImageStore } from '../../lib/image-store.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';
import { categories, productImages, products, subcategories, users } from '../schema/index.ts';
import { addBulkProducts } from './bulk.ts';
import { createRng } from './factories.ts';
import { ensureImagePool } from './image-pool.ts';
import { seedIfEmpty } from './seed.ts';

/** A logger that keeps what it is told, to read the one-time admin password. */
function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const log = {
    info: (msg: string) => lines.push({ level: 'info', msg }),
    warn: (msg: string) => lines.push({ level: 'warn', msg }),
  };
  const announced: string[] = [];
  return {
    lines,
    announced,
    log: log as unknown as FastifyBaseLogger,
    announce: (text: string) => announced.push(text),
  };
}

const t = useTestApp({ SEED_PRODUCT_COUNT: '30' });
const rec = recordingLog();
const count = async (table: typeof products | typeof categories | typeof subcategories | typeof users) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

beforeAll(async () => {
  expect(
    await seedIfEmpty({ db: t.database.db, env: t.env, log: rec.log, storage: t.storage, announce: rec.announce }),
  ).toBe(true);
}, 120_000);

describe('demo seed', () => {
  it('creates at least 4 menus, 12 subcategories with pictures and cost prices, and the configured product count', async () => {
    const menus = (await t.app.inject({ method: 'GET', url: '/api/menus' })).json() as {
      name: string;
      submenus: string[];
    }[];
    expect(menus.length).toBeGreaterThanOrEqual(4);
    expect(menus.flatMap((m) => m.submenus).length).toBeGreaterThanOrEqual(12);
    expect(await count(products)).toBe(30);
    const subs = await t.database.db.select().from(subcategories);
    expect(subs.every((s) => s.displayImage && s.actualPrice && s.actualPrice > 0)).toBe(true);
  });

  it('gives every product 2–4 stored pictures, realistic prices and some sold out', async () => {
    const rows = await t.database.db
      .select({
        id: products.id,
        mrp: products.mrp,
        sellingPrice: products.sellingPrice,
        discount: products.discount,
        quantity: products.quantity,
        hsn: products.hsn,
        n: sql<number>`(select count(*)::int from product_images pi where pi.product_id = "products"."id")`,
      })
      .from(products);
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(2);
      expect(r.n).toBeLessThanOrEqual(4);
      expect(r.mrp).toBeGreaterThanOrEqual(69_900);
      expect(r.mrp).toBeLessThanOrEqual(349_900);
      expect(r.discount).toBeGreaterThanOrEqual(10);
      expect(r.discount).toBeLessThanOrEqual(45);
      expect(r.hsn).toBe('6208');
    }
    expect(rows.some((r) => r.quantity === 0)).toBe(true);
    const store = createImageStore(t.storage);
    const paths = await t.database.db.select({ path: productImages.path }).from(productImages);
    // The pictures are files under DATA_DIR/images, the layout the shop always had.
    expect(paths.every((p) => existsSync(path.join(t.env.DATA_DIR, store.resolve(p.path) ?? 'none')))).toBe(true);
    const page = (await t.app.inject({ method: 'GET', url: '/api/products?subcategory=Cotton-Nighties' })).json();
    expect(page.products[0].productName).toMatch(/Nighty$/);
  });

  it('creates the admin once, prints the generated password once as a framed block, and that password signs in', async () => {
    expect(rec.announced).toHaveLength(1);
    const block = rec.announced[0].trim().split('\n');
    expect(block[0]).toMatch(/^\+-+\+$/);
    expect(block.at(-1)).toBe(block[0]);
    expect(block.every((line) => line.length === block[0].length)).toBe(true);
    const email = block.find((l) => l.includes('Email:'))?.match(/Email:\s+(\S+)/)?.[1];
    const password = block.find((l) => l.includes('Password:'))?.match(/Password:\s+(\S+)/)?.[1];
    expect(email).toBe('admin@nidra.local');
    // The log says an admin was created, without the password.
    expect(rec.lines.some((l) => password && l.msg.includes(password))).toBe(false);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
  });

  it('does nothing the second time', async () => {
    expect(
      await seedIfEmpty({ db: t.database.db, env: t.env, log: rec.log, storage: t.storage, announce: rec.announce }),
    ).toBe(false);
    expect([await count(products), await count(users), await count(categories)]).toEqual([30, 1, 4]);
    expect(rec.announced).toHaveLength(1);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given, printing no password', async () => {
    const other = await createTestApp({
      DATA_DIR: t.env.DATA_DIR,
      SEED_PRODUCT_COUNT: '3',
      ADMIN_EMAIL: 'owner@shop.in',
      ADMIN_PASSWORD: 'Owner#Pass1',
    });
    try {
      const log = recordingLog();
      expect(
        await seedIfEmpty({
          db: other.database.db,
          env: other.env,
          log: log.log,
          storage: other.storage,
          announce: log.announce,
        }),
      ).toBe(true);
      expect(log.lines.filter((l) => l.level === 'warn')).toEqual([]);
      expect(log.announced).toEqual([]);
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'owner@shop.in', password: 'Owner#Pass1' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('adds bulk products in batches, reusing the demo pictures', async () => {
    const pool = await ensureImagePool(createImageStore(t.storage), 1);
    const progress: number[] = [];
    await addBulkProducts(t.database.db, { count: 1100, pool, rng: createRng(7), onProgress: (n) => progress.push(n) });
    expect(progress).toEqual([500, 1000, 1100]);
    expect(await count(products)).toBe(1130);
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.quantity} = 0`);
    expect(n).toBeGreaterThan(80);
  });
});
