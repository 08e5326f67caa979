import { canPayAgain, messages, RESERVATION_MINUTES } from '@nidra/shared';
import type { PaymentResponse } from '@nidra/shared/orders/order.schema';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { CheckoutRepository } from './checkout.repository.ts';
import type { OpenPaymentRepository } from './open-payment.repository.ts';
import type { CheckoutDeps } from './payment-transition.ts';

type UnpaidOrderDeps = CheckoutDeps & { openPayments: OpenPaymentRepository };

/** The shopper's own order, or 404/403 (like the payment result page). */
async function ownOrder(repo: CheckoutRepository, user: AuthUser, orderId: string) {
  const order = await repo.findUnpaidCandidate(orderId);
  if (!order) throw notFound(messages.orderNotFound);
  if (order.userId !== user.id) throw forbidden(messages.notAllowed);
  return order;
}

/** The hosted page the gateway gave for this order, when it saved one. */
function savedPaymentUrl(providerResponse: unknown): string | null {
  const pay = (providerResponse as { pay?: { redirectUrl?: unknown } } | null)?.pay;
  return typeof pay?.redirectUrl === 'string' && pay.redirectUrl ? pay.redirectUrl : null;
}

/**
 * Pay again on Your Orders: the same payment, resumed. The order's amount was computed by the server
 * when it was placed, its stock is held and the gateway keeps its page open for RESERVATION_MINUTES,
 * so the shopper goes back to that page; after that, or once the order is paid, failed or cancelled,
 * 409 with a message (a new order starts from the cart).
 */
export async function payAgain(deps: UnpaidOrderDeps, user: AuthUser, orderId: string): Promise<PaymentResponse> {
  const order = await ownOrder(deps.repo, user, orderId);
  const url = savedPaymentUrl(order.providerResponse);
  const open = order.createdAt.getTime() > Date.now() - RESERVATION_MINUTES * 60_000;
  if (!canPayAgain({ status: order.paymentStatus, orderStatus: order.orderStatus }) || !open || !url)
    throw conflict(messages.paymentNoLongerOpen);
  return { message: 'ok', paymentUrl: url };
}

/**
 * Cancel on Your Orders, for an order whose online payment was not completed: the cancellation of an
 * open payment that starting a new one already does (CANCELLED, an event, the hold released; the
 * reconciler refunds a payment that completes at the gateway after all). 409 for any other order.
 */
export async function cancelUnpaidOrder(
  deps: UnpaidOrderDeps,
  user: AuthUser,
  orderId: string,
): Promise<{ message: string }> {
  await ownOrder(deps.repo, user, orderId);
  const cancelled = await deps.ctx.db.transaction(async (tx) => {
    await deps.openPayments.lockShopper(user.id, tx);
    return deps.openPayments.cancelOpenOrders(user.id, 'shopper', tx, orderId);
  });
  if (cancelled.length === 0) throw conflict(messages.onlyUnpaidCanBeCancelled);
  return { message: messages.unpaidOrderCancelled };
}
