import { messages, RESERVATION_MINUTES } from '@nidra/shared';
import type { PaymentBody, PaymentResponse, ValidatePaymentResponse } from '@nidra/shared/orders/order.schema';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { CartRepository } from '../cart/cart.repository.ts';
import type { DeliveryCheckService } from '../shipping/delivery-check.ts';
import type { OpenPaymentRepository } from './open-payment.repository.ts';
import type { PaymentRateLimiter } from './payment-rate-limit.ts';
import { applyPaymentResult, type CheckoutDeps, closePayment } from './payment-transition.ts';
import { type PlaceOrderDeps, placeOrder } from './place-order.ts';
import { cancelUnpaidOrder, payAgain } from './unpaid-order.ts';

type StartPaymentDeps = CheckoutDeps & {
  /** The courier's serviceability (ADR 0024): an address it does not serve cannot check out. */
  delivery?: Pick<DeliveryCheckService, 'gate'>;
  openPayments: OpenPaymentRepository;
  carts: CartRepository;
  offers: PlaceOrderDeps['offers'];
  limiter: PaymentRateLimiter;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Statuses the provider may still change: an expired order can still turn out paid. */
const OPEN = new Set(['PAYMENT_INITIATED', 'PAYMENT_EXPIRED']);
const badGateway = (message: string) => new AppError(502, message);

/**
 * Starts a payment: the order and its stock hold are committed first (replacing the shopper's earlier
 * open order), then (outside any transaction) the provider is asked for its hosted page. If the
 * provider fails the order fails and the hold goes. Rate-limited per shopper.
 */
async function startPayment(deps: StartPaymentDeps, user: AuthUser, body: PaymentBody): Promise<PaymentResponse> {
  const { ctx, provider } = deps;
  if (body.userId !== user.id) throw forbidden(messages.notAllowed);
  await deps.limiter.take(user.id);
  // The courier is asked (outside any transaction) about the PIN the text names; when the saved
  // address picked ships elsewhere, about that one after placing, and the order fails if refused.
  const checkedPin = await deps.delivery?.gate(body.shippingAddress, false);
  const order = await ctx.db.transaction((tx) => placeOrder(tx, deps, user, body));
  if (deps.delivery && checkedPin !== undefined && order.shipPin !== checkedPin) {
    try {
      await deps.delivery.gate(order.shipPin ?? '', false);
    } catch (err) {
      await closePayment(deps, order.orderId, 'PAYMENT_FAILED', 'system', { error: String(err) });
      throw err;
    }
  }
  let created: Awaited<ReturnType<typeof provider.createPayment>>;
  try {
    created = await provider.createPayment({
      merchantOrderId: order.orderId,
      amountPaise: order.amountPaise,
      redirectUrl: `${ctx.env.PUBLIC_URL}/checkout/validate/${order.orderId}`,
      expireAfterSeconds: RESERVATION_MINUTES * 60,
      metaInfo: { udf1: `ORD${order.orderNumber}` },
    });
  } catch (err) {
    ctx.log.error({ err, orderId: order.orderId }, 'payment provider refused the order');
    await closePayment(deps, order.orderId, 'PAYMENT_FAILED', 'system', { error: String(err) });
    throw badGateway(messages.proceedToPaymentError);
  }
  await deps.repo.saveProviderResponse(order.orderId, {
    merchantOrderId: order.orderId,
    providerOrderId: created.providerOrderId,
    pay: created.raw,
  });
  return { message: 'ok', paymentUrl: created.redirectUrl };
}

/**
 * The result page and the admin verify action: asks the provider (outside any transaction) while the
 * payment is open and applies the answer once; a final order is answered from the database alone.
 * `ref` is the order id (the return URL's) or the order's transactionId (My Orders shows it).
 */
async function validatePayment(deps: CheckoutDeps, user: AuthUser, ref: string): Promise<ValidatePaymentResponse> {
  const order = await deps.repo.findOrderSummaryByRef(ref, UUID.test(ref));
  if (!order) throw notFound(messages.orderNotFound);
  const orderId = order.id;
  const isAdmin = user.role === 'admin';
  if (!isAdmin && order.userId !== user.id) throw forbidden(messages.notAllowed);
  let status = order.paymentStatus;
  if (OPEN.has(status)) {
    const answer = await deps.provider.getStatus(orderId).catch((err) => {
      deps.ctx.log.warn({ err, orderId }, 'payment status unavailable');
      return null;
    });
    // Without an answer an open payment cannot be judged; an expired one keeps its status.
    if (!answer && status === 'PAYMENT_INITIATED') throw badGateway(messages.verifyPaymentError);
    if (answer) status = (await applyPaymentResult(deps, orderId, answer, isAdmin ? 'admin' : 'phonepe')).paymentStatus;
  }
  const success = status === 'PAYMENT_SUCCESS';
  const message = success
    ? messages.paymentVerified
    : status === 'PAYMENT_INITIATED'
      ? messages.paymentPending
      : messages.paymentVerificationFailed;
  return { success, status, orderId, orderNumber: order.orderNumber, message };
}

/**
 * PhonePe's server-to-server callback. Only the Authorization header is trusted, never the payload:
 * the order's status is asked of the provider again, so a replayed or forged body cannot fake a payment.
 */
async function receiveWebhook(
  deps: CheckoutDeps,
  authorization: string | undefined,
  body: unknown,
): Promise<{ message: 'ok' }> {
  const { ctx, provider } = deps;
  const check = provider.verifyWebhook(authorization, body);
  if (!check.ok && check.reason === 'unauthorized') throw unauthorized('Invalid webhook authorization');
  if (!check.ok) throw new AppError(400, 'Invalid webhook body');
  const orderId = check.event.merchantOrderId;
  if (!check.event.event.startsWith('checkout.order.') || !orderId || !UUID.test(orderId)) {
    ctx.log.info({ event: check.event }, 'webhook ignored');
    return { message: 'ok' };
  }
  const order = await deps.repo.findOrderSummary(orderId);
  if (!order || !OPEN.has(order.paymentStatus)) return { message: 'ok' };
  try {
    const status = await provider.getStatus(orderId);
    await applyPaymentResult(deps, orderId, status, 'phonepe');
  } catch (err) {
    // Answered 200 all the same: the reconciler polls open orders until they are final.
    ctx.log.warn({ err, orderId }, 'webhook not applied');
  }
  return { message: 'ok' };
}

/** The checkout steps the routes call, bound to their dependencies (wired in modules/index.ts). */
export function createCheckoutService(deps: StartPaymentDeps) {
  return {
    startPayment: (user: AuthUser, body: PaymentBody) => startPayment(deps, user, body),
    validatePayment: (user: AuthUser, ref: string) => validatePayment(deps, user, ref),
    receiveWebhook: (authorization: string | undefined, body: unknown) => receiveWebhook(deps, authorization, body),
    payAgain: (user: AuthUser, orderId: string) => payAgain(deps, user, orderId),
    cancelUnpaidOrder: (user: AuthUser, orderId: string) => cancelUnpaidOrder(deps, user, orderId),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
