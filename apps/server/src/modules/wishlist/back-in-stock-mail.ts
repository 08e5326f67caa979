import { productPath, toRupees } from '@nidra/shared';
import { productTextIn } from '@nidra/shared/catalogue/product-text.rules';
import { formatMoney } from '@nidra/shared/money/locale-format.rules';
import type { Env } from '../../config/env.ts';
import { composeMail, type MailTo, mailLanguage, mailTextsForLanguage } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import { unsubscribeLinks } from '../../lib/unsubscribe-token.ts';
import type { ReturnedPiece } from './back-in-stock.repository.ts';

/** One mail per shopper naming every saved piece that came back, with a link to each and an unsubscribe link. */
export function buildBackInStockMail(
  env: Pick<Env, 'PUBLIC_URL' | 'JWT_SECRET' | 'STORE_NAME' | 'STORE_EMAIL'>,
  to: MailTo,
  pieces: ReturnedPiece[],
): Mail {
  const store = env.STORE_NAME;
  const lang = mailLanguage(to);
  const w = mailTextsForLanguage(lang).backInStock;
  const nameOf = (p: ReturnedPiece) =>
    productTextIn({ productName: p.productName, productNameHi: p.productNameHi, fabric: '', description: '' }, lang)
      .productName;
  const pieceLines = pieces.map((p) => ({
    label: `${nameOf(p)} (${formatMoney(toRupees(p.sellingPrice), lang)})`,
    url: `${env.PUBLIC_URL}${productPath({ subcategory: p.subcategory, productName: p.productName, _id: p.productId })}`,
  }));
  return composeMail({
    env,
    lang,
    to,
    subject: pieces.length === 1 ? w.subjectOne(store, nameOf(pieces[0])) : w.subjectMany(store, pieces.length),
    blocks: [
      pieces.length === 1 ? w.introOne : w.introMany,
      { list: pieceLines },
      [w.limited, { label: w.yourWishlist, url: `${env.PUBLIC_URL}/wishlist` }],
    ],
    unsubscribe: {
      label: w.stop,
      ...unsubscribeLinks(env, { email: to.email, topic: 'back-in-stock' }),
    },
  });
}
