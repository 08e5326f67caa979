import { codAvailability, MAX_OPEN_COD_ORDERS, messages, toPaise, toRupees } from '@nidra/shared';
import type { CodOrderBody, CodOrderResponse } from '@nidra/shared/cod/cod.schema';
import { shippingMessages } from '@nidra/shared/shipping/shipping.messages';
import type { AppContext } from '../../app-context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { CartRepository } from '../cart/cart.repository.ts';
import type { CheckoutRepository } from '../checkout/checkout.repository.ts';
import type { OpenPaymentRepository } from '../checkout/open-payment.repository.ts';
import { buildConfirmationMail } from '../checkout/order-mail.ts';
import type { PaymentRepository } from '../checkout/payment.repository.ts';
import type { PaymentRateLimiter } from '../checkout/payment-rate-limit.ts';
import { type PlaceOrderDeps, placeOrder } from '../checkout/place-order.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import type { InvoiceService } from '../orders/invoice.service.ts';
import type { DeliveryCheckService } from '../shipping/delivery-check.ts';
import type { CodRepository } from './cod.repository.ts';
import type { CodSettingsService } from './cod-settings.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Deps = {
  ctx: AppContext;
  repo: CodRepository;
  settings: CodSettingsService;
  openPayments: OpenPaymentRepository;
  carts: CartRepository;
  offers: PlaceOrderDeps['offers'];
  checkout: CheckoutRepository;
  payments: PaymentRepository;
  limiter: PaymentRateLimiter;
  invoices: InvoiceService;
  /** WhatsApp confirmation (ADR 0025): the prepaid-only rule, and the question asked in the placing transaction. */
  confirmation: Pick<MessagingService, 'assertCodAllowed' | 'onCodOrderPlaced'>;
  /** The courier's serviceability (ADR 0024): COD only where the courier collects cash. */
  delivery?: Pick<DeliveryCheckService, 'gate'>;
};

export function createCodService(deps: Deps) {
  const { ctx, repo, settings, openPayments, carts, offers, checkout, payments, limiter, invoices, confirmation } =
    deps;
  const placing = { openPayments, carts, offers, repo: checkout };
  return {
    /**
     * Places a cash-on-delivery order in one transaction, with the checkout's own steps: the shopper's
     * row lock (so the limit of open COD orders holds under concurrent clicks), the cart priced by the
     * server (the browser's total and fee are only compared), the products locked in id order and the
     * unreserved stock checked (placeOrder), then the stock taken at once as a paid order's is
     * (transitionPayment + sellOrder): the bought lines out of the cart, the confirmation mail
     * queued and the invoice numbered in the same transaction; its PDF renders after the commit.
     * Rate-limited like payment starts.
     */
    async placeCodOrder(user: AuthUser, body: CodOrderBody): Promise<CodOrderResponse> {
      if (body.userId !== user.id) throw forbidden(messages.notAllowed);
      await limiter.take(user.id);
      // The courier is asked about the address's PIN before the sale's transaction (ADR 0024).
      const picked = body.addressId ? await checkout.findAddressOfUser(user.id, body.addressId) : undefined;
      const checkedPin = await deps.delivery?.gate(picked ? picked.postalCode : body.shippingAddress, true);
      const placed = await ctx.db.transaction(async (tx) => {
        await openPayments.lockShopper(user.id, tx);
        const rules = await settings.read(tx);
        if (!rules.enabled) throw badRequest(messages.codUnavailable);
        if ((await repo.countOpenCodOrders(user.id, tx)) >= MAX_OPEN_COD_ORDERS)
          throw conflict(messages.codTooManyOpen(MAX_OPEN_COD_ORDERS));
        await confirmation.assertCodAllowed(tx, user.id);
        const feePaise = toPaise(rules.fee);
        if (toPaise(body.codFee) !== feePaise) throw badRequest(messages.cartTotalChanged);
        // placeOrder compares the cart's Total Amount: the browser's total without the (checked) fee.
        const cartTotal = toRupees(toPaise(body.totalAmount) - feePaise);
        const order = await placeOrder(tx, placing, user, { ...body, totalAmount: cartTotal });
        if (deps.delivery && checkedPin !== undefined && order.shipPin !== checkedPin)
          throw badRequest(shippingMessages.pinNotServiceable);
        const offer = codAvailability(rules, toRupees(order.amountPaise), messages);
        if (!offer.available) throw badRequest(offer.reason);
        await repo.makeCashOnDelivery(order.orderId, feePaise, tx);
        const move = { orderId: order.orderId, from: 'PAYMENT_INITIATED', to: 'COD_PENDING', actor: 'shopper' };
        const moved = await payments.transitionPayment(move, { lockLines: true }, tx);
        if (!moved) throw conflict(messages.cartTotalChanged);
        if (moved.lines.some((l) => l.stock < l.quantity)) throw badRequest(messages.stockTaken);
        const invoiceNumber = await invoices.takeInvoiceNumber(tx, moved.order.invoiceDate);
        const mail = buildConfirmationMail(ctx.env, moved.order, moved.lines, { codFeePaise: feePaise, invoiceNumber });
        const sale = await payments.sellOrder({ orderId: order.orderId, userId: user.id, mail, invoiceNumber }, tx);
        if (sale.products !== new Set(moved.lines.map((l) => l.productId)).size) throw badRequest(messages.stockTaken);
        if (!sale.invoice) throw new Error(`order ${order.orderId} was invoiced before it was placed`);
        await confirmation.onCodOrderPlaced(tx, {
          id: order.orderId,
          userId: user.id,
          orderNumber: order.orderNumber,
          amount: moved.order.amount,
          mobile: '',
          codConfirmation: null,
        });
        const placedOrder = { orderId: order.orderId, orderNumber: order.orderNumber, amountPaise: moved.order.amount };
        return { ...placedOrder, invoice: sale.invoice };
      });
      invoices.renderInBackground(placed.orderId, placed.invoice);
      ctx.outbox.kick();
      ctx.cache.invalidate();
      return {
        message: 'ok',
        orderId: placed.orderId,
        orderNumber: placed.orderNumber,
        amount: toRupees(placed.amountPaise),
      };
    },

    /** The admin records the courier's cash: COD_PENDING → COD_COLLECTED, once; 409 for any other order. */
    async markCollected(orderId: string, actor: string): Promise<{ message: string; status: string }> {
      if (!UUID.test(orderId)) throw notFound(messages.notFound);
      const move = { orderId, from: 'COD_PENDING', to: 'COD_COLLECTED', actor, unlessCancelled: true };
      const moved = await payments.transitionPayment(move);
      if (!moved) {
        if (!(await checkout.findOrderSummary(orderId))) throw notFound(messages.notFound);
        throw conflict(messages.codNotPending);
      }
      return { message: messages.codCollected, status: 'COD_COLLECTED' };
    },
  };
}

export type CodService = ReturnType<typeof createCodService>;
