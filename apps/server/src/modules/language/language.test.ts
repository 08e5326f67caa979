import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox, products, users } from '../../db/schema/index.ts';
import type { Mail } from '../../lib/mailer.ts';
import {
  addToCart,
  finishOnHostedPage,
  orderIdOf,
  orderMails,
  orderRow,
  paymentBodyFor,
  startPayment,
  validate,
} from '../../test/checkout-journey.ts';
import { bearer, createOrder, createProduct, createShopper, createUser, type Shopper } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { login, person, register } from '../accounts/accounts.test-helpers.ts';
import { startReviewRequestsJob } from '../reviews/review-requests.job.ts';
import { startBackInStockJob } from '../wishlist/back-in-stock.job.ts';

const t = useTestApp();

const setLanguage = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/language', payload: payload as object, headers });
const getLanguage = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/language', headers });
const storedLanguage = async (userId: string) =>
  (await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0].language;
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the language preference', () => {
  it('remembers a visitor’s choice in the lang cookie, signed in or not', async () => {
    const res = await setLanguage({ language: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'hi' });
    expect(res.headers['set-cookie']).toBe('lang=hi; Path=/; Max-Age=31536000; SameSite=Lax');
    expect((await getLanguage({ cookie: 'theme=x; lang=hi' })).json()).toEqual({ language: 'hi' });
    expect((await getLanguage()).json()).toEqual({ language: 'en' });
    // An unknown cookie value is read as no choice.
    expect((await getLanguage({ cookie: 'lang=fr' })).json()).toEqual({ language: 'en' });
  });

  it('stores a signed-in shopper’s choice on her account, which answers when no cookie is sent', async () => {
    const shopper = await createUser(t.app, t.database.db);
    expect(await storedLanguage(shopper.id)).toBe('en');
    const res = await setLanguage({ language: 'hi' }, bearer(shopper.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toContain('lang=hi');
    expect(await storedLanguage(shopper.id)).toBe('hi');
    expect((await getLanguage(bearer(shopper.token))).json()).toEqual({ language: 'hi' });
    // The cookie of this browser wins over the account's preference.
    expect((await getLanguage({ ...bearer(shopper.token), cookie: 'lang=en' })).json()).toEqual({ language: 'en' });
  });

  it('gives a new account the language the visitor chose before registering', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...person('chose-hindi@example.com'), confirmPassword: person('x@example.com').password },
      headers: { cookie: 'lang=hi' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedLanguage(res.json().user._id)).toBe('hi');
    const plain = await register(t.app, person('no-choice@example.com'));
    expect(await storedLanguage(plain.json().user._id)).toBe('en');
  });

  it('refuses a language the shop does not have, with a message and nothing stored', async () => {
    const shopper = await createUser(t.app, t.database.db);
    for (const payload of [{ language: 'fr' }, {}, { language: 'hi', extra: 1 }, { language: ['hi'] }]) {
      const res = await setLanguage(payload, bearer(shopper.token));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await storedLanguage(shopper.id)).toBe('en');
  });
});

describe('mails in the shopper’s language', () => {
  let hindi: Shopper;
  let english: Shopper;

  beforeAll(async () => {
    hindi = await createShopper(t);
    english = await createShopper(t);
    expect((await setLanguage({ language: 'hi' }, bearer(hindi.token))).statusCode).toBe(200);
  });

  async function buyOnline(s: Shopper): Promise<number> {
    const product = await createProduct(t.database.db, {
      subcategory: 'Cotton Nighties',
      productName: 'Mustard Floral Cotton Nighty',
      size: 'L',
      designNumber: 'NG-204',
      sellingPrice: 129_900,
    });
    const cart = await addToCart(t, s, product.id);
    const paid = await startPayment(t, s, paymentBodyFor(s, cart));
    const { location } = await finishOnHostedPage(t, paid.json().paymentUrl, 'success');
    const orderId = orderIdOf(location);
    expect((await validate(t, s, orderId)).statusCode).toBe(200);
    return (await orderRow(t.database.db, orderId)).orderNumber;
  }

  it('confirms a Hindi shopper’s order in Hindi, sizes, codes and ₹ amounts as they are', async () => {
    const orderNumber = await buyOnline(hindi);
    const [row] = await orderMails(t.database.db, orderNumber, 'कन्फ़र्म');
    const mail = row.payload as Mail;
    expect(mail.subject).toBe(`आपका Nidra ऑर्डर ORD${orderNumber} कन्फ़र्म हो गया है`);
    expect(mail.text).toContain(`नमस्ते ${hindi.name},`);
    expect(mail.text).toContain('साइज़ L · डिज़ाइन NG-204');
    expect(mail.text).toContain('₹1,299');
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.text).not.toMatch(/Thank you|Total paid|Size L/);
  });

  it('keeps an English shopper’s confirmation exactly as before', async () => {
    const orderNumber = await buyOnline(english);
    const [row] = await orderMails(t.database.db, orderNumber, 'is confirmed');
    const mail = row.payload as Mail;
    expect(mail.subject).toBe(`Your Nidra order ORD${orderNumber} is confirmed`);
    expect(mail.text).toContain(`Hello ${english.name},`);
    expect(mail.text).not.toMatch(DEVANAGARI);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('sends the dispatch mail in Hindi', async () => {
    const orderNumber = await buyOnline(hindi);
    const admin = await createUser(t.app, t.database.db, 'admin');
    const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${row.id}`,
      headers: bearer(admin.token),
      payload: { trackingNumber: 'EM123456789IN', orderStatus: 'DISPATCHED' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [queued] = await orderMails(t.database.db, orderNumber, 'रास्ते में');
    const mail = queued.payload as Mail;
    expect(mail.text).toContain('ट्रैकिंग नंबर: EM123456789IN');
    expect(mail.text).not.toMatch(/dispatched by|Tracking number/);
  });

  it('mails the password reset link in Hindi to a shopper who chose Hindi', async () => {
    const email = 'hindi-reset@example.com';
    const reg = await register(t.app, person(email));
    expect(reg.statusCode).toBe(201);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, user.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(res.statusCode).toBe(200);
    // Queued with the answer: the outbox row holds the mail as composed.
    const [queued] = await t.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = ${email}`);
    const mail = queued.payload as Mail;
    expect(mail.subject).toBe('अपना Nidra पासवर्ड रीसेट करें');
    expect(mail.text).toContain('नया पासवर्ड चुनने के लिए एक घंटे के अंदर यह लिंक खोलें:');
    expect(mail.text).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}/);
  });

  it('tells a Hindi shopper in Hindi that a saved piece is back, by its Hindi name when it has one', async () => {
    const piece = await createProduct(t.database.db, {
      subcategory: 'Kaftans',
      productName: 'Indigo Rayon Kaftan',
      sellingPrice: 149_900,
      quantity: 0,
    });
    await t.database.db.update(products).set({ productNameHi: 'नील रेयॉन काफ़्तान' }).where(eq(products.id, piece.id));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/wishlist/${hindi.id}/items/${piece.id}`,
      headers: bearer(hindi.token),
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const job = startBackInStockJob({ db: t.database.db, env: t.env, log: t.app.log });
    await job.runOnce();
    await t.database.db.update(products).set({ quantity: 4 }).where(eq(products.id, piece.id));
    await job.runOnce();
    const [queued] = await t.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = ${hindi.email} and ${outbox.payload}->>'subject' like '%स्टॉक%'`);
    const mail = queued.payload as Mail;
    expect(mail.subject).toBe('Nidra पर फिर से स्टॉक में: नील रेयॉन काफ़्तान');
    expect(mail.text).toContain('नील रेयॉन काफ़्तान (₹1,499)');
    expect(mail.text).toContain('आपकी विशलिस्ट का एक पीस फिर से स्टॉक में है:');
    expect(mail.text).toContain('स्टॉक में वापसी वाले ईमेल बंद करें');
  });
  /** The mails queued to an address whose subject contains `part`, as composed. */
  const queuedTo = async (email: string, part: string) =>
    (
      await t.database.db
        .select({ payload: outbox.payload })
        .from(outbox)
        .where(sql`${outbox.payload}->>'to' = ${email} and ${outbox.payload}->>'subject' like ${`%${part}%`}`)
    ).map((r) => r.payload as Mail);

  it('tells a Hindi shopper in Hindi that the refund of her cancelled order has started', async () => {
    const orderNumber = await buyOnline(hindi);
    const admin = await createUser(t.app, t.database.db, 'admin');
    const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${row.id}/cancel`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await queuedTo(hindi.email, 'रिफ़ंड');
    expect(mail.subject).toBe(`आपके Nidra ऑर्डर ORD${orderNumber} का रिफ़ंड शुरू हो गया है`);
    expect(mail.text).toContain('क्रेडिट नोट: NCN/');
  });

  it('asks a Hindi shopper for a review in Hindi', async () => {
    const name = 'Sage Cotton Kaftan';
    const p = await createProduct(t.database.db, { subcategory: 'Kaftans', productName: name });
    const order = await createOrder(t.database.db, {
      userId: hindi.id,
      orderStatus: 'DELIVERED',
      items: [{ productId: p.id, quantity: 1, name }],
    });
    await t.database.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 4 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.id, order.id));
    await startReviewRequestsJob({ db: t.database.db, env: t.env, log: t.app.log }).runOnce();
    const [mail] = await queuedTo(hindi.email, 'कैसा लगा');
    expect(mail.subject).toBe('Nidra से आया आपका ऑर्डर कैसा लगा?');
    expect(mail.text).toContain(name);
  });

  it('mails the sign-in link of a locked email in Hindi to a shopper who chose Hindi', async () => {
    const email = 'hindi-locked@example.com';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...person(email), confirmPassword: person(email).password },
      headers: { cookie: 'lang=hi' },
    });
    for (let i = 0; i < 10; i++) await login(t.app, email, `Wrong#Pass${i}`, i < 5 ? '10.2.0.1' : '10.2.0.2');
    expect((await login(t.app, email, person(email).password, '10.2.0.3')).statusCode).toBe(429);
    const [mail] = await queuedTo(email, 'साइन-इन');
    expect(mail.subject).toBe('आपका Nidra साइन-इन लिंक');
    expect(mail.text).toMatch(/\/login\/link\/[A-Za-z0-9_-]+/);
  });
});
