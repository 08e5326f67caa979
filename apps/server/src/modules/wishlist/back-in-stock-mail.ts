import { formatINR, productPath, toRupees } from '@nidra/shared';
import type { Env } from '../../config/env.ts';
import { composeMail } from '../../lib/mail-layout.ts';
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
  const pieceLines = pieces.map((p) => ({
    label: `${p.productName} (${formatINR(toRupees(p.sellingPrice))})`,
    url: `${env.PUBLIC_URL}${productPath({ subcategory: p.subcategory, productName: p.productName, _id: p.productId })}`,
  }));
  return composeMail({
    env,
    to,
    subject:
      pieces.length === 1
        ? `Back in stock at ${store}: ${pieces[0].productName}`
        : `${pieces.length} pieces on your wishlist are back in stock at ${store}`,
    blocks: [
      pieces.length === 1 ? 'A piece on your wishlist is back in stock:' : 'Pieces on your wishlist are back in stock:',
      { list: pieceLines },
      ['Stock is limited, so they may sell out again.', { label: 'Your wishlist', url: `${env.PUBLIC_URL}/wishlist` }],
    ],
    unsubscribe: {
      label: 'Stop back-in-stock mails',
      ...unsubscribeLinks(env, { email: to.email, topic: 'back-in-stock' }),
    },
  });
}
