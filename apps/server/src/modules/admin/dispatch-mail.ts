import { orderLabel, POSTAL_TRACKING_URL } from '@nidra/shared/orders/order.rules';
import type { Env } from '../../config/env.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mail } from '../../lib/mailer.ts';

/** The 'your order is on its way' mail: order label, tracking number and the India Post tracking page. */
export function buildDispatchMail(
  env: Pick<Env, 'PUBLIC_URL' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: { email: string; name: string },
  order: { orderNumber: number; trackingNumber: string },
): Mail {
  const label = orderLabel(order.orderNumber);
  const store = env.STORE_NAME;
  const ordersPage = `${env.PUBLIC_URL}/orders`;
  const text = [
    `Hello ${to.name},`,
    '',
    `Your ${store} order ${label} has been dispatched by India Post.`,
    `Tracking number: ${order.trackingNumber}`,
    `Track it at ${POSTAL_TRACKING_URL}`,
    '',
    `Your orders: ${ordersPage}`,
    '',
    `${store} · ${env.STORE_EMAIL}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Hello ${escapeHtml(to.name)},</p>
<p>Your ${escapeHtml(store)} order <strong>${escapeHtml(label)}</strong> has been dispatched by India Post.</p>
<p>Tracking number: <strong>${escapeHtml(order.trackingNumber)}</strong><br>
<a href="${escapeHtml(POSTAL_TRACKING_URL)}">Track your order</a></p>
<p><a href="${escapeHtml(ordersPage)}">Your orders</a></p>
<p>${escapeHtml(store)} · ${escapeHtml(env.STORE_EMAIL)}</p>
</body></html>`;
  return { to: to.email, subject: `Your ${store} order ${label} is on its way`, text, html };
}
