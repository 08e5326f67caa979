import { financialYear } from '@nidra/shared';
import { messages } from '@nidra/shared/messages';
import { and, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import {
  addToCart,
  finishOnHostedPage,
  orderIdOf,
  orderRow,
  paymentBodyFor,
  readCart,
  startPayment,
  stockOf,
  validate,
} from '../../test/checkout-journey.ts';
import { bearer, createProduct, createShopper, type Shopper } from '../../test/fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { useTestApp } from '../../test/test-app.ts';
import { reconcilerOf } from '../checkout/reconciler.ts';

// Cancelling a paid order gives the money back (ADR 0009): refund through the gateway, order
// PAYMENT_REFUNDED once it completes, pieces back on the shelf once, a GST credit note, mails.

const t = useTestApp();
let admin: Shopper;
beforeAll(async () => {
  admin = await createShopper(t, 'admin');
});

const reconcile = () => reconcilerOf(t.app)!.runOnce();
const sandboxStats = async () => (await t.app.inject({ method: 'GET', url: '/sandbox/phonepe/stats' })).json();
const cancel = (orderId: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/cancel`, headers: bearer(admin.token) });
const creditNote = (as: Shopper, userId: string, orderId: string) =>
  t.app.inject({ method: 'GET', url: `/api/credit-note/download/${userId}/${orderId}`, headers: bearer(as.token) });
const mailsTo = (email: string, subject: string) =>
  t.database.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(sql`${outbox.payload}->>'to' = ${email}`, sql`${outbox.payload}->>'subject' like ${`%${subject}%`}`));

/** A shopper who paid for two pieces on the sandbox's hosted page; the invoice is numbered. */
async function paidOrder(quantity = 5) {
  const shopper = await createShopper(t);
  const product = await createProduct(t.database.db, { sellingPrice: 124_900, quantity });
  await addToCart(t, shopper, product.id, 2);
  const { paymentUrl } = (await startPayment(t, shopper, paymentBodyFor(shopper, await readCart(t, shopper)))).json();
  const orderId = orderIdOf((await finishOnHostedPage(t, paymentUrl, 'success')).location);
  expect((await validate(t, shopper, orderId)).json()).toMatchObject({ status: 'PAYMENT_SUCCESS' });
  await t.modules.invoices.waitForInvoiceRenders();
  return { shopper, product, orderId };
}

describe('admin cancels a paid order', () => {
  it('refunds it through the gateway, returns the stock once and marks it PAYMENT_REFUNDED', async () => {
    const { shopper, product, orderId } = await paidOrder();
    expect(await stockOf(t.database.db, product.id)).toBe(3);
    const before = await sandboxStats();

    const res = await cancel(orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderStatus: 'CANCELLED', status: 'REFUND_PENDING' });
    expect((await cancel(orderId)).statusCode).toBe(200);
    expect(await stockOf(t.database.db, product.id)).toBe(5);

    const report = await reconcile();
    expect(report.refunded).toBe(1);
    const after = await sandboxStats();
    expect(after.refundRequests - before.refundRequests).toBe(1);
    expect(after.refundStatusRequests - before.refundStatusRequests).toBe(1);
    const row = await orderRow(t.database.db, orderId);
    expect(row).toMatchObject({ paymentStatus: 'PAYMENT_REFUNDED', orderStatus: 'CANCELLED' });
    expect(row.refundId).toMatch(/^OMR/);
    expect(await stockOf(t.database.db, product.id)).toBe(5);

    // Settled once: a later run and a later cancel change nothing.
    expect((await reconcile()).refunded).toBe(0);
    expect((await cancel(orderId)).json()).toMatchObject({ status: 'PAYMENT_REFUNDED' });
    expect(await stockOf(t.database.db, product.id)).toBe(5);
    expect((await sandboxStats()).refundRequests - before.refundRequests).toBe(1);

    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${shopper.id}`, headers: bearer(shopper.token) })
    ).json();
    expect(mine.find((o: { _id: string }) => o._id === orderId)).toMatchObject({
      status: 'PAYMENT_REFUNDED',
      creditNoteNumber: row.creditNoteNumber,
    });
  });

  it('issues a credit note in its own series, naming the invoice, for the shopper and the admin only', async () => {
    const { shopper, orderId } = await paidOrder();
    await cancel(orderId);
    const row = await orderRow(t.database.db, orderId);
    expect(row.creditNoteNumber).toMatch(new RegExp(`^NCN/${financialYear(new Date())}/\\d{6}$`));
    expect(row.creditNoteNumber!.length).toBeLessThanOrEqual(16);

    const own = await creditNote(shopper, shopper.id, orderId);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toContain(`${row.creditNoteNumber!.replace(/\//g, '-')}.pdf`);
    const text = await pdfText(own.rawPayload);
    expect(text).toContain('Credit Note');
    expect(text).toContain(row.creditNoteNumber!);
    expect(text).toContain(row.invoiceNumber!);

    const byAdmin = await creditNote(admin, shopper.id, orderId);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.equals(own.rawPayload)).toBe(true);

    const stranger = await createShopper(t);
    expect((await creditNote(stranger, shopper.id, orderId)).statusCode).toBe(403);
    const viaOwnId = await creditNote(stranger, stranger.id, orderId);
    expect(viaOwnId.statusCode).toBe(404);
    expect(viaOwnId.json()).toEqual({ message: messages.creditNoteNotFound });
  });

  it('numbers credit notes consecutively, apart from invoices', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    await cancel(first.orderId);
    await cancel(second.orderId);
    const serial = async (id: string) => Number((await orderRow(t.database.db, id)).creditNoteNumber!.split('/')[2]);
    expect(await serial(second.orderId)).toBe((await serial(first.orderId)) + 1);
  });

  it('mails the shopper when the refund starts and when it completes, with the credit note number', async () => {
    const { shopper, orderId } = await paidOrder();
    await cancel(orderId);
    const { creditNoteNumber } = await orderRow(t.database.db, orderId);
    const started = await mailsTo(shopper.email, 'Refund started');
    expect(started).toHaveLength(1);
    expect((started[0].payload as { text: string }).text).toContain(creditNoteNumber!);
    expect(await mailsTo(shopper.email, 'Refund completed')).toHaveLength(0);

    await reconcile();
    const completed = await mailsTo(shopper.email, 'Refund completed');
    expect(completed).toHaveLength(1);
    expect((completed[0].payload as { text: string }).text).toContain(creditNoteNumber!);
  });
});

describe('admin cancels an unpaid order', () => {
  it('starts no refund and issues no credit note', async () => {
    const shopper = await createShopper(t);
    const product = await createProduct(t.database.db, { sellingPrice: 99_900, quantity: 4 });
    await addToCart(t, shopper, product.id, 1);
    const { paymentUrl } = (await startPayment(t, shopper, paymentBodyFor(shopper, await readCart(t, shopper)))).json();
    const orderId = paymentUrl.split('/').at(-1);
    const before = await sandboxStats();
    const res = await cancel(orderId);
    expect(res.json()).toMatchObject({ orderStatus: 'CANCELLED', status: 'PAYMENT_INITIATED' });
    await reconcile();
    expect((await sandboxStats()).refundRequests).toBe(before.refundRequests);
    expect((await orderRow(t.database.db, orderId)).creditNoteNumber).toBeNull();
    expect((await creditNote(shopper, shopper.id, orderId)).statusCode).toBe(404);
  });
});
