import { messageResponse } from '@nidra/shared/account/account.schema';
import {
  paymentBody,
  paymentRefParams,
  paymentResponse,
  validatePaymentResponse,
} from '@nidra/shared/orders/order.schema';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { CheckoutService } from './checkout.service.ts';

const tags = ['checkout'];

const orderParams = z.object({ orderId: z.uuid() });

/**
 * POST /api/payment, GET /api/payment/validate/{transactionId}, the PhonePe webhook, and Your Orders'
 * Pay again and Cancel for an order whose payment was not completed.
 */
export async function checkoutRoutes(app: App, checkout: CheckoutService) {
  app.post(
    '/api/payment',
    { onRequest: app.requireUser, schema: { tags, body: paymentBody, response: { 200: paymentResponse } } },
    (req) => checkout.startPayment(req.authUser!, req.body),
  );

  app.get(
    '/api/payment/validate/:transactionId',
    {
      onRequest: app.requireUser,
      schema: { tags, params: paymentRefParams, response: { 200: validatePaymentResponse } },
    },
    (req) => checkout.validatePayment(req.authUser!, req.params.transactionId),
  );

  app.post(
    '/api/orders/:orderId/pay-again',
    { onRequest: app.requireUser, schema: { tags, params: orderParams, response: { 200: paymentResponse } } },
    (req) => checkout.payAgain(req.authUser!, req.params.orderId),
  );

  app.post(
    '/api/orders/:orderId/cancel',
    { onRequest: app.requireUser, schema: { tags, params: orderParams, response: { 200: messageResponse } } },
    (req) => checkout.cancelUnpaidOrder(req.authUser!, req.params.orderId),
  );

  // No user session: PhonePe authenticates with Authorization = sha256(username:password).
  app.post('/api/payment/webhook', { schema: { tags, body: z.unknown(), response: { 200: messageResponse } } }, (req) =>
    checkout.receiveWebhook(req.headers.authorization, req.body),
  );
}
