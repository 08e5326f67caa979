import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, returnRequests } from '../../db/schema/index.ts';
import { createOrder, createUser, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buildInvoiceData } from '../orders/invoice-data.ts';
import { deliveredDaysAgo } from '../replacements/replacement-test-helpers.ts';
import { askReturn, designInSizes, staff } from './returns-test-helpers.ts';

// The partial credit notes of an order's returns add up to its invoice's goods lines to the paisa,
// discounted lines included (ADR 0023, 0027), within the store's state (CGST + SGST) and across (IGST).
const t = useTestApp();
let shopper: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [shopper, admin] = [await createUser(t.app, t.database.db), await createUser(t.app, t.database.db, 'admin')];
});

/** A delivered order of two discounted lines (3 and 2 pieces) shipped to `state`. */
async function discountedOrder(state: string) {
  const a = await designInSizes(t, { m: 9 });
  const b = await designInSizes(t, { m: 9 });
  const order = await createOrder(t.database.db, {
    userId: shopper.id,
    shippingState: state,
    items: [
      { productId: a.m.id, quantity: 3, price: 99_900 },
      { productId: b.m.id, quantity: 2, price: 262_500 },
    ],
  });
  const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const discounts = [29_971, 26_250];
  for (const [i, line] of lines.entries())
    await t.database.db.update(orderItems).set({ discount: discounts[i] }).where(eq(orderItems.id, line.id));
  await t.database.db
    .update(orders)
    .set({ amount: order.amount - discounts[0] - discounts[1], discount: discounts[0] + discounts[1] })
    .where(eq(orders.id, order.id));
  await deliveredDaysAgo(t.database.db, order.id, 1);
  return { order, lines: await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)) };
}

async function accepted(orderId: string, items: { orderItemId: string; quantity: number }[]) {
  const res = await askReturn(t, shopper, { orderId, items });
  expect(res.statusCode).toBe(201);
  await staff(t, admin, res.json()._id, 'approve', { pickup: 'SELF' });
  const done = await staff(t, admin, res.json()._id, 'quality-check', { accept: true });
  expect(done.json().status).toBe('RECEIVED');
  const [row] = await t.database.db.select().from(returnRequests).where(eq(returnRequests.id, res.json()._id));
  return row;
}

describe('partial credit notes against the invoice', () => {
  for (const state of ['Telangana', 'Karnataka'])
    it(`add up to the invoice's goods to the paisa, shipped to ${state}`, async () => {
      const { order, lines } = await discountedOrder(state);
      const [first, second] = lines;
      // Line one comes back in two returns (1 piece, then 2 with the whole of line two).
      const notes = [
        await accepted(order.id, [{ orderItemId: first.id, quantity: 1 }]),
        await accepted(order.id, [
          { orderItemId: first.id, quantity: 2 },
          { orderItemId: second.id, quantity: 2 },
        ]),
      ];
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      const invoice = buildInvoiceData(
        { ...row, invoiceNumber: 'NID/26-27/000001', invoiceDate: new Date() },
        lines.map((l) => ({ ...l, size: 'M' })),
        t.env,
      );
      const goods = invoice.lines.filter((l) => l.hsn !== '996812');
      const credited = notes.flatMap((n) => n.creditLines ?? []);
      const sum = (
        ls: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number }[],
      ) =>
        ls.reduce(
          (s, l) => ({
            taxable: s.taxable + l.taxablePaise,
            cgst: s.cgst + l.cgstPaise,
            sgst: s.sgst + l.sgstPaise,
            igst: s.igst + l.igstPaise,
            total: s.total + l.totalPaise,
          }),
          { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
        );
      expect(sum(credited)).toEqual(sum(goods));
      expect(sum(credited).total).toBe(row.amount - row.shippingFee);
      if (state === 'Telangana') expect(sum(credited).igst).toBe(0);
      else expect(sum(credited).cgst).toBe(0);
      // Each refund is what its credit note credits.
      for (const n of notes) expect(n.refundPaise).toBe(sum(n.creditLines ?? []).total);
    });
});
