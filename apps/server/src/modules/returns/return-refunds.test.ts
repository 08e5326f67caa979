import { returnMessages } from '@nidra/shared/returns/return.messages';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, outbox, refunds } from '../../db/schema/index.ts';
import {
  addToCart,
  finishOnHostedPage,
  orderIdOf,
  paymentBodyFor,
  readCart,
  startPayment,
  validate,
} from '../../test/checkout-journey.ts';
import { createShopper, createUser, type Shopper, type TestUser } from '../../test/fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { useTestApp } from '../../test/test-app.ts';
import { reconcilerOf } from '../checkout/reconciler.ts';
import { deliveredDaysAgo } from '../replacements/replacement-test-helpers.ts';
import { askReturn, designInSizes, staff, stock } from './returns-test-helpers.ts';

// An accepted return refunds through the provider (one refund row per return, its own merchant refund
// id, asked once however often the reconciler runs), puts the pieces back and issues a partial credit note.
const t = useTestApp();
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser(t.app, t.database.db, 'admin');
});

const reconcile = () => reconcilerOf(t.app)!.runOnce();
const sandboxStats = async () => (await t.app.inject({ method: 'GET', url: '/sandbox/phonepe/stats' })).json();

/** A shopper who paid on the sandbox's hosted page for `quantity` pieces, delivered two days ago. */
async function paidAndDelivered(productId: string, quantity: number) {
  const shopper = await createShopper(t);
  await addToCart(t, shopper, productId, quantity);
  const { paymentUrl } = (await startPayment(t, shopper, paymentBodyFor(shopper, await readCart(t, shopper)))).json();
  const orderId = orderIdOf((await finishOnHostedPage(t, paymentUrl, 'success')).location);
  expect((await validate(t, shopper, orderId)).json()).toMatchObject({ status: 'PAYMENT_SUCCESS' });
  await t.modules.invoices.waitForInvoiceRenders();
  await deliveredDaysAgo(t.database.db, orderId, 2);
  const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return { shopper, orderId, line };
}

async function returnAndAccept(shopper: Shopper, orderId: string, orderItemId: string, quantity: number) {
  const asked = await askReturn(t, shopper, { orderId, items: [{ orderItemId, quantity }] });
  expect(asked.statusCode).toBe(201);
  const id = asked.json()._id;
  expect((await staff(t, admin, id, 'approve', { pickup: 'COURIER' })).json()).toMatchObject({
    status: 'PICKUP_SCHEDULED',
    pickup: 'COURIER',
  });
  expect((await staff(t, admin, id, 'picked-up')).json().status).toBe('PICKED_UP');
  const checked = await staff(t, admin, id, 'quality-check', { accept: true });
  expect(checked.statusCode).toBe(200);
  return checked.json();
}

describe('an accepted return of a PhonePe order', () => {
  it('refunds its pieces once through the provider, puts them back on the shelf and marks the request refunded', async () => {
    const { m } = await designInSizes(t, { m: 5 });
    const { shopper, orderId, line } = await paidAndDelivered(m.id, 2);
    expect(await stock(t, m.id)).toBe(3);
    const before = await sandboxStats();
    const accepted = await returnAndAccept(shopper, orderId, line.id, 1);
    expect(accepted).toMatchObject({ status: 'RECEIVED', refundPaise: line.price, refundState: 'PENDING' });
    expect(accepted.pickupAwb).toMatch(/^\d{14}$/);
    expect(accepted.creditNoteNumber).toMatch(/^NCN\/\d{2}-\d{2}\/\d{6}$/);
    expect(await stock(t, m.id)).toBe(4);

    expect((await reconcile()).refunded).toBe(1);
    expect((await reconcile()).refunded).toBe(0);
    const after = await sandboxStats();
    expect(after.refundRequests - before.refundRequests).toBe(1);
    const mine = (await t.app.inject({ url: `/api/returns/${accepted._id}`, headers: shopper.headers })).json();
    expect(mine).toMatchObject({ status: 'REFUNDED', refundState: 'COMPLETED' });
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ merchantRefundId: `${orderId}-R1`, amount: line.price, state: 'COMPLETED' });
    // The order itself stays delivered and paid: only its pieces came back.
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ orderStatus: 'DELIVERED', paymentStatus: 'PAYMENT_SUCCESS' });

    // The second piece: a second refund with its own id, asked once.
    const second = await returnAndAccept(shopper, orderId, line.id, 1);
    await reconcile();
    const both = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(both.map((r) => r.merchantRefundId).sort()).toEqual([`${orderId}-R1`, `${orderId}-R2`]);
    expect((await sandboxStats()).refundRequests - before.refundRequests).toBe(2);
    expect((await t.app.inject({ url: `/api/returns/${second._id}`, headers: shopper.headers })).json().status).toBe(
      'REFUNDED',
    );
    const mails = await t.database.db
      .select({ subject: sql<string>`${outbox.payload}->>'subject'`, text: sql<string>`${outbox.payload}->>'text'` })
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = ${shopper.email}`);
    const subjects = mails.map((r) => r.subject).join('\n');
    // Paid online: the refund goes back to the payment, as the screen says too.
    expect(mails.find((r) => r.subject.includes('Refund completed'))?.text).toContain(
      `to ${returnMessages.returnPayoutSourceShort} has been completed.`,
    );
    expect((await t.app.inject({ url: `/api/returns/${second._id}`, headers: shopper.headers })).json()).toMatchObject({
      refundToPayment: true,
    });
    for (const s of [
      'We received your return request',
      'Pickup scheduled',
      'on their way back',
      'We received the pieces',
      'Refund started',
      'Refund completed',
    ])
      expect(subjects).toContain(s);
  });

  it('prints a credit note naming the invoice, for its shopper and staff', async () => {
    const { m } = await designInSizes(t, { m: 5 });
    const { shopper, orderId, line } = await paidAndDelivered(m.id, 1);
    const accepted = await returnAndAccept(shopper, orderId, line.id, 1);
    const res = await t.app.inject({ url: `/api/returns/${accepted._id}/credit-note`, headers: shopper.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(text).toContain('Credit Note');
    expect(text).toContain(accepted.creditNoteNumber);
    expect(text).toContain(order.invoiceNumber as string);
    expect(
      (await t.app.inject({ url: `/api/returns/${accepted._id}/credit-note`, headers: admin.headers })).statusCode,
    ).toBe(200);
  });

  it('refuses a step out of order', async () => {
    const { m } = await designInSizes(t, { m: 5 });
    const { shopper, orderId, line } = await paidAndDelivered(m.id, 1);
    const id = (await askReturn(t, shopper, { orderId, items: [{ orderItemId: line.id, quantity: 1 }] })).json()._id;
    const early = await staff(t, admin, id, 'quality-check', { accept: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(returnMessages.returnWrongStep);
    expect((await staff(t, admin, id, 'payout', { reference: 'UTR1' })).statusCode).toBe(409);
  });
});

describe('cancelling an order after returns', () => {
  it('is refused with a 409 while a return is accepted, so nothing is credited or refunded twice', async () => {
    const { m } = await designInSizes(t, { m: 5 });
    const { shopper, orderId, line } = await paidAndDelivered(m.id, 2);
    await returnAndAccept(shopper, orderId, line.id, 1);
    const stockBefore = await stock(t, m.id);
    for (const call of [
      { method: 'POST' as const, url: `/api/admin/orders/${orderId}/cancel` },
      {
        method: 'PUT' as const,
        url: `/api/admin/orders/${orderId}`,
        payload: { orderStatus: 'CANCELLED', trackingNumber: '' },
      },
    ]) {
      const res = await t.app.inject({ ...call, headers: admin.headers });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(returnMessages.returnsBlockCancel);
    }
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ orderStatus: 'DELIVERED', paymentStatus: 'PAYMENT_SUCCESS', creditNoteNumber: null });
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.map((r) => r.merchantRefundId)).toEqual([`${orderId}-R1`]);
    expect(await stock(t, m.id)).toBe(stockBefore);
  });

  it('goes ahead as before when the order’s only return was rejected', async () => {
    const { m } = await designInSizes(t, { m: 5 });
    const { shopper, orderId, line } = await paidAndDelivered(m.id, 1);
    const id = (await askReturn(t, shopper, { orderId, items: [{ orderItemId: line.id, quantity: 1 }] })).json()._id;
    expect((await staff(t, admin, id, 'reject', { reason: 'Worn' })).json().status).toBe('REJECTED');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.orderStatus).toBe('CANCELLED');
    expect(order.creditNoteNumber).toMatch(/^NCN\//);
  });
});
