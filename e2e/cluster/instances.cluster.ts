import { productPath } from '@nidra/shared/catalogue/product.rules';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Peer, startS3Peer } from '../../apps/server/src/test/s3-peer.ts';
import { call, msUntil, newShopper, type Session, signIn } from './support/client.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type Cluster, type Instance, startCluster } from './support/cluster.ts';
import {
  addProductWithPicture,
  fetchFromEach,
  type NewProduct,
  recordedMp4,
  uploadAlternating,
} from './support/media.ts';
import { addAddress, purchase, startPayment } from './support/purchase.ts';

type Product = { _id: string; productName: string; subcategory: string; sellingPrice: number; quantity: number };

const PAYMENT_LIMIT = 4;
const SEEDED = 12;
let peer: S3Peer;
let cluster: Cluster;
let a: Instance;
let b: Instance;
let admin: Session;
let catalogue: Product[];
let added: NewProduct;

const product = async (base: string, id: string) => (await call<Product>(base, `/api/products/x/${id}`)).data;
const page = async (base: string, p: Product) => (await call<string>(base, productPath(p))).data;
const edit = async (base: string, id: string, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await call(base, `/api/products/${id}`, { method: 'PUT', token: admin.token, body: form });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
};
type OrderSeen = { _id: string; invoicePdfPath: string | null; products: { _id: string }[] };
const orderOf = async (base: string, s: Session, id: string) =>
  (await call<OrderSeen[]>(base, `/api/orders/${s.user._id}`, { token: s.token })).data.find((o) => o._id === id);
const figures: string[] = [];

beforeAll(async () => {
  // One bucket for both instances, as two machines share one object store; each keeps its own DATA_DIR.
  peer = await startS3Peer();
  cluster = await startCluster({
    env: { ...peer.env, PAYMENT_LIMIT_PER_USER: String(PAYMENT_LIMIT), SEED_PRODUCT_COUNT: String(SEEDED) },
  });
  [a, b] = cluster.instances;
  admin = await signIn(cluster.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  catalogue = (await call<Product[]>(a.url, '/api/products/new-arrivals')).data;
});

afterAll(async () => {
  console.log(`cluster staleness (other instance):\n  ${figures.join('\n  ')}`);
  await cluster?.close();
  await peer?.close();
});

describe('two instances on one PostgreSQL and one bucket behind a balancer', () => {
  it('started together on an empty database, migrated and seeded it once', async () => {
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    const { rows } = await db.query(
      `select (select count(*)::int from users) as users, (select count(*)::int from products) as products,
              (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
    );
    await db.end();
    expect(rows[0]).toMatchObject({ users: 1, products: SEEDED });
    expect(rows[0].migrations).toBeGreaterThan(10);
  });

  it('serves a picture uploaded through A from both instances, same bytes and long-lived cache headers', async () => {
    added = await addProductWithPicture(a.url, admin);
    expect(added.displayImage).toMatch(/^\/images\/[a-f0-9]{24}\.webp$/);
    for (const picture of [added.displayImage, added.displayImage.replace('.webp', '-240.webp')]) {
      const [fromA, fromB] = await fetchFromEach([a.url, b.url], picture);
      for (const res of [fromA, fromB]) {
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      }
      expect(fromB.bytes.subarray(8, 12).toString()).toBe('WEBP');
      expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    }
  });

  it('shows a price changed on A on B within 1 s, API and page', async () => {
    const p = catalogue[0];
    const before = await product(b.url, p._id);
    expect(await page(b.url, p)).toContain(`"sellingPrice":${before.sellingPrice}`);
    const price = before.sellingPrice + 7;
    await edit(a.url, p._id, { MRP: String(price + 400), sellingPrice: String(price) });
    const api = await msUntil(async () => (await product(b.url, p._id)).sellingPrice === price, 'price on B', 1000);
    const html = await msUntil(async () => (await page(b.url, p)).includes(`"sellingPrice":${price}`), 'page', 1000);
    figures.push(`price change: API ${api} ms, page +${html} ms after`);
  });

  it('shows a size sold out by a sale on one instance as sold out on the other within 1 s', async () => {
    const p = catalogue[1];
    await edit(a.url, p._id, { quantity: '1' });
    const shopper = await newShopper(a.url);
    const addressId = await addAddress(a.url, shopper);
    expect(await page(b.url, { ...p })).not.toContain(`"quantity":0`);
    const seen = cluster.balancer.served.length;
    const bought = await purchase(
      { cart: a.url, pay: a.url, hostedPage: a.url, pressPay: a.url, validate: a.url },
      shopper,
      addressId,
      p._id,
    );
    expect(bought.validated.data).toMatchObject({ success: true, status: 'PAYMENT_SUCCESS' });
    // The sale ran where the sandbox's webhook (sent through the balancer) or validate (on A) landed
    // first: A, unless the webhook reached B first. The other instance is the one to watch.
    const webhook = cluster.balancer.served.slice(seen).find((r) => r.path === '/api/payment/webhook');
    const other = webhook?.upstream === 'B' ? a : b;
    const api = await msUntil(async () => (await product(other.url, p._id)).quantity === 0, 'sold out', 1000);
    const html = await msUntil(async () => (await page(other.url, p)).includes(`"quantity":0`), 'page', 1000);
    figures.push(`sell-out: API ${api} ms, page +${html} ms after (watched on ${other.name})`);
  });

  it('completes a purchase whose every step lands on the other instance, invoice included', async () => {
    const shopper = await newShopper(b.url);
    const addressId = await addAddress(a.url, shopper);
    const bought = await purchase(
      { cart: b.url, pay: a.url, hostedPage: b.url, pressPay: a.url, validate: b.url },
      shopper,
      addressId,
      catalogue[2]._id,
    );
    expect(bought.validated.status).toBe(200);
    expect(bought.validated.data).toMatchObject({ success: true, status: 'PAYMENT_SUCCESS' });
    expect(await orderOf(a.url, shopper, bought.orderId)).toBeTruthy();
    // The PDF renders in the background on the instance that made the sale.
    let path = '';
    const numbered = async () => {
      path = (await orderOf(b.url, shopper, bought.orderId))?.invoicePdfPath ?? '';
      return path !== '';
    };
    await msUntil(numbered, 'invoice numbered', 20_000);
    // Rendered and stored by the instance that made the sale, downloaded from each one.
    const [fromA, fromB] = await fetchFromEach([a.url, b.url], `/api/invoice/download/${shopper.user._id}/${path}`, {
      authorization: `Bearer ${shopper.token}`,
    });
    for (const res of [fromA, fromB]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
  });

  it('takes a replacement video whose chunks alternate between the instances, and plays it from both', async () => {
    const shopper = await newShopper(a.url);
    const addressId = await addAddress(b.url, shopper);
    const bought = await purchase(
      { cart: a.url, pay: b.url, hostedPage: a.url, pressPay: b.url, validate: a.url },
      shopper,
      addressId,
      added._id,
    );
    expect(bought.validated.data).toMatchObject({ success: true, status: 'PAYMENT_SUCCESS' });
    const delivered = await call(b.url, `/api/admin/orders/${bought.orderId}`, {
      method: 'PUT',
      token: admin.token,
      body: { orderStatus: 'DELIVERED', trackingNumber: 'EE112233445IN' },
    });
    expect(delivered.status, JSON.stringify(delivered.data)).toBe(200);

    const video = recordedMp4();
    const upload = await uploadAlternating([a.url, b.url], shopper, bought.orderId, video, 300);
    expect(upload.landed).toEqual([1, 0, 1, 0]);
    const line = (await orderOf(b.url, shopper, bought.orderId))?.products[0];
    const made = await call<{ _id: string }>(a.url, '/api/replacements', {
      token: shopper.token,
      body: {
        orderId: bought.orderId,
        reason: 'DAMAGED',
        note: 'The seam came open.',
        videoId: upload.id,
        items: [{ orderItemId: line?._id, quantity: 1, wantedProductId: added._id }],
      },
    });
    expect(made.status, JSON.stringify(made.data)).toBe(201);
    const link = await call<{ url: string }>(b.url, `/api/replacements/${made.data._id}/video-link`, {
      token: shopper.token,
    });
    expect(link.status).toBe(200);
    for (const res of await fetchFromEach([a.url, b.url], link.data.url)) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(res.bytes.equals(video)).toBe(true);
    }
    for (const res of await fetchFromEach([a.url, b.url], link.data.url, { range: 'bytes=4-11' })) {
      expect(res.status).toBe(206);
      expect(res.bytes.toString()).toBe('ftypisom');
    }
  });

  it('counts the payment limit once: starts spread over both instances, the next refused on either', async () => {
    const shopper = await newShopper(a.url);
    const addressId = await addAddress(b.url, shopper);
    for (let n = 0; n < PAYMENT_LIMIT; n++) {
      const started = await startPayment(a.url, n % 2 ? a.url : b.url, shopper, addressId, catalogue[3]._id);
      expect(started.status, JSON.stringify(started.data)).toBe(200);
    }
    for (const i of [a, b]) {
      const refused = await startPayment(a.url, i.url, shopper, addressId, catalogue[3]._id);
      expect(refused.status).toBe(429);
    }
  });

  it('stops B on SIGTERM under load with no failed request, and B exits 0', async () => {
    const paths = catalogue.slice(0, 6).map((p) => productPath(p));
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const loop = async (n: number) => {
      for (let i = n; running; i++) {
        const res = await fetch(`${cluster.url}${paths[i % paths.length]}`).catch((err: Error) => err);
        if (res instanceof Error) failures.push(res.message);
        else {
          await res.arrayBuffer();
          if (res.status !== 200) failures.push(`HTTP ${res.status}`);
          answered++;
        }
      }
    };
    const clients = Array.from({ length: 20 }, (_, n) => loop(n));
    await msUntil(async () => answered >= 40, 'load under way', 30_000);
    const beforeStop = answered;
    b.child.kill('SIGTERM');
    const code = await b.exited;
    const atExit = answered;
    await msUntil(async () => answered >= atExit + 40, 'load after B stopped', 30_000);
    running = false;
    await Promise.all(clients);
    expect(failures).toEqual([]);
    expect(code).toBe(0);
    figures.push(`SIGTERM: ${answered} page requests, ${atExit - beforeStop} while B drained, none failed`);
  });
});
