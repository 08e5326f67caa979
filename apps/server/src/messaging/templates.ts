import type { MessageLanguage } from './provider.ts';

/**
 * The templates the shop sends, as submitted to Meta for approval (and to the DLT portal for SMS):
 * a body with {{n}} parameters and the quick-reply button titles, per language. The sandbox phone
 * renders them from here, as WhatsApp renders an approved template.
 */
export type TemplateDefinition = { body: string; buttons?: string[] };

export const MESSAGE_TEMPLATES: Record<string, Record<MessageLanguage, TemplateDefinition>> = {
  order_placed: { en: { body: 'Thank you for your order {{1}} of {{2}} at {{3}}. We will tell you when it ships.' } },
  order_shipped: { en: { body: 'Your order {{1}} is on its way. Track it here: {{2}}' } },
  order_out_for_delivery: { en: { body: 'Your order {{1}} is out for delivery today.' } },
  order_delivery_failed: { en: { body: 'We could not deliver your order {{1}}: {{2}}. {{3}}' } },
  order_delivered: { en: { body: 'Your order {{1}} was delivered. We hope you love it.' } },
  refund_processed: {
    en: { body: 'We have refunded {{2}} for your order {{1}}. It reaches your account in 5–7 days.' },
  },
  cod_confirm: {
    en: { body: 'Confirm your order {{2}}: {{1}}, paid in cash on delivery.', buttons: ['Confirm', 'Cancel'] },
  },
  cod_reminder: {
    en: {
      body: 'Reminder: confirm your order {{2}}: {{1}}, paid in cash on delivery, or it will be cancelled.',
      buttons: ['Confirm', 'Cancel'],
    },
  },
};

/** The text a phone shows for a template and its parameters. */
export function renderTemplate(name: string, language: MessageLanguage, params: string[]): string | null {
  const def = MESSAGE_TEMPLATES[name]?.[language];
  if (!def) return null;
  return def.body.replace(/\{\{(\d+)\}\}/g, (_m, n: string) => params[Number(n) - 1] ?? '');
}
