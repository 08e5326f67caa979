/** Languages a template is approved in; Hindi joins when the Hindi storefront exists. */
export type MessageLanguage = 'en';

/** A quick-reply button: the title the phone shows and the payload the reply webhook carries back. */
export type QuickReply = { title: string; payload: string };

/** One template message to one mobile number, in our words (the adapter maps it to the provider's). */
export type TemplateMessage = {
  /** Indian mobile in E.164 digits without '+', e.g. 919876543210. */
  to: string;
  template: string;
  language: MessageLanguage;
  /** Body parameters in order ({{1}}, {{2}}, …). */
  params: string[];
  buttons?: QuickReply[];
};

export type SentMessage = { providerMessageId: string; channel: 'whatsapp' | 'sms' };

/** What the platform told us: a reply from a phone (a button pressed or text typed), or a delivery status. */
export type InboundEvent =
  | {
      kind: 'reply';
      /** The provider's id of the reply: replies are handled once per id. */
      id: string;
      from: string;
      /** The pressed button's payload, or null for typed text. */
      payload: string | null;
      text: string;
      /** The id of our message the reply answers, when the phone says so. */
      replyTo: string | null;
    }
  | { kind: 'status'; id: string; recipient: string; status: 'sent' | 'delivered' | 'read' | 'failed' | string };

export type MessagingWebhookCheck =
  | { ok: true; events: InboundEvent[] }
  | { ok: false; reason: 'unauthorized' | 'invalid' };

/** What the shop needs from a messaging platform; whatsapp-cloud.ts and sms.ts implement it. */
export interface MessagingProvider {
  readonly name: string;
  send(message: TemplateMessage): Promise<SentMessage>;
  /** The platform's subscription handshake: the challenge to echo, or null when the token is wrong. */
  verifySubscription(query: Record<string, unknown>): string | null;
  /** Checks the signature of the raw body in constant time, then the body's shape. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): MessagingWebhookCheck;
}

/** A failure to send. `permanent`: retrying will not help (an unknown number, a refused template). */
export class MessagingError extends Error {
  constructor(
    message: string,
    public readonly httpStatus?: number,
    public readonly permanent = false,
  ) {
    super(message);
    this.name = 'MessagingError';
  }
}

export type FetchFn = (url: string, init?: RequestInit) => Promise<Response>;
