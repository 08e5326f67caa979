import { orderLabel } from '@nidra/shared/orders/order.rules';
import type { Env } from '../../config/env.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mail } from '../../lib/mailer.ts';

export type ReplacementStep =
  | { step: 'requested' }
  | { step: 'approved'; note: string; replacementOrderNumber: number }
  | { step: 'rejected'; reason: string }
  | { step: 'shipped'; replacementOrderNumber: number; trackingNumber: string };

function lines(store: string, label: string, s: ReplacementStep): { subject: string; body: string[] } {
  switch (s.step) {
    case 'requested':
      return {
        subject: `We received your replacement request for ${label}`,
        body: [
          `We received your replacement request for order ${label} with its unboxing video.`,
          'We will look at it within 3 days and write to you.',
        ],
      };
    case 'approved':
      return {
        subject: `Your replacement for ${label} is approved`,
        body: [
          `Your replacement request for order ${label} is approved.`,
          `The replacement goes out as order ${orderLabel(s.replacementOrderNumber)}, at no cost to you.`,
          ...(s.note ? [`Note from ${store}: ${s.note}`] : []),
        ],
      };
    case 'rejected':
      return {
        subject: `About your replacement request for ${label}`,
        body: [`We are sorry: we cannot replace order ${label}.`, `Reason: ${s.reason}`],
      };
    case 'shipped':
      return {
        subject: `Your replacement for ${label} is on its way`,
        body: [
          `Your replacement order ${orderLabel(s.replacementOrderNumber)} has been dispatched by India Post.`,
          ...(s.trackingNumber ? [`Tracking number: ${s.trackingNumber}`] : []),
        ],
      };
  }
}

/** The shopper's mail at each step of a replacement request (requested, approved, rejected, shipped). */
export function buildReplacementMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: { email: string; name: string },
  orderNumber: number,
  step: ReplacementStep,
): Mail {
  const store = env.STORE_NAME;
  const { subject, body } = lines(store, orderLabel(orderNumber), step);
  const ordersPage = `${env.PUBLIC_URL}/orders`;
  const text = [
    `Hello ${to.name},`,
    '',
    ...body,
    '',
    `Your orders: ${ordersPage}`,
    '',
    `${store} · ${env.STORE_EMAIL}`,
  ];
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Hello ${escapeHtml(to.name)},</p>
${body.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(ordersPage)}">Your orders</a></p>
<p>${escapeHtml(store)} · ${escapeHtml(env.STORE_EMAIL)}</p>
</body></html>`;
  return { to: to.email, subject: `${store}: ${subject}`, text: text.join('\n'), html };
}
