import type { Env } from '../../config/env.ts';
import { composeMail } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import { unsubscribeLinks } from '../../lib/unsubscribe-token.ts';
import type { ReviewRequest } from './review-requests.repository.ts';

type MailEnv = Pick<Env, 'PUBLIC_URL' | 'JWT_SECRET' | 'STORE_NAME' | 'STORE_EMAIL'>;

/** The one mail per delivered order asking for reviews: its pieces and a link to Your Orders. */
export function buildReviewRequestMail(env: MailEnv, request: ReviewRequest): Mail {
  return composeMail({
    env,
    to: { email: request.email, name: request.name },
    subject: `How was your order from ${env.STORE_NAME}?`,
    blocks: [
      `Your order #${request.orderNumber} was delivered a few days ago. How do you like it? Your review helps other shoppers choose.`,
      { list: request.lines },
      { label: 'Write a review', url: `${env.PUBLIC_URL}/orders` },
    ],
    unsubscribe: {
      label: 'Stop review requests',
      ...unsubscribeLinks(env, { email: request.email, topic: 'review-request' }),
    },
  });
}
