import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../app-context.ts';
import { selfFetch } from '../inject-fetch.ts';
import { SANDBOX } from './sandbox-config.ts';
import { hostedPageRoutes } from './sandbox-page.routes.ts';
import { createSandboxStore, randomId, type SandboxRefund, type SandboxStore } from './sandbox-store.ts';

const P = SANDBOX.merchantPrefix;
const hide = { schema: { hide: true } };

const tokenForm = z.object({
  client_id: z.string(),
  client_version: z.string(),
  client_secret: z.string(),
  grant_type: z.literal('client_credentials'),
});
const payBody = z.object({
  merchantOrderId: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/),
  amount: z.number().int().min(100),
  expireAfter: z.number().int().min(300).max(3600).optional(),
  metaInfo: z.record(z.string(), z.unknown()).optional(),
  paymentFlow: z.object({
    type: z.literal('PG_CHECKOUT'),
    message: z.string().optional(),
    merchantUrls: z.object({ redirectUrl: z.string().url() }),
  }),
});
const refundBody = z.object({
  merchantRefundId: z.string().min(1).max(63),
  originalMerchantOrderId: z.string().min(1),
  amount: z.number().int().min(1),
});

const fail = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ success: false, code, message });

/** The local PhonePe-compatible gateway, mounted when PAYMENT_PROVIDER=sandbox (DESIGN §7). */
export async function sandboxRoutes(app: App, ctx: AppContext) {
  const store = createSandboxStore(ctx.db);
  const inflight = new Set<Promise<unknown>>();
  const send = selfFetch(app);
  await app.register(async (sb) => {
    sb.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    registerApi(sb, store, ctx.env.PUBLIC_URL);
    hostedPageRoutes(
      sb,
      ctx,
      store,
      (job) => {
        inflight.add(job);
        void job.finally(() => inflight.delete(job));
      },
      send,
    );
    // Webhooks still on their way finish (or fail) before the database closes.
    sb.addHook('onClose', async () => {
      await Promise.allSettled([...inflight]);
    });
  });
}

function registerApi(sb: FastifyInstance, store: SandboxStore, publicUrl: string) {
  const authorized = async (req: FastifyRequest, reply: FastifyReply) => {
    if (await store.isValidToken(req.headers.authorization)) return true;
    void fail(reply, 401, 'UNAUTHORIZED', 'Missing or invalid O-Bearer token');
    return false;
  };

  sb.post(`${P}/v1/oauth/token`, hide, async (req, reply) => {
    store.stats.tokenRequests++;
    const form = tokenForm.safeParse(req.body);
    if (!form.success)
      return fail(reply, 400, 'BAD_REQUEST', 'client_id, client_version, client_secret and grant_type are required');
    const f = form.data;
    if (
      f.client_id !== SANDBOX.clientId ||
      f.client_secret !== SANDBOX.clientSecret ||
      f.client_version !== SANDBOX.clientVersion
    )
      return fail(reply, 401, 'INVALID_CLIENT', 'Unknown client credentials');
    const token = await store.issueToken(SANDBOX.tokenTtlSeconds);
    return {
      access_token: token.value,
      encrypted_access_token: token.value,
      expires_in: null,
      issued_at: Math.floor(Date.now() / 1000),
      expires_at: token.expiresAt,
      session_expires_at: token.expiresAt,
      token_type: 'O-Bearer',
    };
  });

  sb.post(`${P}/checkout/v2/pay`, hide, async (req, reply) => {
    store.stats.payRequests++;
    if (!(await authorized(req, reply))) return reply;
    const body = payBody.safeParse(req.body);
    if (!body.success) return fail(reply, 400, 'BAD_REQUEST', body.error.issues[0]?.message ?? 'Invalid request');
    const b = body.data;
    const order = {
      merchantOrderId: b.merchantOrderId,
      orderId: randomId('OMO'),
      amount: b.amount,
      state: 'PENDING' as const,
      expireAt: Date.now() + (b.expireAfter ?? 1200) * 1000,
      redirectUrl: b.paymentFlow.merchantUrls.redirectUrl,
      metaInfo: b.metaInfo,
      paymentDetails: [],
      refunds: [],
    };
    if (!(await store.create(order))) return fail(reply, 400, 'INVALID_TRANSACTION_ID', 'Duplicate merchantOrderId');
    const hosted = `${publicUrl}${P}/pay/${encodeURIComponent(order.merchantOrderId)}`;
    return { orderId: order.orderId, state: order.state, expireAt: order.expireAt, redirectUrl: hosted };
  });

  sb.get<{ Params: { id: string } }>(`${P}/checkout/v2/order/:id/status`, hide, async (req, reply) => {
    store.stats.statusRequests++;
    if (!(await authorized(req, reply))) return reply;
    const order = await store.read(req.params.id);
    if (!order) return fail(reply, 404, 'ORDER_NOT_FOUND', 'No order with this merchantOrderId');
    const { orderId, state, amount, expireAt, metaInfo, paymentDetails } = order;
    return { orderId, state, amount, expireAt, metaInfo, paymentDetails: paymentDetails.slice(-1) };
  });

  sb.post(`${P}/payments/v2/refund`, hide, async (req, reply) => {
    store.stats.refundRequests++;
    if (!(await authorized(req, reply))) return reply;
    const body = refundBody.safeParse(req.body);
    if (!body.success) return fail(reply, 400, 'BAD_REQUEST', body.error.issues[0]?.message ?? 'Invalid request');
    const { merchantRefundId, originalMerchantOrderId, amount } = body.data;
    await store.read(originalMerchantOrderId);
    const answer = await store.withRefunds<SandboxRefund | 'over' | null>(originalMerchantOrderId, (order) => {
      if (order.state !== 'COMPLETED') return { result: null };
      const known = order.refunds.find((r) => r.merchantRefundId === merchantRefundId);
      if (known) return { result: known };
      const refunded = order.refunds.reduce((n, r) => n + r.amount, 0);
      if (refunded + amount > order.amount) return { result: 'over' };
      const refund = { merchantRefundId, refundId: randomId('OMR'), amount, state: 'PENDING' as const };
      return { refunds: [...order.refunds, refund], result: refund };
    });
    if (!answer) return fail(reply, 400, 'INVALID_ORDER', 'Only a completed order can be refunded');
    if (answer === 'over') return fail(reply, 400, 'INVALID_AMOUNT', 'Refund exceeds the amount paid');
    return { refundId: answer.refundId, amount: answer.amount, state: answer.state };
  });

  sb.get<{ Params: { id: string } }>(`${P}/payments/v2/refund/:id/status`, hide, async (req, reply) => {
    store.stats.refundStatusRequests++;
    if (!(await authorized(req, reply))) return reply;
    const merchantOrderId = await store.orderOfRefund(req.params.id);
    // The bank pays a sandbox refund out by the time anyone asks.
    const refund =
      merchantOrderId &&
      (await store.withRefunds(merchantOrderId, (order) => {
        const refunds = order.refunds.map((r) =>
          r.merchantRefundId === req.params.id ? { ...r, state: 'COMPLETED' as const } : r,
        );
        return { refunds, result: refunds.find((r) => r.merchantRefundId === req.params.id) };
      }));
    if (!merchantOrderId || !refund)
      return fail(reply, 404, 'REFUND_NOT_FOUND', 'No refund with this merchantRefundId');
    return {
      originalMerchantOrderId: merchantOrderId,
      amount: refund.amount,
      state: refund.state,
      timestamp: Date.now(),
      refundId: refund.refundId,
    };
  });

  // Not part of PhonePe's API: lets tests and the benchmark see how the adapter used the gateway.
  sb.get(`${P}/stats`, hide, async () => store.stats);
}
