import type { Env } from '../../config/env.ts';
import { composeMail, mailLanguage, mailTextsForLanguage } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import { unsubscribeLinks } from '../../lib/unsubscribe-token.ts';
import type { ReviewRequest } from './review-requests.repository.ts';

type MailEnv = Pick<Env, 'PUBLIC_URL' | 'JWT_SECRET' | 'STORE_NAME' | 'STORE_EMAIL'>;

/** The one mail per delivered order asking for reviews: its pieces and a link to Your Orders. */
export function buildReviewRequestMail(env: MailEnv, request: ReviewRequest): Mail {
  const to = { email: request.email, name: request.name, language: request.language };
  const lang = mailLanguage(to);
  const w = mailTextsForLanguage(lang).reviewRequest;
  return composeMail({
    env,
    to,
    lang,
    subject: w.subject(env.STORE_NAME),
    blocks: [w.intro(request.orderNumber), { list: request.lines }, { label: w.link, url: `${env.PUBLIC_URL}/orders` }],
    unsubscribe: {
      label: w.stop,
      ...unsubscribeLinks(env, { email: request.email, topic: 'review-request' }),
    },
  });
}
