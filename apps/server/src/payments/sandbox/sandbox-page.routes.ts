import { formatINR, toRupees } from '@nidra/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { FetchFn } from '../provider.ts';
import { SANDBOX, sandboxWebhookAuth } from './sandbox-config.ts';
import { renderHostedPage } from './sandbox-page.ts';
import { randomId, type SandboxOrder, type SandboxStore } from './sandbox-store.ts';

const P = SANDBOX.merchantPrefix;
type IdParams = { Params: { id: string } };

/** The hosted payment page with its Pay and Fail buttons; completing fires the webhook and returns to the shop. */
export function hostedPageRoutes(
  sb: FastifyInstance,
  ctx: AppContext,
  store: SandboxStore,
  track: (job: Promise<unknown>) => void,
  send: FetchFn,
) {
  sb.get<IdParams>(`${P}/pay/:id`, { schema: { hide: true } }, async (req, reply) => {
    const order = await store.read(req.params.id);
    if (!order) return reply.status(404).type('text/html; charset=utf-8').send(renderHostedPage(null));
    const page = renderHostedPage({
      merchant: ctx.env.STORE_NAME,
      amount: formatINR(toRupees(order.amount)),
      merchantOrderId: order.merchantOrderId,
      state: order.state,
      action: `${P}/pay/${encodeURIComponent(order.merchantOrderId)}/complete`,
    });
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  });

  sb.post<IdParams>(`${P}/pay/:id/complete`, { schema: { hide: true } }, async (req, reply) => {
    const order = await store.read(req.params.id);
    if (!order) return reply.status(404).type('text/html; charset=utf-8').send(renderHostedPage(null));
    const outcome = (req.body as { outcome?: string } | undefined)?.outcome;
    if (outcome !== 'success' && outcome !== 'failure')
      return reply.status(400).send({ message: 'outcome must be success or failure' });
    // Like PhonePe, a decided order stays decided: a second click only returns to the shop.
    if (order.state === 'PENDING') {
      const state = outcome === 'success' ? 'COMPLETED' : 'FAILED';
      const attempt = {
        transactionId: randomId('T', 8),
        paymentMode: 'UPI_INTENT',
        state,
        amount: order.amount,
        timestamp: Date.now(),
      } as const;
      // Only the instance whose compare-and-set decides the order sends its webhook.
      const decided = await store.settle(order.merchantOrderId, attempt);
      if (decided) track(fireWebhook(decided));
    }
    return reply.redirect(order.redirectUrl, 303);
  });

  async function fireWebhook(order: SandboxOrder): Promise<void> {
    store.stats.webhooksSent++;
    const event = order.state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed';
    const { merchantOrderId, orderId, state, amount, expireAt, metaInfo, paymentDetails } = order;
    const body = { event, payload: { merchantOrderId, orderId, state, amount, expireAt, metaInfo, paymentDetails } };
    try {
      const res = await send(`${ctx.env.PUBLIC_URL}/api/payment/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: sandboxWebhookAuth() },
        body: JSON.stringify(body),
      });
      ctx.log.info({ merchantOrderId, event, status: res.status }, 'sandbox webhook delivered');
    } catch (err) {
      ctx.log.warn({ err, merchantOrderId, event }, 'sandbox webhook failed');
    }
  }
}
