import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shipments } from '../../db/schema/index.ts';
import { createOrder, createProduct, createShopper } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** A paid order of one piece, shipped from Pending Orders by this admin; answers its AWB. */
async function shippedOrder(admin: { headers: Record<string, string> }) {
  const shopper = await createShopper(t);
  const product = await createProduct(t.database.db, { quantity: 4 });
  const order = await createOrder(t.database.db, {
    userId: shopper.id,
    paymentStatus: 'PAYMENT_SUCCESS',
    items: [{ productId: product.id, quantity: 1 }],
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/shipments',
    headers: admin.headers,
    payload: { orderIds: [order.id] },
  });
  expect(res.statusCode).toBe(200);
  return { order, awb: res.json().shipments[0].awb as string };
}

describe('All Orders by shipment state', () => {
  it('filters by the courier state and flags an order not picked up 48 h after its AWB', async () => {
    const admin = await createShopper(t, 'admin');
    const waiting = await shippedOrder(admin);
    const late = await shippedOrder(admin);
    const moving = await shippedOrder(admin);
    const unshipped = await createOrder(t.database.db, {
      userId: (await createShopper(t)).id,
      paymentStatus: 'PAYMENT_SUCCESS',
      items: [{ productId: (await createProduct(t.database.db, { quantity: 2 })).id, quantity: 1 }],
    });
    // The label was made 49 hours ago and the courier never scanned the parcel.
    await t.database.db
      .update(shipments)
      .set({ createdAt: new Date(Date.now() - 49 * 3600_000) })
      .where(eq(shipments.orderId, late.order.id));
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/courier/shipments/${moving.awb}/advance`,
      headers: form,
      payload: 'step=IN_TRANSIT',
    });

    const list = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      return res.json() as {
        total: number;
        orders: { _id: string; shipment?: { state: string; awb: string; pickupOverdue: boolean } }[];
      };
    };
    const ids = (page: Awaited<ReturnType<typeof list>>) => page.orders.map((o) => o._id).sort();

    const awaiting = await list('shipment=AWAITING_PICKUP');
    expect(awaiting.total).toBe(2);
    expect(ids(awaiting)).toEqual([waiting.order.id, late.order.id].sort());
    const flags = Object.fromEntries(awaiting.orders.map((o) => [o._id, o.shipment?.pickupOverdue]));
    expect(flags).toEqual({ [waiting.order.id]: false, [late.order.id]: true });

    const overdue = await list('shipment=PICKUP_OVERDUE');
    expect(ids(overdue)).toEqual([late.order.id]);

    const inTransit = await list('shipment=IN_TRANSIT');
    expect(ids(inTransit)).toEqual([moving.order.id]);
    expect(inTransit.orders[0].shipment).toEqual({ state: 'IN_TRANSIT', awb: moving.awb, pickupOverdue: false });

    // With the status and method filters too; the unfiltered list carries the same flag and no shipment on an unshipped order.
    expect((await list('shipment=AWAITING_PICKUP&status=DELIVERED')).total).toBe(0);
    expect((await list('shipment=AWAITING_PICKUP&method=ONLINE')).total).toBe(2);
    expect((await list('shipment=DELIVERED')).total).toBe(0);
    const all = await list('pageSize=100');
    const byId = new Map(all.orders.map((o) => [o._id, o]));
    expect(byId.get(late.order.id)?.shipment?.pickupOverdue).toBe(true);
    expect(byId.get(unshipped.id)?.shipment).toBeUndefined();
  });

  it('refuses an unknown shipment filter with a clear 400', async () => {
    const admin = await createShopper(t, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders?shipment=LOST', headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});
