import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailUnsubscribes, orders, outbox } from '../../db/schema/index.ts';
import type { Mail } from '../../lib/mailer.ts';
import { createOrder, createProduct, createUser, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { startReviewRequestsJob } from './review-requests.job.ts';

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;
const job = () => startReviewRequestsJob({ db: t.database.db, env: t.env, log: t.app.log });
const asks = async (u: TestUser): Promise<Mail[]> =>
  (
    await t.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(
        sql`${outbox.payload}->>'to' like ${`%${u.email}%`} and ${outbox.payload}->>'subject' like 'How was your order%'`,
      )
  ).map((r) => r.payload as Mail);

/** A shopper's order of one piece, delivered `daysAgo` days ago. */
async function deliveredOrder(daysAgo: number, name = 'Coral Cotton Nighty') {
  const shopper = await createUser(t.app, t.database.db);
  const p = await createProduct(t.database.db, { subcategory: 'Request Nighties', productName: name });
  const order = await createOrder(t.database.db, {
    userId: shopper.id,
    orderStatus: 'DELIVERED',
    items: [{ productId: p.id, quantity: 1, name }],
  });
  await t.database.db
    .update(orders)
    .set({ deliveredAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(orders.id, order.id));
  return { shopper, order, product: p };
}

describe('review request mail', () => {
  it('asks once per order, 3 days after delivery, listing its pieces with an unsubscribe link', async () => {
    const early = await deliveredOrder(1);
    const due = await deliveredOrder(4, 'Sage Kaftan');
    // Two instances run at once: the claim lets one mail go.
    await Promise.all([job().runOnce(), job().runOnce()]);
    await job().runOnce();
    expect(await asks(early.shopper)).toHaveLength(0);
    const mails = await asks(due.shopper);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Sage Kaftan');
    expect(mails[0]!.text).toContain(`${t.env.PUBLIC_URL}/orders`);
    expect(mails[0]!.headers?.['List-Unsubscribe']).toContain('/api/unsubscribe?token=');
    // Two days on, the first order's turn.
    await job().runOnce({ now: new Date(Date.now() + 2 * DAY) });
    expect(await asks(early.shopper)).toHaveLength(1);
  });

  it('sends none to an address that unsubscribed, nor for pieces already reviewed', async () => {
    const off = await deliveredOrder(5);
    await t.database.db
      .insert(mailUnsubscribes)
      .values({ email: off.shopper.email.toLowerCase(), topic: 'review-request' });
    const reviewed = await deliveredOrder(5);
    const [line] = await t.database.db.query.orderItems.findMany({
      where: (i, { eq: is }) => is(i.orderId, reviewed.order.id),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: reviewed.shopper.headers,
      payload: { orderItemId: line!.id, rating: 5, sizeFeedback: 'true' },
    });
    expect(res.statusCode).toBe(200);
    await job().runOnce();
    expect(await asks(off.shopper)).toHaveLength(0);
    expect(await asks(reviewed.shopper)).toHaveLength(0);
  });
});
