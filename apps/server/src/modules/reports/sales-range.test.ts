import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { createOrder, createProduct, createUser, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// Admin Sales over a chosen range of Asia/Kolkata days rather than the fixed last 30.

const t = useTestApp();
let admin: TestUser;
beforeAll(async () => {
  admin = await createUser(t.app, t.database.db, 'admin');
  const customer = await createUser(t.app, t.database.db);
  const product = await createProduct(t.database.db);
  const placed = [
    '2026-03-09T18:29:00Z', // 9 March 23:59 in Kolkata: before the range
    '2026-03-09T18:31:00Z', // 10 March 00:01 in Kolkata
    '2026-03-12T10:00:00Z',
    '2026-03-12T18:31:00Z', // 13 March in Kolkata: after the range
  ];
  for (const at of placed) {
    const order = await createOrder(t.database.db, {
      userId: customer.id,
      shippingFee: 0,
      items: [{ productId: product.id, quantity: 1, price: 100_000 }],
    });
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(at) })
      .where(eq(orders.id, order.id));
  }
});

const get = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/sales?${query}`, headers: admin.headers });

describe('GET /api/admin/sales?from&to', () => {
  it('reports the days from the start to the end date inclusive, and nothing outside them', async () => {
    const res = await get('from=2026-03-10&to=2026-03-12');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.days).toEqual([
      { date: '2026-03-10', revenue: 1000, orders: 1, discount: 0 },
      { date: '2026-03-11', revenue: 0, orders: 0, discount: 0 },
      { date: '2026-03-12', revenue: 1000, orders: 1, discount: 0 },
    ]);
    expect(report.totals).toEqual({ revenue: 2000, orders: 2, averageOrderValue: 1000, discount: 0 });
    expect(report.topSubcategories).toHaveLength(1);
    expect(report.topSubcategories[0]).toMatchObject({ revenue: 2000, quantity: 2 });
  });

  it('reports a single day', async () => {
    const report = (await get('from=2026-03-13&to=2026-03-13')).json();
    expect(report.days).toEqual([{ date: '2026-03-13', revenue: 1000, orders: 1, discount: 0 }]);
  });

  it('refuses a range that is reversed, half given, over a year or not a date, with a message', async () => {
    for (const query of [
      'from=2026-03-12&to=2026-03-10',
      'from=2026-03-12',
      'from=2025-01-01&to=2026-03-10',
      'from=2026-02-30&to=2026-03-10',
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBeTruthy();
    }
  });
});
