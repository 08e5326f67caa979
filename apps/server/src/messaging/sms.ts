import {
  type FetchFn,
  MessagingError,
  type MessagingProvider,
  type SentMessage,
  type TemplateMessage,
} from './provider.ts';
import { renderTemplate } from './templates.ts';

export type SmsGatewayConfig = {
  /** The gateway's send endpoint (JSON POST). */
  apiUrl: string;
  apiKey: string;
  /** The 6-letter header registered on the DLT portal. */
  senderId: string;
  /** The principal entity id from the DLT portal. */
  dltEntityId: string;
  /** Our template name → the DLT content template id it was registered as. */
  dltTemplateIds: Record<string, string>;
  fetch?: FetchFn;
};

/**
 * An Indian SMS gateway, the fallback when a number is not on WhatsApp. Indian operators deliver only
 * texts registered on the DLT portal, so each template carries its DLT template id and the entity id.
 * SMS has no buttons: a COD confirmation by SMS is confirmed by staff on the phone.
 */
export function createSmsProvider(config: SmsGatewayConfig): MessagingProvider {
  const doFetch = config.fetch ?? fetch;
  return {
    name: 'sms',
    async send(message: TemplateMessage): Promise<SentMessage> {
      const templateId = config.dltTemplateIds[message.template];
      const text = renderTemplate(message.template, message.language, message.params);
      if (!templateId || !text)
        throw new MessagingError(`SMS template ${message.template} has no DLT template id`, undefined, true);
      let res: Response;
      try {
        res = await doFetch(config.apiUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({
            sender: config.senderId,
            to: message.to,
            message: text,
            dlt_entity_id: config.dltEntityId,
            dlt_template_id: templateId,
          }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        throw new MessagingError(`SMS gateway unreachable: ${(err as Error).message}`);
      }
      const body = (await res.json().catch(() => null)) as { id?: unknown; message_id?: unknown } | null;
      if (!res.ok) throw new MessagingError(`SMS send failed: HTTP ${res.status}`, res.status, res.status < 500);
      const id = body?.id ?? body?.message_id;
      return { providerMessageId: typeof id === 'string' ? id : `sms-${Date.now()}`, channel: 'sms' };
    },
    verifySubscription: () => null,
    verifyWebhook: () => ({ ok: false, reason: 'unauthorized' }),
  };
}

/** WhatsApp first; a message WhatsApp refuses for good (not a WhatsApp number) goes by SMS. */
export function withSmsFallback(primary: MessagingProvider, sms: MessagingProvider | null): MessagingProvider {
  if (!sms) return primary;
  return {
    ...primary,
    async send(message) {
      try {
        return await primary.send(message);
      } catch (err) {
        if (err instanceof MessagingError && err.permanent) return sms.send(message);
        throw err;
      }
    },
  };
}

/** `order_placed=1107160000000000001,order_shipped=…` → a map. */
export function parseDltTemplateIds(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (raw ?? '').split(',')) {
    const [name, id] = pair.split('=').map((s) => s.trim());
    if (name && id) out[name] = id;
  }
  return out;
}
