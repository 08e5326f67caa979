import { formatINR, productPath, toRupees } from '@nidra/shared';
import type { Env } from '../../config/env.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mail } from '../../lib/mailer.ts';
import { unsubscribeLinks } from '../../lib/unsubscribe-token.ts';
import type { ReturnedPiece } from './back-in-stock.repository.ts';

/** One mail per shopper naming every saved piece that came back, with a link to each and an unsubscribe link. */
export function buildBackInStockMail(
  env: Pick<Env, 'PUBLIC_URL' | 'JWT_SECRET' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: { email: string; name: string },
  pieces: ReturnedPiece[],
): Mail {
  const store = env.STORE_NAME;
  const unsubscribe = unsubscribeLinks(env, { email: to.email, topic: 'back-in-stock' });
  const lines = pieces.map((p) => ({
    name: p.productName,
    price: formatINR(toRupees(p.sellingPrice)),
    url: `${env.PUBLIC_URL}${productPath({ subcategory: p.subcategory, productName: p.productName, _id: p.productId })}`,
  }));
  const intro =
    pieces.length === 1 ? 'A piece on your wishlist is back in stock:' : 'Pieces on your wishlist are back in stock:';
  const text = [
    `Hello ${to.name},`,
    '',
    intro,
    ...lines.map((l) => `- ${l.name} (${l.price}): ${l.url}`),
    '',
    'Stock is limited, so they may sell out again.',
    `Your wishlist: ${env.PUBLIC_URL}/wishlist`,
    '',
    `${store} · ${env.STORE_EMAIL}`,
    `Stop back-in-stock mails: ${unsubscribe.page}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Hello ${escapeHtml(to.name)},</p>
<p>${escapeHtml(intro)}</p>
<ul>${lines.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.name)}</a> · ${escapeHtml(l.price)}</li>`).join('')}</ul>
<p>Stock is limited, so they may sell out again. <a href="${escapeHtml(`${env.PUBLIC_URL}/wishlist`)}">Your wishlist</a></p>
<p>${escapeHtml(store)} · ${escapeHtml(env.STORE_EMAIL)}</p>
<p style="font-size:12px;color:#666"><a href="${escapeHtml(unsubscribe.page)}">Stop back-in-stock mails</a></p>
</body></html>`;
  const subject =
    pieces.length === 1
      ? `Back in stock at ${store}: ${pieces[0].productName}`
      : `${pieces.length} pieces on your wishlist are back in stock at ${store}`;
  return { to: to.email, subject, text, html, headers: unsubscribe.headers };
}
