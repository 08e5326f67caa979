import { financialYear } from '@nidra/shared';
import type { Order } from '@nidra/shared/orders/order.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createProduct, createUser, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let paid: Order;
beforeAll(async () => {
  [alice, bob, admin] = await Promise.all([
    createUser(t.app, t.database.db),
    createUser(t.app, t.database.db),
    createUser(t.app, t.database.db, 'admin'),
  ]);
  const product = await createProduct(t.database.db, { description: 'Soft cotton', size: 'XL' });
  await createOrder(t.database.db, {
    userId: alice.id,
    paymentStatus: 'PAYMENT_INITIATED',
    transactionId: null,
    items: [{ productId: product.id, quantity: 1, price: 79_900 }],
  });
  const order = await createOrder(t.database.db, {
    userId: alice.id,
    items: [{ productId: product.id, quantity: 2, price: 124_950, name: 'Night suit as sold' }],
  });
  await t.modules.invoices.issueInvoice(order.id, { awaitPdf: true });
  [paid] = await t.modules.orders.loadOrders({ orderIds: [order.id] });
});

const get = (url: string, user: TestUser | null) => t.app.inject({ method: 'GET', url, headers: user?.headers });

describe('GET /api/orders/{userId}', () => {
  it('lists the user’s orders newest first, whatever their payment status', async () => {
    const res = await get(`/api/orders/${alice.id}`, alice);
    expect(res.statusCode).toBe(200);
    const list = res.json<Order[]>();
    expect(list.map((o) => o.status)).toEqual(['PAYMENT_SUCCESS', 'PAYMENT_INITIATED']);
    expect(list[0]).toMatchObject({
      _id: paid._id,
      amount: 2549,
      shippingFee: 50,
      orderStatus: 'PENDING',
      invoiceNumber: `NID/${financialYear(new Date())}/000001`,
      paymentResponse: { merchantTransactionId: paid._id },
    });
    expect(list[0].products).toEqual([
      {
        _id: expect.any(String),
        quantity: 2,
        product: expect.objectContaining({
          productName: 'Night suit as sold',
          sellingPrice: 1249.5,
          description: 'Soft cotton',
          size: 'XL',
        }),
      },
    ]);
    expect(list[1].paymentResponse).toBeNull();
    expect((await get(`/api/orders/${bob.id}`, bob)).json()).toEqual([]);
  });

  it('is the owner’s or an admin’s: 401 anonymous, 403 another customer', async () => {
    expect((await get(`/api/orders/${alice.id}`, null)).statusCode).toBe(401);
    expect((await get(`/api/orders/${alice.id}`, bob)).statusCode).toBe(403);
    expect((await get(`/api/orders/${alice.id}`, admin)).json()).toHaveLength(2);
  });
});

describe('GET /api/invoice/download/{userId}/{invoicePdfPath}', () => {
  const url = (userId: string, name: string) => `/api/invoice/download/${userId}/${name}`;
  const download = `${paidInvoiceName()}.pdf`;
  function paidInvoiceName() {
    return `NID-${financialYear(new Date())}-000001`;
  }

  it('sends the PDF as an attachment named after the invoice number to the owner and an admin', async () => {
    for (const user of [alice, admin]) {
      const res = await get(url(alice.id, paid.invoicePdfPath!), user);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${download}"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('refuses another customer (403 on the owner’s path, 404 on their own) and anonymous callers', async () => {
    expect((await get(url(alice.id, paid.invoicePdfPath!), bob)).statusCode).toBe(403);
    expect((await get(url(bob.id, paid.invoicePdfPath!), bob)).statusCode).toBe(404);
    expect((await get(url(alice.id, paid.invoicePdfPath!), null)).statusCode).toBe(401);
  });

  it.each([
    '..%2F..%2Fetc%2Fpasswd',
    '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    'invoices%2Fa.pdf',
    '..pdf',
    '.hidden.pdf',
    'a%5C..%5Cb.pdf',
    'passwd',
    '%2Fetc%2Fpasswd',
  ])('refuses the name %s with 4xx', async (name) => {
    const res = await get(url(alice.id, name), alice);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).not.toBe('application/pdf');
  });
});

describe('GET /api/invoice/download/{invoiceNumber}', () => {
  const number = () => paid.invoiceNumber!;

  it('lets an admin download by the URL-encoded number, or with dashes', async () => {
    for (const id of [encodeURIComponent(number()), number().replace(/\//g, '-')]) {
      const res = await get(`/api/invoice/download/${id}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('renders on demand an invoice whose PDF is not written yet, and stores it', async () => {
    const product = await createProduct(t.database.db);
    const order = await createOrder(t.database.db, {
      userId: alice.id,
      items: [{ productId: product.id, quantity: 1, price: 79_900 }],
    });
    // Numbered, its PDF still rendering in the background: the download waits for it instead of a 404.
    await t.modules.invoices.issueInvoice(order.id);
    const [numbered] = await t.modules.orders.loadOrders({ orderIds: [order.id] });
    const res = await get(`/api/invoice/download/${encodeURIComponent(numbered.invoiceNumber!)}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${numbered.invoiceNumber!.replace(/\//g, '-')}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await t.modules.invoices.waitForInvoiceRenders();
    const [stored] = await t.modules.orders.loadOrders({ orderIds: [order.id] });
    expect(stored.invoicePdfPath).toMatch(/^ORD\d+-[0-9a-f]{16}\.pdf$/);
    expect((await get(`/api/invoice/download/${alice.id}/${stored.invoicePdfPath}`, alice)).rawPayload).toEqual(
      res.rawPayload,
    );
  });

  it('is for admins only and answers 404 for an unknown number', async () => {
    expect((await get(`/api/invoice/download/${encodeURIComponent(number())}`, alice)).statusCode).toBe(403);
    expect((await get(`/api/invoice/download/${encodeURIComponent(number())}`, null)).statusCode).toBe(401);
    expect((await get('/api/invoice/download/NID%2F26-27%2F999999', admin)).statusCode).toBe(404);
    expect((await get('/api/invoice/download/..%2F..%2Fetc%2Fpasswd', admin)).statusCode).toBe(400);
  });
});
