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
import { startBackInStockJob } from './back-in-stock.job.ts';

const t = useTestApp();
let admin: TestUser;
let taxonomy: { categoryId: string; subcategoryId: string };

beforeAll(async () => {
  admin = await createUser(t.app, t.database.db, 'admin');
  taxonomy = await createSubcategory(t.database.db, 'Nightwear', 'Kaftans');
});

// The same job the app runs on its timer; the tests call it when they want a run.
const job = () => startBackInStockJob({ db: t.database.db, env: t.env, log: t.app.log });
const run = () => job().runOnce();
const mailsTo = async (email: string): Promise<Mail[]> =>
  (
    await t.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(sql`${outbox.payload}->>'to' = ${email}`, sql`${outbox.payload}->>'subject' like 'Back in stock%'`))
  ).map((r) => r.payload as Mail);
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object | string, headers = {}) =>
  t.app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), ...headers } });
const save = (user: TestUser, productId: string) =>
  call('PUT', `/api/wishlist/${user.id}/items/${productId}`, user.token);
const restockByAdmin = (productId: string, quantity: string) => {
  const fd = new FormData();
  fd.append('quantity', quantity);
  return t.app.inject({
    method: 'PUT',
    url: `/api/products/${productId}`,
    payload: fd as never,
    headers: bearer(admin.token),
  });
};
const tokenOf = (mail: Mail) =>
  new URL(/https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail.text)![0]).searchParams.get('token')!;

describe('back-in-stock mail', () => {
  it('mails once when a saved sold-out piece is restocked by the admin, never twice', async () => {
    const shopper = await createUser(t.app, t.database.db, 'customer');
    const p = await createProduct(t.database.db, { ...taxonomy, productName: 'Indigo Kaftan', quantity: 0 });
    await save(shopper, p.id);
    await run();
    expect(await mailsTo(shopper.email)).toHaveLength(0);

    expect((await restockByAdmin(p.id, '4')).statusCode).toBe(200);
    expect(await run()).toMatchObject({ mailed: 1 });
    await run();
    const mails = await mailsTo(shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Back in stock at ${t.env.STORE_NAME}: Indigo Kaftan`);
    expect(mails[0].text).toContain(`${t.env.PUBLIC_URL}/prod/Kaftans/Indigo-Kaftan/${p.id}`);
    expect(mails[0].headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\?token=.+>$/);
    expect(mails[0].headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('notices a piece that sells out after saving and comes back with the Available button', async () => {
    const shopper = await createUser(t.app, t.database.db, 'customer');
    const p = await createProduct(t.database.db, { ...taxonomy, productName: 'Plum Kaftan', quantity: 1 });
    await save(shopper, p.id);
    await run();
    await restockByAdmin(p.id, '0'); // the Sold Out button
    await run();
    await restockByAdmin(p.id, '1'); // the Available button
    await run();
    await run();
    expect(await mailsTo(shopper.email)).toHaveLength(1);
  });

  it('notices stock returned by a cancelled order, and mails again only after a new sell-out', async () => {
    const shopper = await createUser(t.app, t.database.db, 'customer');
    const buyer = await createUser(t.app, t.database.db, 'customer');
    const p = await createProduct(t.database.db, { ...taxonomy, productName: 'Teal Kaftan', quantity: 0 });
    const order = await createOrder(t.database.db, { userId: buyer.id, items: [{ productId: p.id, quantity: 1 }] });
    await save(shopper, p.id);
    expect((await call('POST', `/api/admin/orders/${order.id}/cancel`, admin.token)).statusCode).toBe(200);
    await run();
    expect(await mailsTo(shopper.email)).toHaveLength(1);

    await t.database.db.update(products).set({ quantity: 0 }).where(eq(products.id, p.id));
    await run();
    await t.database.db.update(products).set({ quantity: 2 }).where(eq(products.id, p.id));
    await run();
    expect(await mailsTo(shopper.email)).toHaveLength(2);
  });

  it('mails once when several instances run at the same moment', async () => {
    const shoppers = await Promise.all([1, 2, 3].map(() => createUser(t.app, t.database.db, 'customer')));
    const p = await createProduct(t.database.db, { ...taxonomy, quantity: 0 });
    for (const s of shoppers) await save(s, p.id);
    await t.database.db.update(products).set({ quantity: 5 }).where(eq(products.id, p.id));
    const reports = await Promise.all([run(), run(), run(), run()]);
    expect(reports.reduce((n, r) => n + r.mailed, 0)).toBe(3);
    for (const s of shoppers) expect(await mailsTo(s.email)).toHaveLength(1);
  });

  it('unsubscribes without signing in: GET only describes, POST stops the mails', async () => {
    const shopper = await createUser(t.app, t.database.db, 'customer');
    const p = await createProduct(t.database.db, { ...taxonomy, quantity: 0 });
    await save(shopper, p.id);
    await t.database.db.update(products).set({ quantity: 1 }).where(eq(products.id, p.id));
    await run();
    const [mail] = await mailsTo(shopper.email);
    const token = encodeURIComponent(tokenOf(mail));

    const seen = await call('GET', `/api/unsubscribe?token=${token}`);
    expect(seen.json()).toEqual({ email: shopper.email, topic: 'back-in-stock', unsubscribed: false });
    expect((await call('GET', `/api/unsubscribe?token=${token}`)).json().unsubscribed).toBe(false);
    const done = await call('POST', `/api/unsubscribe?token=${token}`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: shopper.email, topic: 'back-in-stock', unsubscribed: true });

    await t.database.db.update(products).set({ quantity: 0 }).where(eq(products.id, p.id));
    await run();
    await t.database.db.update(products).set({ quantity: 1 }).where(eq(products.id, p.id));
    await run();
    expect(await mailsTo(shopper.email)).toHaveLength(1);
  });

  it('takes the one-click POST mail clients send, and refuses forged or damaged tokens', async () => {
    const shopper = await createUser(t.app, t.database.db, 'customer');
    const p = await createProduct(t.database.db, { ...taxonomy, quantity: 0 });
    await save(shopper, p.id);
    await t.database.db.update(products).set({ quantity: 1 }).where(eq(products.id, p.id));
    await run();
    const [mail] = await mailsTo(shopper.email);
    const oneClick = new URL(mail.headers!['List-Unsubscribe'].slice(1, -1));
    const res = await call('POST', `${oneClick.pathname}${oneClick.search}`, undefined, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().unsubscribed).toBe(true);

    const token = tokenOf(mail);
    const [payload, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ e: 'someone@else.test', t: 'back-in-stock' })).toString('base64url')}.${signature}`;
    for (const bad of [forged, `${payload}.${signature.slice(1)}x`, `${payload}x.${signature}`, 'not-a-token-at-all']) {
      const r = await call('POST', `/api/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ message: 'This unsubscribe link is not valid.' });
    }
    expect((await call('GET', '/api/unsubscribe')).statusCode).toBe(400);
  });
});
