import { describe, expect, it } from 'vitest';
import {
  addToCart,
  finishOnHostedPage,
  orderIdOf,
  paymentBodyFor,
  startPayment,
  validate,
} from '../../test/checkout-journey.ts';
import { createProduct, createShopper } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * The checkout's SQL budget (DESIGN §12), counted statement by statement on whichever database the
 * suite runs on (PGlite, or PostgreSQL with TEST_DATABASE_URL), begin and commit included: one full
 * checkout (POST /api/payment, the hosted page's Pay, the webhook's transition, the invoice numbered
 * and its PDF stored, GET validate) runs at most 20 statements. Mail delivery (the outbox worker) is
 * not part of it. Authentication is one lookup per request: the session user and its token version.
 * Nor is the attempt table's occasional clean-up. The sandbox gateway's own statements (its payments and tokens tables) are not counted either: in
 * production PhonePe's servers carry them.
 */
const BUDGET = 20;
/** A coupon on the cart (ADR 0023) adds exactly two: the promotion locked for its use, then its uses read. */
const OFFER_STATEMENTS = 2;
const statements: string[] = [];
let counting = false;
const sqlLogger = { logQuery: (query: string) => void (counting && statements.push(query)) };
const isMailDelivery = (q: string) =>
  /^\s*(select .* from "outbox"|update "outbox")/is.test(q) ||
  /"sandbox_(payments|tokens)"/.test(q) ||
  // The attempt table's housekeeping, at most once in 10 minutes per process, not per checkout.
  /^\s*delete from "auth_attempts"/i.test(q) ||
  // On PostgreSQL the sale tells the other instances to drop their catalogue cache (ADR 0022): one
  // statement after the commit, outside the checkout's own work, shown apart like mail delivery.
  /^\s*select pg_notify\(/i.test(q);

let webhookAnswered: () => void = () => {};
const t = useTestApp(
  {},
  (app) =>
    app.addHook('onResponse', async (req) => {
      if (req.url === '/api/payment/webhook') webhookAnswered();
    }),
  { sqlLogger },
);

/** One checkout, counted: the statements of the payment start, of everything up to validate, of validate. */
async function countedCheckout(coupon?: string) {
  const s = await createShopper(t);
  const product = await createProduct(t.database.db, { sellingPrice: 89_900, quantity: 5 });
  let cart = await addToCart(t, s, product.id, 2);
  if (coupon) {
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/cart/${s.id}/coupon`,
      headers: { authorization: `Bearer ${s.token}` },
      payload: { code: coupon },
    });
    cart = applied.json();
    expect(cart.offers?.codeApplied).toBe(true);
  }
  statements.length = 0;
  counting = true;
  const paid = await startPayment(t, s, paymentBodyFor(s, cart));
  expect(paid.statusCode).toBe(200);
  const pay = statements.filter((q) => !isMailDelivery(q));
  const webhook = new Promise<void>((resolve) => {
    webhookAnswered = resolve;
  });
  const { location } = await finishOnHostedPage(t, paid.json().paymentUrl, 'success');
  await webhook;
  await t.modules.invoices.waitForInvoiceRenders();
  const before = statements.length;
  const v = await validate(t, s, orderIdOf(location));
  expect(v.json()).toMatchObject({ success: true, status: 'PAYMENT_SUCCESS' });
  counting = false;
  const validated = statements.slice(before).filter((q) => !isMailDelivery(q));
  return { all: statements.filter((q) => !isMailDelivery(q)), pay, validated };
}

describe('SQL statements of one checkout', () => {
  it(`stay within ${BUDGET}, begin and commit and the invoice included, with one auth lookup per request`, async () => {
    const { all, pay, validated } = await countedCheckout();
    // biome-ignore lint/suspicious/noConsole: the count is part of the report (CI prints it).
    console.log(
      `SQL per checkout on ${t.database.kind}: ${all.length} (budget ≤ ${BUDGET}; payment ${pay.length}, ` +
        `hosted page + webhook + invoice ${all.length - pay.length - validated.length}, validate ${validated.length})`,
    );
    expect(all.length).toBeLessThanOrEqual(BUDGET);
    // The invoice was numbered and its PDF recorded within the counted statements.
    expect(all.some((q) => /invoice_number/.test(q))).toBe(true);
    expect(all.some((q) => /"invoice_pdf_path"/.test(q))).toBe(true);
    // Authentication: the first statement of each signed-in request, and the only one reading the version.
    for (const request of [pay, validated]) {
      expect(request[0]).toMatch(/"token_version"/);
      expect(request.filter((q) => /token_version/.test(q))).toHaveLength(1);
    }
  });

  it(`stay within ${BUDGET} + ${OFFER_STATEMENTS} with a coupon that has a use limit, and the order gets its discount`, async () => {
    const admin = await createShopper(t, 'admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        name: 'Budget 10',
        code: 'BUDGET10',
        kind: 'PERCENTAGE',
        percent: 10,
        startsAt: '2020-01-01T00:00',
        usageLimit: 100,
        perShopperLimit: 1,
      },
    });
    expect(created.statusCode).toBe(201);
    const { all } = await countedCheckout('BUDGET10');
    // biome-ignore lint/suspicious/noConsole: the count is part of the report (CI prints it).
    console.log(`SQL per checkout with a coupon on ${t.database.kind}: ${all.length}`);
    expect(all.length).toBeLessThanOrEqual(BUDGET + OFFER_STATEMENTS);
    expect(all.filter((q) => /"promotions"|order_promotions/.test(q)).length).toBeGreaterThan(0);
    // The promotion ended again, so the first test's checkout stays without offers whichever runs first.
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/promotions/${created.json()._id}/end`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
  });
});
