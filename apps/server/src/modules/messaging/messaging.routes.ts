import {
  codConfirmationStats,
  codEligibility,
  whatsappConsent,
  whatsappConsentBody,
} from '@nidra/shared/messaging/messaging.schema';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { MessagingProvider } from '../../messaging/provider.ts';
import type { MessagingService } from './messaging.service.ts';

const tags = ['messaging'];
const WEBHOOK = '/api/messaging/whatsapp/webhook';

/** WhatsApp's webhook (subscription handshake and signed events), the shopper's consent, and staff's COD confirmation. */
export async function messagingRoutes(app: App, service: MessagingService, provider: MessagingProvider | null) {
  // Meta's handshake: echo hub.challenge when hub.verify_token is ours (401 otherwise).
  app.get(WEBHOOK, { schema: { tags, querystring: z.record(z.string(), z.string()) } }, async (req, reply) => {
    const challenge = provider?.verifySubscription(req.query);
    if (!challenge) return reply.status(401).send({ message: 'Verification failed' });
    return reply.type('text/plain').send(challenge);
  });

  // The signature covers the raw bytes: this scope keeps the JSON body as a Buffer.
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    hook.post(WEBHOOK, { schema: { tags } }, async (req) =>
      service.handleInbound(
        Buffer.isBuffer(req.body) ? req.body : Buffer.from(''),
        req.headers['x-hub-signature-256'] as string | undefined,
      ),
    );
  });

  app.get(
    '/api/account/whatsapp-consent',
    { onRequest: app.requireUser, schema: { tags, response: { 200: whatsappConsent } } },
    (req) => service.getConsent(req.authUser!.id),
  );
  app.put(
    '/api/account/whatsapp-consent',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: whatsappConsentBody.extend({ mobile: z.string().max(20).optional() }),
        response: { 200: whatsappConsent },
      },
    },
    (req) => service.saveConsent(req.authUser!.id, req.body.consent, req.body.mobile),
  );

  app.get(
    '/api/account/cod-eligibility',
    { onRequest: app.requireUser, schema: { tags, response: { 200: codEligibility } } },
    async (req) => {
      return { prepaidOnly: await service.isPrepaidOnly(req.authUser!.id) };
    },
  );

  app.post(
    '/api/admin/orders/:orderId/cod-confirm',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: z.object({ orderId: z.string().max(64) }),
        response: { 200: z.object({ message: z.string(), codConfirmation: z.string() }) },
      },
    },
    (req) => service.confirmByStaff(req.params.orderId, req.authUser?.email ?? 'admin'),
  );
  app.get(
    '/api/admin/cod-confirmations/stats',
    { onRequest: app.requireAdmin, schema: { tags, response: { 200: codConfirmationStats } } },
    () => service.confirmationStats(),
  );
}
