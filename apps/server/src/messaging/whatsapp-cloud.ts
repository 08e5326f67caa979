import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  type FetchFn,
  type InboundEvent,
  MessagingError,
  type MessagingProvider,
  type MessagingWebhookCheck,
  type SentMessage,
  type TemplateMessage,
} from './provider.ts';

export type WhatsAppCloudConfig = {
  /** https://graph.facebook.com, or the sandbox's base. */
  graphUrl: string;
  /** Graph API version, e.g. v21.0. */
  version: string;
  phoneNumberId: string;
  accessToken: string;
  /** Signs every webhook (X-Hub-Signature-256: sha256=HMAC of the raw body). */
  appSecret: string;
  /** What we typed into Meta's webhook settings; Meta echoes it in the GET handshake. */
  verifyToken: string;
  fetch?: FetchFn;
  timeoutMs?: number;
};

/** Meta's language codes for our template languages. */
const LANGUAGE_CODES = { en: 'en' } as const;

/** Graph API error codes after which a retry cannot succeed (not a WhatsApp number, template missing, bad parameter). */
const PERMANENT_CODES = new Set([100, 131026, 131047, 131051, 132000, 132001, 132005, 132007, 132012]);

const sendAnswer = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) });
const errorAnswer = z.object({ error: z.object({ message: z.string(), code: z.number().optional() }) });

// The webhook body, as far as we read it (Meta adds fields over time: unknown keys pass).
const inboundMessage = z.object({
  from: z.string(),
  id: z.string(),
  type: z.string(),
  context: z.object({ id: z.string() }).partial().optional(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string(), payload: z.string() }).optional(),
  interactive: z
    .object({ type: z.string(), button_reply: z.object({ id: z.string(), title: z.string() }).optional() })
    .optional(),
});
const statusEntry = z.object({ id: z.string(), status: z.string(), recipient_id: z.string().default('') });
const webhookBody = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            messages: z.array(inboundMessage).optional(),
            statuses: z.array(statusEntry).optional(),
          }),
        }),
      ),
    }),
  ),
});

/** The HMAC Meta puts in X-Hub-Signature-256 for a raw body. */
export function whatsappSignature(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** The WhatsApp Business Cloud API: template messages with quick-reply payloads, signed webhooks. */
export function createWhatsAppCloudProvider(config: WhatsAppCloudConfig): MessagingProvider {
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 10_000;
  const endpoint = `${config.graphUrl.replace(/\/$/, '')}/${config.version}/${config.phoneNumberId}/messages`;

  function templateBody(message: TemplateMessage) {
    const components: unknown[] = [];
    if (message.params.length > 0)
      components.push({ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) });
    for (const [index, button] of (message.buttons ?? []).entries())
      components.push({
        type: 'button',
        sub_type: 'quick_reply',
        index: String(index),
        parameters: [{ type: 'payload', payload: button.payload }],
      });
    return {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to,
      type: 'template',
      template: { name: message.template, language: { code: LANGUAGE_CODES[message.language] }, components },
    };
  }

  return {
    name: 'whatsapp',
    async send(message): Promise<SentMessage> {
      let res: Response;
      try {
        res = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.accessToken}` },
          body: JSON.stringify(templateBody(message)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new MessagingError(`WhatsApp unreachable: ${(err as Error).message}`);
      }
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        const error = errorAnswer.safeParse(body);
        const code = error.success ? error.data.error.code : undefined;
        const text = error.success ? error.data.error.message : 'unexpected answer';
        const permanent = (code !== undefined && PERMANENT_CODES.has(code)) || res.status === 400;
        throw new MessagingError(
          `WhatsApp send failed: HTTP ${res.status} ${code ?? ''} ${text}`.trim(),
          res.status,
          permanent,
        );
      }
      const sent = sendAnswer.safeParse(body);
      if (!sent.success) throw new MessagingError('WhatsApp send failed: no message id in the answer', res.status);
      return { providerMessageId: sent.data.messages[0].id, channel: 'whatsapp' };
    },

    verifySubscription(query) {
      const ok = query['hub.mode'] === 'subscribe' && typeof query['hub.challenge'] === 'string';
      return ok && sameText(String(query['hub.verify_token'] ?? ''), config.verifyToken)
        ? String(query['hub.challenge'])
        : null;
    },

    verifyWebhook(rawBody, signature): MessagingWebhookCheck {
      if (!signature || !sameText(signature, whatsappSignature(config.appSecret, rawBody)))
        return { ok: false, reason: 'unauthorized' };
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      const parsed = webhookBody.safeParse(json);
      if (!parsed.success) return { ok: false, reason: 'invalid' };
      const events: InboundEvent[] = [];
      for (const entry of parsed.data.entry)
        for (const change of entry.changes) {
          if (change.field !== 'messages') continue;
          for (const m of change.value.messages ?? []) events.push(replyOf(m));
          for (const s of change.value.statuses ?? [])
            events.push({ kind: 'status', id: s.id, recipient: s.recipient_id, status: s.status });
        }
      return { ok: true, events };
    },
  };
}

function replyOf(m: z.infer<typeof inboundMessage>): InboundEvent {
  // A template's quick reply arrives as type "button"; an interactive message's as "interactive".
  const payload = m.button?.payload ?? m.interactive?.button_reply?.id ?? null;
  const text = m.button?.text ?? m.interactive?.button_reply?.title ?? m.text?.body ?? '';
  return { kind: 'reply', id: m.id, from: m.from, payload, text, replyTo: m.context?.id ?? null };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
