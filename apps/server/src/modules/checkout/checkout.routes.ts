import { messageResponse } from '@nidra/shared/account/account.schema';
import {
  paymentBody,
  paymentRefParams,
  paymentResponse,
  validatePaymentResponse,
} from '@nidra/shared/orders/order.schema';
import { z } from 'zod';
import type { App, AppContext } from '../../app-context.ts';
import { createPaymentProvider } from '../../payments/create-provider.ts';
import { receiveWebhook, startPayment, validatePayment } from './checkout.service.ts';
import { createOpenPaymentRepository } from './open-payment.repository.ts';
import { createPaymentRateLimiter } from './payment-rate-limit.ts';
import { startReconciler } from './reconciler.ts';

const tags = ['checkout'];
const PAYMENT_WINDOW_MS = 10 * 60 * 1000;

/** POST /api/payment, GET /api/payment/validate/{transactionId}, the PhonePe webhook, and the reconciler. */
export async function checkoutRoutes(app: App, ctx: AppContext) {
  const deps = { ctx, provider: createPaymentProvider(app, ctx.env) };
  const startDeps = {
    ...deps,
    openPayments: createOpenPaymentRepository(ctx.db),
    limiter: createPaymentRateLimiter({ max: ctx.env.PAYMENT_LIMIT_PER_USER, windowMs: PAYMENT_WINDOW_MS }),
  };

  app.post(
    '/api/payment',
    { onRequest: app.requireUser, schema: { tags, body: paymentBody, response: { 200: paymentResponse } } },
    (req) => startPayment(startDeps, req.authUser!, req.body),
  );

  app.get(
    '/api/payment/validate/:transactionId',
    {
      onRequest: app.requireUser,
      schema: { tags, params: paymentRefParams, response: { 200: validatePaymentResponse } },
    },
    (req) => validatePayment(deps, req.authUser!, req.params.transactionId),
  );

  // No user session: PhonePe authenticates with Authorization = sha256(username:password).
  app.post('/api/payment/webhook', { schema: { tags, body: z.unknown(), response: { 200: messageResponse } } }, (req) =>
    receiveWebhook(deps, req.headers.authorization, req.body),
  );

  const reconciler = startReconciler(ctx, deps.provider, { timer: ctx.env.NODE_ENV !== 'test', server: app.server });
  app.addHook('onClose', () => reconciler.stop());
}
