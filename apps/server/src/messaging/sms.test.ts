import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../payments/inject-fetch.ts';
import { useTestApp } from '../test/test-app.ts';
import { MessagingError, type TemplateMessage } from './provider.ts';
import { WHATSAPP_SANDBOX as S, sandboxGraphUrl } from './sandbox/sandbox-config.ts';
import { createSmsProvider, parseDltTemplateIds, withSmsFallback } from './sms.ts';
import { createWhatsAppCloudProvider } from './whatsapp-cloud.ts';

const t = useTestApp();

/** A local gateway standing in for the Indian SMS provider: it records what it receives and answers like one. */
let server: Server;
let url = '';
const received: { auth: string | undefined; body: Record<string, string> }[] = [];
beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
    const refused = req.headers.authorization !== 'Bearer sms-key';
    res.writeHead(refused ? 401 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(refused ? { error: 'invalid key' } : { id: `sms-${received.length}` }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const sms = (apiKey = 'sms-key') =>
  createSmsProvider({
    apiUrl: url,
    apiKey,
    senderId: 'NIDRAS',
    dltEntityId: '1101000000000000001',
    dltTemplateIds: parseDltTemplateIds('order_shipped=1107160000000000001, order_delivered = 1107160000000000002'),
  });
const shipped: TemplateMessage = {
  to: '919800000001',
  template: 'order_shipped',
  language: 'en',
  params: ['ORD1001', 'https://shop.example/orders'],
};

describe('SMS gateway adapter (sms.ts)', () => {
  it('sends the rendered text with its DLT template and entity ids', async () => {
    expect(await sms().send(shipped)).toEqual({ providerMessageId: expect.stringMatching(/^sms-/), channel: 'sms' });
    expect(received.at(-1)).toEqual({
      auth: 'Bearer sms-key',
      body: {
        sender: 'NIDRAS',
        to: '919800000001',
        message: 'Your order ORD1001 is on its way. Track it here: https://shop.example/orders',
        dlt_entity_id: '1101000000000000001',
        dlt_template_id: '1107160000000000001',
      },
    });
  });

  it('refuses a template without a DLT id (permanent) and reports a refused key', async () => {
    await expect(sms().send({ ...shipped, template: 'cod_confirm' })).rejects.toMatchObject({ permanent: true });
    await expect(sms('wrong').send(shipped)).rejects.toMatchObject({ name: 'MessagingError', httpStatus: 401 });
  });

  it('takes over from WhatsApp only when WhatsApp refuses the message for good', async () => {
    const whatsapp = (phoneNumberId: string, graphUrl = sandboxGraphUrl(t.env)) =>
      createWhatsAppCloudProvider({
        graphUrl,
        version: S.version,
        phoneNumberId,
        accessToken: S.accessToken,
        appSecret: S.appSecret,
        verifyToken: S.verifyToken,
        fetch: injectFetch(t.app),
      });
    // The platform refuses the sender's phone number id (HTTP 400): no retry helps, the SMS goes.
    const refused = withSmsFallback(whatsapp('000'), sms());
    expect((await refused.send(shipped)).channel).toBe('sms');
    expect((await withSmsFallback(whatsapp(S.phoneNumberId), sms()).send(shipped)).channel).toBe('whatsapp');
    // A platform out of reach is retried later by the outbox, not sent by SMS at once.
    const before = received.length;
    const offline = withSmsFallback(whatsapp(S.phoneNumberId, 'http://127.0.0.1:9'), sms());
    await expect(offline.send(shipped)).rejects.toBeInstanceOf(MessagingError);
    expect(received.length).toBe(before);
  });
});
