import { beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createProduct, createUser, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// What product pages, lists and search show of a design's reviews, and how the cached pages follow.
const ORIGIN = 'https://shop.example.in';
const t = useTestApp({ PUBLIC_URL: ORIGIN, STORE_NAME: 'Nidra' });
const SUB = 'Review Kaftans';
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser(t.app, t.database.db, 'admin');
});

async function design(name: string, designNumber: string) {
  const m = await createProduct(t.database.db, { subcategory: SUB, productName: name, size: 'M', designNumber });
  const l = await createProduct(t.database.db, { subcategory: SUB, productName: name, size: 'L', designNumber });
  return { m, l };
}

/** A delivered order of `productId` by a new shopper, and that shopper's review of it. */
async function review(productId: string, fields: Record<string, unknown>) {
  const buyer = await createUser(t.app, t.database.db);
  const order = await createOrder(t.database.db, {
    userId: buyer.id,
    orderStatus: 'DELIVERED',
    items: [{ productId, quantity: 1 }],
  });
  const [line] = await t.database.db.query.orderItems.findMany({ where: (i, { eq }) => eq(i.orderId, order.id) });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: buyer.headers,
    payload: { orderItemId: line!.id, ...fields },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; status: string };
}

const productPage = (p: { id: string; productName: string }) =>
  t.app.inject({ method: 'GET', url: `/prod/${SUB.replace(' ', '-')}/${p.productName.replace(/ /g, '-')}/${p.id}` });
const structured = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));

describe('ratings on pages', () => {
  it('the product detail carries the design’s stored summary, for every size', async () => {
    const { m, l } = await design('Sunrise Kaftan', 'SK-1');
    await review(m.id, { rating: 5, sizeFeedback: 'small' });
    await review(l.id, { rating: 4, sizeFeedback: 'small' });
    await review(l.id, { rating: 2, sizeFeedback: 'true' });
    for (const p of [m, l]) {
      const detail = (await t.app.inject({ method: 'GET', url: `/api/products/Sunrise-Kaftan/${p.id}` })).json();
      expect(detail.rating).toEqual({
        average: 3.7,
        count: 3,
        stars: [0, 1, 0, 1, 1],
        fit: { small: 2, true: 1, large: 0 },
        mostSay: 'small',
      });
    }
  });

  it('list cards show the average and count, and lists sort by rating', async () => {
    const low = await design('Low Star Kaftan', 'LS-1');
    const high = await design('High Star Kaftan', 'HS-1');
    await design('Unrated Kaftan', 'UR-1');
    await review(low.m.id, { rating: 2, sizeFeedback: 'true' });
    await review(high.m.id, { rating: 5, sizeFeedback: 'true' });
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/products?subcategory=${encodeURIComponent(SUB)}&group=design&sort=rating`,
      })
    ).json() as { products: { productName: string; design: { rating?: { average: number; count: number } } }[] };
    const names = list.products.map((p) => p.productName);
    expect(names.indexOf('High Star Kaftan')).toBeLessThan(names.indexOf('Low Star Kaftan'));
    expect(names.indexOf('Low Star Kaftan')).toBeLessThan(names.indexOf('Unrated Kaftan'));
    const card = list.products.find((p) => p.productName === 'High Star Kaftan');
    expect(card?.design.rating).toEqual({ average: 5, count: 1 });
    expect(list.products.find((p) => p.productName === 'Unrated Kaftan')?.design.rating).toBeUndefined();
    const search = (
      await t.app.inject({ method: 'GET', url: '/api/search?q=kaftan&sort=rating' })
    ).json() as typeof list;
    expect(search.products[0]?.design.rating?.average).toBe(5);
  });

  it('JSON-LD gains aggregateRating and published reviews; the cached page is dropped when one is published', async () => {
    const { m } = await design('Moonbeam Kaftan', 'MK-1');
    const before = await productPage(m);
    expect(before.statusCode).toBe(200);
    expect(structured(before.body)[0]).not.toHaveProperty('aggregateRating');

    await review(m.id, { rating: 4, sizeFeedback: 'true', title: 'Lovely', body: 'Soft and airy.' });
    const held = await review(m.id, { rating: 1, sizeFeedback: 'large', body: 'see www.elsewhere.com' });
    expect(held.status).toBe('pending');
    const product = structured((await productPage(m)).body)[0];
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    expect(product.review).toHaveLength(1);
    expect(product.review[0]).toMatchObject({ name: 'Lovely', reviewBody: 'Soft and airy.' });

    // Staff approve the held one: the page shows two reviews at once.
    await t.app.inject({ method: 'POST', url: `/api/admin/reviews/${held.id}/approve`, headers: admin.headers });
    expect(structured((await productPage(m)).body)[0].aggregateRating.reviewCount).toBe(2);
  });

  it('a review with </script> or <img onerror> stays inert in the HTML and the JSON-LD', async () => {
    const { m } = await design('Starlight Kaftan', 'ST-1');
    const title = '</script><script>alert(1)</script>';
    const body = '<img src=x onerror=alert(2)> nice';
    // No link, phone number or listed word: published at once.
    const written = await review(m.id, { rating: 3, sizeFeedback: 'true', title, body });
    expect(written.status).toBe('published');
    const html = (await productPage(m)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x onerror');
    const product = structured(html)[0];
    expect(product.review[0]).toMatchObject({ name: title, reviewBody: body });
    // The API answers the text as data; the browser renders it as text (reviews-section.test.tsx).
    const page = (await t.app.inject({ method: 'GET', url: `/api/reviews/product/${m.id}` })).json();
    expect(page.reviews[0]).toMatchObject({ title, body });
  });
});
