import { formatINR, messages, orderLabel, toRupees } from '@nidra/shared';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/errors.ts';
import type { PaymentProvider, ProviderStatus } from '../../payments/provider.ts';
import type { OrderNoticeStatement } from '../messaging/messaging.service.ts';
import type { InvoiceService, KnownInvoice } from '../orders/invoice.service.ts';
import { requestRefund } from '../refunds/refunds.ts';
import type { CheckoutRepository } from './checkout.repository.ts';
import { buildConfirmationMail } from './order-mail.ts';
import type { PaymentRepository, TransitionedOrder } from './payment.repository.ts';

export type CheckoutDeps = {
  ctx: AppContext;
  provider: PaymentProvider;
  invoices: InvoiceService;
  repo: CheckoutRepository;
  payments: PaymentRepository;
  /** WhatsApp order updates (ADR 0025): 'order placed' is queued by the sale's own statement, to consenting shoppers. */
  notice?: OrderNoticeStatement;
};
type Actor = 'phonepe' | 'admin' | 'system';
type PaymentOutcome = { orderId: string; orderNumber: number; paymentStatus: string; changed: boolean };

/** An order we gave up on (EXPIRED) is still paid if the provider says so: a late payment is not lost. */
const OPEN = ['PAYMENT_INITIATED', 'PAYMENT_EXPIRED'] as const;

/** Rolls the success transaction back when the order cannot be fulfilled as paid; the message says why. */
class Unfulfillable extends Error {}

/**
 * The one idempotent payment transition (validate, webhook, reconciler, admin verify): PENDING changes
 * nothing, FAILED releases the hold, COMPLETED sells the units, takes them out of the cart, queues the
 * mail and numbers the invoice.
 * A second call finds the status already final and changes nothing.
 */
export async function applyPaymentResult(
  deps: CheckoutDeps,
  orderId: string,
  status: ProviderStatus,
  actor: Actor,
): Promise<PaymentOutcome> {
  if (status.state === 'FAILED') return closePayment(deps, orderId, 'PAYMENT_FAILED', actor, status.raw);
  if (status.state === 'COMPLETED') return completePayment(deps, orderId, status, actor);
  return current(deps, orderId);
}

/** Ends an unpaid order (FAILED from the provider, EXPIRED by the reconciler) and releases its hold. */
export async function closePayment(
  deps: CheckoutDeps,
  orderId: string,
  to: 'PAYMENT_FAILED' | 'PAYMENT_EXPIRED',
  actor: Actor,
  raw: unknown,
): Promise<PaymentOutcome> {
  const from = 'PAYMENT_INITIATED';
  const closed = await deps.payments.transitionPayment({
    orderId,
    from,
    to,
    actor,
    providerResponse: raw ?? undefined,
  });
  if (!closed) return current(deps, orderId);
  return { orderId, orderNumber: closed.order.orderNumber, paymentStatus: to, changed: true };
}

async function completePayment(
  deps: CheckoutDeps,
  orderId: string,
  status: ProviderStatus,
  actor: Actor,
): Promise<PaymentOutcome> {
  const { ctx, payments } = deps;
  const move = {
    orderId,
    to: 'PAYMENT_SUCCESS',
    actor,
    transactionId: status.transactionId,
    providerResponse: status.raw,
  };
  let paid: { order: TransitionedOrder; invoice: KnownInvoice } | null;
  try {
    paid = await ctx.db.transaction(async (tx) => {
      const lockLines = { lockLines: true };
      const moved =
        (await payments.transitionPayment({ ...move, from: OPEN[0], unlessCancelled: true }, lockLines, tx)) ??
        (await payments.transitionPayment({ ...move, from: OPEN[1], unlessCancelled: true }, lockLines, tx));
      if (!moved) return null;
      const { order: row, lines } = moved;
      // PhonePe collected a different sum than this order's: ship nothing, give the money back.
      if (status.amountPaise !== undefined && status.amountPaise !== row.amount)
        throw new Unfulfillable('amount paid differs from the order');
      if (lines.some((l) => l.stock < l.quantity)) throw new Unfulfillable('stock ran out');
      // The invoice is numbered with the sale, so a rolled-back sale leaves no gap in the series.
      const invoiceNumber = await deps.invoices.takeInvoiceNumber(tx, row.invoiceDate);
      const mail = buildConfirmationMail(ctx.env, row, lines, { invoiceNumber });
      const placed = [orderLabel(row.orderNumber), formatINR(toRupees(row.amount)), ctx.env.STORE_NAME];
      const notice = deps.notice?.({ id: orderId, userId: row.userId }, 'placed', placed);
      const sale = await payments.sellOrder({ orderId, userId: row.userId, mail, invoiceNumber, notice }, tx);
      if (sale.products !== new Set(lines.map((l) => l.productId)).size) throw new Unfulfillable('stock ran out');
      if (!sale.invoice) throw new Error(`order ${orderId} was invoiced before it was paid`);
      return { order: row, invoice: sale.invoice };
    });
  } catch (err) {
    if (err instanceof Unfulfillable) return refundPayment(deps, orderId, status, actor, err.message);
    throw err;
  }
  if (!paid) {
    const order = await deps.repo.findOrderSummary(orderId);
    if (!order) throw notFound(messages.orderNotFound);
    if (order.orderStatus === 'CANCELLED' && (OPEN as readonly string[]).includes(order.paymentStatus))
      return refundPayment(deps, orderId, status, actor, 'order was cancelled before the payment completed');
    return { orderId, orderNumber: order.orderNumber, paymentStatus: order.paymentStatus, changed: false };
  }
  // The PDF renders in the background, off the main thread, so the caller does not wait for it.
  deps.invoices.renderInBackground(orderId, paid.invoice);
  ctx.outbox.kick();
  ctx.cache.invalidate();
  return { orderId, orderNumber: paid.order.orderNumber, paymentStatus: 'PAYMENT_SUCCESS', changed: true };
}

/**
 * Money was taken for units we cannot ship (oversold despite the hold, or the order was cancelled):
 * refund it in full, then mark the order PAYMENT_REFUNDED. If the refund call fails the order stays
 * open and the reconciler tries again; the merchantRefundId is fixed so PhonePe refunds it once.
 */
async function refundPayment(
  deps: CheckoutDeps,
  orderId: string,
  status: ProviderStatus,
  actor: Actor,
  reason: string,
): Promise<PaymentOutcome> {
  const { ctx, provider } = deps;
  const order = await deps.repo.findOrderSummary(orderId);
  if (!order) throw notFound(messages.orderNotFound);
  ctx.log.error({ orderId, reason }, 'paid order cannot be fulfilled; refunding');
  let refund: unknown;
  try {
    refund = (await requestRefund(provider, orderId, status.amountPaise ?? order.amount)).raw;
  } catch (err) {
    ctx.log.error({ err, orderId }, 'refund failed; the order stays open and will be retried');
    return current(deps, orderId);
  }
  const providerResponse = { status: status.raw, refund };
  for (const from of OPEN) {
    const move = {
      orderId,
      from,
      to: 'PAYMENT_REFUNDED',
      actor,
      transactionId: status.transactionId,
      providerResponse,
    };
    if (await deps.payments.transitionPayment(move)) {
      ctx.log.warn({ orderId, reason }, 'payment refunded');
      return { orderId, orderNumber: order.orderNumber, paymentStatus: 'PAYMENT_REFUNDED', changed: true };
    }
  }
  return current(deps, orderId);
}

async function current(deps: CheckoutDeps, orderId: string): Promise<PaymentOutcome> {
  const order = await deps.repo.findOrderSummary(orderId);
  if (!order) throw notFound(messages.orderNotFound);
  return { orderId, orderNumber: order.orderNumber, paymentStatus: order.paymentStatus, changed: false };
}
