/** COD orders a shopper may leave unconfirmed (or see returned to origin) before COD is refused to them. */
export const MAX_FAILED_COD_ORDERS = 2;

/** Whether a shopper is offered prepaid payment only, from their count of unconfirmed or returned COD orders. */
export function isPrepaidOnly(failedCodOrders: number): boolean {
  return failedCodOrders >= MAX_FAILED_COD_ORDERS;
}

/** The quick-reply payloads of a COD confirmation: our own ids, carried back by the reply webhook. */
export const codReplyPayload = (answer: 'CONFIRM' | 'CANCEL', orderId: string) => `COD_${answer}:${orderId}`;

export function parseCodReply(payload: string | null): { answer: 'CONFIRM' | 'CANCEL'; orderId: string } | null {
  const m = /^COD_(CONFIRM|CANCEL):([0-9a-f-]{36})$/i.exec(payload ?? '');
  return m ? { answer: m[1].toUpperCase() as 'CONFIRM' | 'CANCEL', orderId: m[2].toLowerCase() } : null;
}

/** A typed STOP (any case, alone) withdraws the consent, as WhatsApp's opt-out convention asks. */
export const isStopReply = (text: string) => /^\s*(stop|unsubscribe)\s*$/i.test(text);

/** An Indian mobile as WhatsApp addresses it: 91 and ten digits. */
export function toWhatsappNumber(mobile: string): string | null {
  const digits = mobile.replace(/\D/g, '');
  if (/^[6-9]\d{9}$/.test(digits)) return `91${digits}`;
  if (/^91[6-9]\d{9}$/.test(digits)) return digits;
  if (/^0[6-9]\d{9}$/.test(digits)) return `91${digits.slice(1)}`;
  return null;
}
