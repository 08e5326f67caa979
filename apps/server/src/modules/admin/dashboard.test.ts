import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createOrder,
  createProduct,
  createSubcategory,
  createUser,
  fillCart,
  type TestUser,
} from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { kolkataDate } from './dashboard.service.ts';

const t = useTestApp();
let admin: TestUser;
let customer: TestUser;
let products: { id: string }[];

beforeAll(async () => {
  const db = t.database.db;
  admin = await createUser(t.app, db, 'admin', { loginCount: 3 });
  customer = await createUser(t.app, db, 'customer', { loginCount: 7 });
  const sleep = await createSubcategory(db, 'Nightwear', 'Nighties');
  const sets = await createSubcategory(db, 'Nightwear', 'Pyjama Sets');
  products = [
    await createProduct(db, { ...sleep, quantity: 4 }),
    await createProduct(db, { ...sleep, quantity: 0 }),
    await createProduct(db, { ...sets, quantity: 2 }),
  ];
  // Two paid orders (one today, one 3 days ago), one abandoned payment.
  await createOrder(db, { userId: customer.id, items: [{ productId: products[0].id, quantity: 2, price: 100000 }] });
  await createOrder(db, {
    userId: customer.id,
    createdAt: new Date(Date.now() - 3 * 86_400_000),
    items: [{ productId: products[2].id, quantity: 1, price: 50000 }],
  });
  await createOrder(db, {
    userId: customer.id,
    paymentStatus: 'PAYMENT_INITIATED',
    items: [{ productId: products[2].id, quantity: 1 }],
  });
  await fillCart(db, customer.id, [products[0].id, products[2].id]);
});

const get = (url: string, token = admin.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/stats', () => {
  it('counts users, paid orders, products and sold-out products', async () => {
    const res = await get('/api/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalUsers: 2, totalOrders: 2, totalProducts: 3, soldOutProducts: 1 });
  });

  it('refuses customers and anonymous callers', async () => {
    expect((await get('/api/stats', customer.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/stats' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/login-count', () => {
  it('lists users by login count with cart lines and paid orders', async () => {
    const res = await get('/api/users/login-count?page=1&limit=20');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currentPage).toBe(1);
    expect(body.totalPages).toBe(1);
    expect(body.users[0]).toEqual({
      _id: customer.id,
      role: 'customer',
      name: customer.name,
      email: customer.email,
      phoneNumber: '9876543210',
      loginCount: 7,
      cartItems: 2,
      orderCount: 2,
    });
    expect(body.users[1]).toMatchObject({ _id: admin.id, role: 'admin', cartItems: 0, orderCount: 0 });
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('pages by limit (20 by default) and reports totalPages', async () => {
    for (let i = 0; i < 21; i++) await createUser(t.app, t.database.db, 'customer');
    const first = (await get('/api/users/login-count?page=1')).json();
    expect(first.users).toHaveLength(20);
    expect(first.totalPages).toBe(2); // 23 users
    const second = (await get('/api/users/login-count?page=2&limit=20')).json();
    expect(second.users).toHaveLength(3);
    expect(second.currentPage).toBe(2);
    const ids = new Set([...first.users, ...second.users].map((u: { _id: string }) => u._id));
    expect(ids.size).toBe(23);
  });

  it('rejects a bad page number and non-admins', async () => {
    expect((await get('/api/users/login-count?page=0')).statusCode).toBe(400);
    expect((await get('/api/users/login-count', customer.token)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/sales', () => {
  it('reports paid revenue per Asia/Kolkata day, zero-filled, with top subcategories', async () => {
    const res = await get('/api/admin/sales?days=7');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.days).toHaveLength(7);
    expect(report.days[6].date).toBe(kolkataDate(Date.now()));
    const today = report.days[6];
    expect(today).toEqual({ date: kolkataDate(Date.now()), revenue: 2050, orders: 1, discount: 0 });
    expect(report.days.filter((d: { orders: number }) => d.orders === 0)).toHaveLength(5);
    expect(report.totals).toEqual({ revenue: 2050 + 550, orders: 2, averageOrderValue: 1300, discount: 0 });
    expect(report.topSubcategories).toEqual([
      { subcategory: 'Nighties', revenue: 2000, quantity: 2 },
      { subcategory: 'Pyjama Sets', revenue: 500, quantity: 1 },
    ]);
  });

  it('defaults to 30 days and rejects out-of-range values', async () => {
    expect((await get('/api/admin/sales')).json().days).toHaveLength(30);
    expect((await get('/api/admin/sales?days=0')).statusCode).toBe(400);
    expect((await get('/api/admin/sales', customer.token)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/carts', () => {
  it('lists carts that hold items with their owner', async () => {
    const other = await createUser(t.app, t.database.db, 'customer');
    await fillCart(t.database.db, other.id, []); // an empty cart is not listed
    const res = await get('/api/admin/carts');
    expect(res.statusCode).toBe(200);
    const carts = res.json();
    expect(carts).toHaveLength(1);
    expect(carts[0].user).toEqual({
      _id: customer.id,
      name: customer.name,
      email: customer.email,
      phoneNumber: '9876543210',
    });
    expect(carts[0].items.map((i: { product: { _id: string } }) => i.product._id).sort()).toEqual(
      [products[0].id, products[2].id].sort(),
    );
    expect(carts[0].items[0].product).not.toHaveProperty('actualPrice');
  });

  it('refuses customers', async () => {
    expect((await get('/api/admin/carts', customer.token)).statusCode).toBe(403);
  });
});

describe('cancelled orders', () => {
  it('count in neither the cards, the revenue nor the order counts', async () => {
    const sales = async () => (await get('/api/admin/sales?days=7')).json();
    const totalOrders = async () => (await get('/api/stats')).json().totalOrders;
    const [ordersBefore, salesBefore] = [await totalOrders(), await sales()];
    const order = await createOrder(t.database.db, {
      userId: customer.id,
      items: [{ productId: products[0].id, quantity: 1, price: 70000 }],
    });
    // Paid, it is a sale: one more order, ₹700 + ₹50 shipping more today.
    expect(await totalOrders()).toBe(ordersBefore + 1);
    expect((await sales()).totals).toMatchObject({ orders: 3, revenue: salesBefore.totals.revenue + 750 });

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cancel`,
      headers: bearer(admin.token),
    });
    expect(cancel.statusCode).toBe(200);
    expect(await totalOrders()).toBe(ordersBefore);
    const after = await sales();
    expect(after.totals).toEqual(salesBefore.totals);
    expect(after.days).toEqual(salesBefore.days);
    expect(after.topSubcategories).toEqual(salesBefore.topSubcategories);
  });
});
