import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../app-context.ts';
import { selfFetch } from '../../payments/inject-fetch.ts';
import { MESSAGE_TEMPLATES, renderTemplate } from '../templates.ts';
import { whatsappSignature } from '../whatsapp-cloud.ts';
import { sandboxOutboxDir, WHATSAPP_SANDBOX } from './sandbox-config.ts';
import { renderPhonePage } from './sandbox-phone-page.ts';
import { createPhoneStore, type PhoneMessage, wamid } from './sandbox-phone-store.ts';

const S = WHATSAPP_SANDBOX;
const hide = { schema: { hide: true } };

const sendBody = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string().regex(/^\d{8,15}$/),
  type: z.literal('template'),
  template: z.object({
    name: z.string(),
    language: z.object({ code: z.string() }),
    components: z
      .array(
        z.object({
          type: z.string(),
          sub_type: z.string().optional(),
          index: z.union([z.string(), z.number()]).optional(),
          parameters: z.array(
            z.object({ type: z.string(), text: z.string().optional(), payload: z.string().optional() }),
          ),
        }),
      )
      .default([]),
  }),
});

const graphError = (code: number, message: string, type = 'OAuthException') => ({
  error: { message, type, code, fbtrace_id: 'sandbox' },
});

/** JSON as Meta sends it: non-ASCII characters escaped (\uXXXX), the form its signature covers. */
const metaJson = (value: unknown) =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The webhook a phone's reply makes the platform send: Meta's body, escaped as Meta sends it, and its signature. */
export function replyWebhook(from: string, message: Record<string, unknown>): { raw: string; signature: string } {
  const body = {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'sandbox-waba',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: S.displayNumber.replace(/\D/g, ''), phone_number_id: S.phoneNumberId },
              contacts: [{ profile: { name: 'Sandbox shopper' }, wa_id: from }],
              messages: [{ from, id: wamid(), timestamp: String(Math.floor(Date.now() / 1000)), ...message }],
            },
          },
        ],
      },
    ],
  };
  const raw = metaJson(body);
  return { raw, signature: whatsappSignature(S.appSecret, raw) };
}

/**
 * The local WhatsApp platform, mounted when MESSAGING_PROVIDER=sandbox: the Cloud API's send endpoint
 * (/sandbox/whatsapp/{version}/{phone-number-id}/messages), and a phone at /sandbox/messages whose
 * buttons send the signed reply webhook, as the platform does.
 */
export async function messagingSandboxRoutes(app: App, ctx: AppContext) {
  const store = createPhoneStore(sandboxOutboxDir(ctx.env));
  const send = selfFetch(app);

  async function deliverReply(from: string, message: Record<string, unknown>): Promise<void> {
    const { raw, signature } = replyWebhook(from, message);
    try {
      const res = await send(`${ctx.env.PUBLIC_URL}/api/messaging/whatsapp/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body: raw,
      });
      ctx.log.info({ status: res.status }, 'sandbox WhatsApp webhook delivered');
    } catch (err) {
      ctx.log.warn({ err }, 'sandbox WhatsApp webhook failed');
    }
  }

  await app.register(async (sb: FastifyInstance) => {
    sb.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    sb.post<{ Params: { version: string; phoneId: string } }>(
      `${S.prefix}/:version/:phoneId/messages`,
      hide,
      async (req, reply) => {
        if (req.headers.authorization !== `Bearer ${S.accessToken}`)
          return reply.status(401).send(graphError(190, 'Invalid OAuth access token - Cannot parse access token'));
        if (req.params.phoneId !== S.phoneNumberId)
          return reply
            .status(400)
            .send(graphError(100, 'Unsupported post request. Object does not exist', 'GraphMethodException'));
        const parsed = sendBody.safeParse(req.body);
        if (!parsed.success) return reply.status(400).send(graphError(100, 'Invalid parameter'));
        const { to, template } = parsed.data;
        const language = template.language.code as 'en';
        const definition = MESSAGE_TEMPLATES[template.name]?.[language];
        if (!definition)
          return reply.status(404).send(graphError(132001, 'Template name does not exist in the translation'));
        const params = template.components
          .filter((c) => c.type === 'body')
          .flatMap((c) => c.parameters.map((p) => p.text ?? ''));
        const payloads = template.components.filter((c) => c.type === 'button' && c.sub_type === 'quick_reply');
        const message: PhoneMessage = {
          id: wamid(),
          to,
          template: template.name,
          language,
          text: renderTemplate(template.name, language, params) ?? '',
          buttons: (definition.buttons ?? []).map((title, i) => ({
            title,
            payload: payloads.find((c) => Number(c.index) === i)?.parameters[0]?.payload ?? title,
          })),
          at: new Date().toISOString(),
          replies: [],
        };
        await store.write(message);
        return { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: message.id }] };
      },
    );

    sb.get<{ Querystring: { to?: string } }>('/sandbox/messages', hide, async (req, reply) => {
      const all = await store.list();
      const numbers = [...new Set(all.map((m) => m.to))];
      // A number named in the address shows its own chat, empty until a message reaches it.
      const asked = req.query.to && /^\d{8,15}$/.test(req.query.to) ? req.query.to : null;
      const to = asked ?? numbers.at(-1) ?? null;
      const page = renderPhonePage({
        store: ctx.env.STORE_NAME,
        numbers,
        to,
        messages: all.filter((m) => m.to === to),
      });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
    });

    sb.post<{ Params: { id: string } }>('/sandbox/messages/:id/press', hide, async (req, reply) => {
      const message = await store.read(req.params.id);
      const index = Number((req.body as { index?: string } | undefined)?.index);
      const button = message?.buttons[index];
      if (!message || !button) return reply.status(404).send({ message: 'No such message or button' });
      // Like a phone, a message is answered once: a second press only shows the chat again.
      if (message.replies.length === 0) {
        message.replies.push({ text: button.title, at: new Date().toISOString() });
        await store.write(message);
        await deliverReply(message.to, {
          type: 'button',
          context: { from: S.displayNumber.replace(/\D/g, ''), id: message.id },
          button: { text: button.title, payload: button.payload },
        });
      }
      return reply.redirect(`/sandbox/messages?to=${encodeURIComponent(message.to)}`, 303);
    });

    sb.post('/sandbox/messages/reply', hide, async (req, reply) => {
      const { to, text } = (req.body ?? {}) as { to?: string; text?: string };
      if (!to || !/^\d{8,15}$/.test(to) || !text?.trim())
        return reply.status(400).send({ message: 'to and text are required' });
      const last = (await store.list()).filter((m) => m.to === to).at(-1);
      if (last) {
        last.replies.push({ text: text.trim(), at: new Date().toISOString() });
        await store.write(last);
      }
      await deliverReply(to, { type: 'text', text: { body: text.trim() } });
      return reply.redirect(`/sandbox/messages?to=${encodeURIComponent(to)}`, 303);
    });
  });
}
