import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { WhatsAppAPI } from 'whatsapp-api-js';
import { Template } from 'whatsapp-api-js/messages';
import { injectFetch } from '../payments/inject-fetch.ts';
import { useTestApp } from '../test/test-app.ts';
import { MessagingError } from './provider.ts';
import { replyWebhook } from './sandbox/sandbox.routes.ts';
import { WHATSAPP_SANDBOX as S, sandboxGraphUrl, sandboxOutboxDir } from './sandbox/sandbox-config.ts';
import { createWhatsAppCloudProvider, whatsappSignature } from './whatsapp-cloud.ts';

const t = useTestApp();

/** The real adapter against the sandbox platform, as MESSAGING_PROVIDER=sandbox wires it. */
const adapter = (overrides: { accessToken?: string; appSecret?: string } = {}) =>
  createWhatsAppCloudProvider({
    graphUrl: sandboxGraphUrl(t.env),
    version: S.version,
    phoneNumberId: S.phoneNumberId,
    accessToken: overrides.accessToken ?? S.accessToken,
    appSecret: overrides.appSecret ?? S.appSecret,
    verifyToken: S.verifyToken,
    fetch: injectFetch(t.app),
  });

async function phoneMessages() {
  const dir = sandboxOutboxDir(t.env);
  const names = (await readdir(dir).catch(() => [])).filter((n) => n.endsWith('.json'));
  return Promise.all(names.map(async (n) => JSON.parse(await readFile(`${dir}/${n}`, 'utf8'))));
}

describe('WhatsApp Cloud adapter (whatsapp-cloud.ts) against the sandbox platform', () => {
  it('sends a template with quick-reply payloads; the phone shows its text and buttons', async () => {
    const sent = await adapter().send({
      to: '919800000001',
      template: 'cod_confirm',
      language: 'en',
      params: ['ORD1001', '₹1,299.00'],
      buttons: [
        { title: 'Confirm', payload: 'COD_CONFIRM:x' },
        { title: 'Cancel', payload: 'COD_CANCEL:x' },
      ],
    });
    expect(sent.providerMessageId).toMatch(/^wamid\./);
    const onPhone = (await phoneMessages()).find((m) => m.id === sent.providerMessageId);
    expect(onPhone).toMatchObject({
      to: '919800000001',
      text: 'Confirm your order ₹1,299.00: ORD1001, paid in cash on delivery.',
      buttons: [
        { title: 'Confirm', payload: 'COD_CONFIRM:x' },
        { title: 'Cancel', payload: 'COD_CANCEL:x' },
      ],
    });
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/messages?to=919800000001' });
    expect(page.body).toContain('Confirm your order ₹1,299.00: ORD1001');
    expect(page.body).toMatch(/<button type="submit">Confirm<\/button>/);
  });

  it('reports a refused token, an unknown template (permanent) and an unreachable host as MessagingError', async () => {
    const message = { to: '919800000002', template: 'order_delivered', language: 'en' as const, params: ['ORD1'] };
    await expect(adapter({ accessToken: 'wrong' }).send(message)).rejects.toMatchObject({
      name: 'MessagingError',
      httpStatus: 401,
      permanent: false,
    });
    await expect(adapter().send({ ...message, template: 'no_such_template' })).rejects.toMatchObject({
      httpStatus: 404,
      permanent: true,
    });
    const offline = createWhatsAppCloudProvider({
      graphUrl: 'http://127.0.0.1:9',
      version: 'v21.0',
      phoneNumberId: '1',
      accessToken: 'x',
      appSecret: 'x',
      verifyToken: 'x',
    });
    await expect(offline.send(message)).rejects.toBeInstanceOf(MessagingError);
  });

  it('accepts only webhooks signed with the app secret over the raw body, and reads button replies and statuses', () => {
    const { raw, signature } = replyWebhook('919800000003', {
      type: 'button',
      context: { id: 'wamid.ours' },
      button: { text: 'Confirm ✓', payload: 'COD_CONFIRM:abc' },
    });
    // Meta escapes non-ASCII characters in the body it signs.
    expect(raw).toContain('Confirm \\u2713');
    const check = adapter().verifyWebhook(Buffer.from(raw), signature);
    expect(check).toMatchObject({
      ok: true,
      events: [
        { kind: 'reply', from: '919800000003', payload: 'COD_CONFIRM:abc', text: 'Confirm ✓', replyTo: 'wamid.ours' },
      ],
    });
    expect(adapter().verifyWebhook(Buffer.from(raw), whatsappSignature('other-secret', raw))).toEqual({
      ok: false,
      reason: 'unauthorized',
    });
    expect(adapter().verifyWebhook(Buffer.from(`${raw} `), signature)).toEqual({ ok: false, reason: 'unauthorized' });
    expect(adapter().verifyWebhook(Buffer.from(raw), undefined)).toEqual({ ok: false, reason: 'unauthorized' });

    const status = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                statuses: [{ id: 'wamid.1', status: 'delivered', recipient_id: '919800000003', timestamp: '1' }],
              },
            },
          ],
        },
      ],
    });
    expect(adapter().verifyWebhook(Buffer.from(status), whatsappSignature(S.appSecret, status))).toMatchObject({
      ok: true,
      events: [{ kind: 'status', id: 'wamid.1', status: 'delivered', recipient: '919800000003' }],
    });
  });

  it('answers Meta’s subscription handshake only with the verify token', async () => {
    const url = '/api/messaging/whatsapp/webhook';
    const ok = await t.app.inject({
      method: 'GET',
      url: `${url}?hub.mode=subscribe&hub.verify_token=${S.verifyToken}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({
      method: 'GET',
      url: `${url}?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`,
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('the sandbox speaks the Cloud API as a maintained client sees it (whatsapp-api-js)', () => {
  /** The client's own requests, with Meta's host replaced by the sandbox's (its fetch is the only seam it offers). */
  const client = () =>
    new WhatsAppAPI({
      token: S.accessToken,
      appSecret: S.appSecret,
      webhookVerifyToken: S.verifyToken,
      v: S.version,
      ponyfill: {
        fetch: ((url: string | URL | Request, init?: RequestInit) =>
          injectFetch(t.app)(
            String(url).replace('https://graph.facebook.com', sandboxGraphUrl(t.env)),
            init,
          )) as typeof fetch,
      },
    });

  it('sends a template message the sandbox delivers to the phone', async () => {
    const { Language, BodyComponent, BodyParameter } = await import('whatsapp-api-js/messages');
    const template = new Template(
      'order_shipped',
      new Language('en'),
      new BodyComponent(new BodyParameter('ORD1002'), new BodyParameter('https://shop.example/orders')),
    );
    const answer = await client().sendMessage(S.phoneNumberId, '919800000004', template);
    expect(answer).toMatchObject({
      messaging_product: 'whatsapp',
      messages: [{ id: expect.stringMatching(/^wamid\./) }],
    });
    const onPhone = (await phoneMessages()).find((m) => m.to === '919800000004');
    expect(onPhone?.text).toBe('Your order ORD1002 is on its way. Track it here: https://shop.example/orders');
  });

  it('verifies the sandbox’s reply webhook with its own signature check and reads the button', async () => {
    const { raw, signature } = replyWebhook('919800000005', {
      type: 'button',
      context: { id: 'wamid.x' },
      button: { text: 'Cancel', payload: 'COD_CANCEL:abc' },
    });
    const seen: unknown[] = [];
    const wa = client();
    wa.on.message = ({ message }) => {
      seen.push(message);
    };
    await wa.post(JSON.parse(raw), raw, signature);
    expect(seen).toEqual([
      expect.objectContaining({ type: 'button', button: { text: 'Cancel', payload: 'COD_CANCEL:abc' } }),
    ]);
    await expect(wa.post(JSON.parse(raw), raw, whatsappSignature('wrong', raw))).rejects.toThrow();
    expect(wa.get({ 'hub.mode': 'subscribe', 'hub.verify_token': S.verifyToken, 'hub.challenge': '42' })).toBe('42');
  });
});
