import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, products } from '../../db/schema/index.ts';
import type { Mail } from '../../lib/mailer.ts';
import {
  bearer,
  createOrder,
  createProduct,
  createSubcategory,
  createUser,
  type TestUser,
} from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { startRemindersJob } from './reminders.job.ts';

const t = useTestApp({ STORE_EMAIL: 'store@nidra.test' });
let taxonomy: { categoryId: string; subcategoryId: string };

beforeAll(async () => {
  taxonomy = await createSubcategory(t.database.db, 'Nightwear', 'Night Suits');
});

// The job the app runs on its timer, run here at chosen moments.
const job = () => startRemindersJob({ db: t.database.db, env: t.env, log: t.app.log });
const hoursLater = (h: number) => new Date(Date.now() + h * 3_600_000);
const run = (h: number) => job().runOnce({ now: hoursLater(h) });
const mailsTo = async (email: string, subject: string): Promise<Mail[]> =>
  (
    await t.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(sql`${outbox.payload}->>'to' = ${email}`, sql`${outbox.payload}->>'subject' like ${`%${subject}%`}`))
  ).map((r) => r.payload as Mail);
const reminders = (u: TestUser) => mailsTo(u.email, 'cart is waiting');

async function shopperWithCart(name = 'Cotton Night Suit') {
  const shopper = await createUser(t.app, t.database.db, 'customer');
  const p = await createProduct(t.database.db, { ...taxonomy, productName: name, sellingPrice: 99_900 });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/cart/${shopper.id}/add`,
    headers: bearer(shopper.token),
    payload: { productId: p.id, quantity: 2 },
  });
  expect(res.statusCode).toBe(200);
  return { shopper, product: p, cart: res.json() as { _id: string; items: { _id: string }[] } };
}

describe('abandoned-cart reminder', () => {
  it('mails once after the idle hours, listing the lines and linking to the cart', async () => {
    const { shopper } = await shopperWithCart('Lavender Night Suit');
    await run(1);
    expect(await reminders(shopper)).toHaveLength(0);
    await run(25);
    await run(30);
    await run(60);
    const mails = await reminders(shopper);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('- Lavender Night Suit × 2 · ₹1,998');
    expect(mails[0].text).toContain(`${t.env.PUBLIC_URL}/cart`);
    expect(mails[0].headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends none when the shopper bought meanwhile', async () => {
    const { shopper, product } = await shopperWithCart();
    await createOrder(t.database.db, { userId: shopper.id, items: [{ productId: product.id, quantity: 1 }] });
    await run(25);
    expect(await reminders(shopper)).toHaveLength(0);
  });

  it('sends none when the shopper emptied the cart', async () => {
    const { shopper, cart } = await shopperWithCart();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cart/${shopper.id}/item/delete`,
      headers: bearer(shopper.token),
      payload: { cartId: cart._id, itemId: cart.items[0]._id },
    });
    expect(res.statusCode).toBe(200);
    await run(25);
    expect(await reminders(shopper)).toHaveLength(0);
  });

  it('sends one when several instances run at once', async () => {
    const { shopper } = await shopperWithCart();
    await Promise.all([run(25), run(25), run(25), run(25)]);
    expect(await reminders(shopper)).toHaveLength(1);
  });

  it('sends none to a shopper who unsubscribed from cart reminders', async () => {
    const { shopper } = await shopperWithCart();
    await run(25);
    const [mail] = await reminders(shopper);
    const link = new URL(mail.headers!['List-Unsubscribe'].slice(1, -1));
    expect((await t.app.inject({ method: 'POST', url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
    const p = await createProduct(t.database.db, taxonomy);
    await t.app.inject({
      method: 'POST',
      url: `/api/cart/${shopper.id}/add`,
      headers: bearer(shopper.token),
      payload: { productId: p.id, quantity: 1 },
    });
    await run(50);
    expect(await reminders(shopper)).toHaveLength(1);
  });
});

describe('daily low-stock mail', () => {
  it('mails the store once a day from the set hour: low subcategories and pieces sold out today', async () => {
    const low = await createSubcategory(t.database.db, 'Nightwear', 'Kaftan Sets');
    const gone = await createProduct(t.database.db, { ...low, productName: 'Saffron Kaftan Set', quantity: 1 });
    await createProduct(t.database.db, { ...low, productName: 'Mint Kaftan Set', quantity: 4 });
    await t.database.db.update(products).set({ quantity: 0, updatedAt: sql`now()` }).where(eq(products.id, gone.id));
    // Created sold out (as the demo seed does) on that same day: it never sold out, so it is not reported.
    const seeded = await createProduct(t.database.db, { ...low, productName: 'Plum Kaftan Set', quantity: 0 });
    const soldOutAt = async (id: string) =>
      (await t.database.db.select({ at: products.soldOutAt }).from(products).where(eq(products.id, id)))[0].at;
    expect(await soldOutAt(gone.id)).toBeInstanceOf(Date);
    expect(await soldOutAt(seeded.id)).toBeNull();

    // 21:30 and 10:00 in India on a day well ahead, so this test's days are its own.
    const evening = new Date('2031-03-10T16:00:00Z');
    const morning = new Date('2031-03-11T04:30:00Z');
    await t.database.db
      .update(products)
      .set({ soldOutAt: new Date('2031-03-10T10:00:00Z'), updatedAt: new Date('2031-03-10T10:00:00Z') })
      .where(eq(products.id, gone.id));
    await t.database.db
      .update(products)
      .set({ updatedAt: new Date('2031-03-10T09:00:00Z') })
      .where(eq(products.id, seeded.id));
    expect((await job().runOnce({ now: morning })).lowStockMailed).toBe(false);
    const reports = await Promise.all([job().runOnce({ now: evening }), job().runOnce({ now: evening })]);
    expect(reports.filter((r) => r.lowStockMailed)).toHaveLength(1);
    expect((await job().runOnce({ now: new Date('2031-03-10T17:00:00Z') })).lowStockMailed).toBe(false);

    const [mail, ...more] = await mailsTo('store@nidra.test', 'stock report 2031-03-10');
    expect(more).toHaveLength(0);
    expect(mail.text).toContain('- Kaftan Sets: 1 in stock');
    expect(mail.text).toContain('- Saffron Kaftan Set (Free Size) · Kaftan Sets');
    expect(mail.text).not.toContain('Mint Kaftan Set');
    expect(mail.text).not.toContain('Plum Kaftan Set');
    expect(mail.headers?.['List-Unsubscribe']).toContain('/api/unsubscribe?token=');
  });

  it('keeps when a product sold out: set when its stock falls to 0, cleared when it comes back', async () => {
    const piece = await createProduct(t.database.db, { ...taxonomy, quantity: 2 });
    const read = async () =>
      (await t.database.db.select({ at: products.soldOutAt }).from(products).where(eq(products.id, piece.id)))[0].at;
    await t.database.db.update(products).set({ quantity: 1 }).where(eq(products.id, piece.id));
    expect(await read()).toBeNull();
    await t.database.db.update(products).set({ quantity: 0 }).where(eq(products.id, piece.id));
    const first = await read();
    expect(first).toBeInstanceOf(Date);
    await t.database.db.update(products).set({ productName: 'Renamed' }).where(eq(products.id, piece.id));
    expect(await read()).toEqual(first);
    await t.database.db.update(products).set({ quantity: 3 }).where(eq(products.id, piece.id));
    expect(await read()).toBeNull();
  });
});
