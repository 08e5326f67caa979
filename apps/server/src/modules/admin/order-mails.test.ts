import { beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../lib/mailer.ts';
import {
  addToCart,
  confirmationMails,
  finishOnHostedPage,
  orderIdOf,
  orderMails,
  orderRow,
  paymentBodyFor,
  startPayment,
  validate,
} from '../../test/checkout-journey.ts';
import { bearer, createProduct, createShopper, createUser, type Shopper, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let admin: TestUser;
let shopper: Shopper;
let orderId: string;
let orderNumber: number;
let confirmation: Mail;

/** A shopper buys a size L nighty of design NG-204 online through the sandbox. */
beforeAll(async () => {
  admin = await createUser(t.app, t.database.db, 'admin');
  shopper = await createShopper(t);
  const product = await createProduct(t.database.db, {
    subcategory: 'Cotton Nighties',
    productName: 'Mustard Floral Cotton Nighty',
    size: 'L',
    designNumber: 'NG-204',
    images: ['/images/mustard-front.webp', '/images/mustard-back.webp'],
  });
  const cart = await addToCart(t, shopper, product.id);
  const paid = await startPayment(t, shopper, paymentBodyFor(shopper, cart));
  const { location } = await finishOnHostedPage(t, paid.json().paymentUrl, 'success');
  orderId = orderIdOf(location);
  expect((await validate(t, shopper, orderId)).statusCode).toBe(200);
  orderNumber = (await orderRow(t.database.db, orderId)).orderNumber;
  const [mail] = await confirmationMails(t.database.db, orderNumber);
  confirmation = mail.payload as Mail;
});

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
const srcs = (html: string) => [...html.matchAll(/src="([^"]+)"/g)].map((m) => m[1]);

describe('the order confirmation mail', () => {
  it("names each piece's size and design number, in the text and the HTML", () => {
    expect(confirmation.text).toMatch(/Mustard Floral Cotton Nighty \(Size L · Design NG-204\) × 1/);
    expect(confirmation.html).toContain('Size L · Design NG-204');
  });

  it("carries the shop's logo and the piece's picture at absolute addresses, and a button", () => {
    const pictures = srcs(confirmation.html ?? '');
    expect(pictures).toContain('http://localhost:3000/icons/icon-192.png');
    expect(pictures).toContain('http://localhost:3000/images/mustard-front-240.webp');
    expect(pictures.every((src) => src.startsWith('http://localhost:3000/'))).toBe(true);
    expect(confirmation.html).toMatch(/<a href="[^"]+" style="display:inline-block;background:#3f2a4a/);
  });

  it('links the GST invoice, which opens without signing in, and no forged link does', async () => {
    const link = hrefs(confirmation.html ?? '').find((h) => h.includes('/api/invoice/mail/'));
    expect(link).toBeDefined();
    expect(confirmation.text).toContain(link);
    const pdf = await t.app.inject({ method: 'GET', url: new URL(link as string).pathname });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const token = (link as string).split('/').at(-1) as string;
    const [payload] = token.split('.');
    const otherNumber = Buffer.from('NID/26-27/000002').toString('base64url');
    for (const forged of [`${otherNumber}.${token.split('.')[1]}`, `${payload}.x`, payload, 'garbage'])
      expect((await t.app.inject({ method: 'GET', url: `/api/invoice/mail/${forged}` })).statusCode).toBe(404);
  });
});

describe("the mails' pictures", () => {
  it('may be shown by a webmail page of another origin; the rest of the shop stays same-origin', async () => {
    for (const url of ['/images/mustard-front-240.webp', '/icons/icon-192.png'])
      expect((await t.app.inject({ method: 'GET', url })).headers['cross-origin-resource-policy'], url).toBe(
        'cross-origin',
      );
    for (const url of ['/api/menus', '/'])
      expect((await t.app.inject({ method: 'GET', url })).headers['cross-origin-resource-policy'], url).toBe(
        'same-origin',
      );
  });
});

describe('the delivered mail', () => {
  const setStatus = (orderStatus: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}`,
      headers: bearer(admin.token),
      payload: { trackingNumber: 'EM123456789IN', orderStatus },
    });

  it('is queued once when the order becomes DELIVERED, with the pieces, their sizes and a button to My Orders', async () => {
    expect((await setStatus('DISPATCHED')).statusCode).toBe(200);
    expect(await orderMails(t.database.db, orderNumber, 'has been delivered')).toHaveLength(0);
    expect((await setStatus('DELIVERED')).statusCode).toBe(200);
    const mails = await orderMails(t.database.db, orderNumber, 'has been delivered');
    expect(mails).toHaveLength(1);
    const mail = mails[0].payload as Mail;
    expect(mail.to).toBe(shopper.email);
    expect(mail.text).toContain('Size L · Design NG-204');
    expect(srcs(mail.html ?? '')).toContain('http://localhost:3000/images/mustard-front-240.webp');
    expect(hrefs(mail.html ?? '')).toContain('http://localhost:3000/orders');

    // Saved again as DELIVERED: no second mail.
    expect((await setStatus('DELIVERED')).statusCode).toBe(200);
    expect(await orderMails(t.database.db, orderNumber, 'has been delivered')).toHaveLength(1);
  });
});
