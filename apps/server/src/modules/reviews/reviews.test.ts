import { beforeAll, describe, expect, it } from 'vitest';
import {
  createOrder,
  createProduct,
  createSubcategory,
  createUser,
  pngImage,
  type TestUser,
} from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ REVIEW_BLOCKED_WORDS: 'scam, fake product' });
let taxonomy: { categoryId: string; subcategoryId: string };
let admin: TestUser;

beforeAll(async () => {
  taxonomy = await createSubcategory(t.database.db, 'Nightwear', 'Review Nighties');
  admin = await createUser(t.app, t.database.db, 'admin');
});

let designs = 0;
/** A design in sizes M and L (one product each, ADR 0005). */
async function twoSizeDesign() {
  const designNumber = `RV-${++designs}-${Date.now()}`;
  const m = await createProduct(t.database.db, {
    ...taxonomy,
    productName: 'Moonlight Nighty',
    size: 'M',
    designNumber,
  });
  const l = await createProduct(t.database.db, {
    ...taxonomy,
    productName: 'Moonlight Nighty',
    size: 'L',
    designNumber,
  });
  return { m, l };
}

/** An order of `productId` by `user` in `status`; returns its line id. */
async function boughtLine(user: TestUser, productId: string, orderStatus = 'DELIVERED') {
  const order = await createOrder(t.database.db, { userId: user.id, orderStatus, items: [{ productId, quantity: 1 }] });
  const lines = await t.database.db.query.orderItems.findMany({ where: (i, { eq }) => eq(i.orderId, order.id) });
  return lines[0]!.id;
}

const write = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', headers: user.headers, payload });
const list = (productId: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/reviews/product/${productId}${query}` });
const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, payload });

function multipartReview(fields: Record<string, string>, photos: Buffer[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const p of photos) form.append('photos', new Blob([new Uint8Array(p)], { type: 'image/png' }), 'photo.png');
  return form;
}
async function injectForm(user: TestUser, form: FormData) {
  const req = new Request('http://x/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: { ...user.headers, 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

describe('writing a review', () => {
  it('is for verified buyers only: a delivered line of their own order', async () => {
    const { m } = await twoSizeDesign();
    const buyer = await createUser(t.app, t.database.db);
    const stranger = await createUser(t.app, t.database.db);
    const shipped = await boughtLine(buyer, m.id, 'SHIPPED');
    const delivered = await boughtLine(buyer, m.id);
    const review = { rating: 4, sizeFeedback: 'true', body: 'Soft cotton, lovely print.' };

    const notYet = await write(buyer, { ...review, orderItemId: shipped });
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json()).toEqual({ message: 'You can review a piece once its order is delivered.' });
    expect((await write(stranger, { ...review, orderItemId: delivered })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/reviews', payload: { ...review, orderItemId: delivered } }))
        .statusCode,
    ).toBe(401);
    expect((await write(buyer, { ...review, orderItemId: delivered, rating: 6 })).statusCode).toBe(400);
    expect((await write(buyer, { ...review, orderItemId: delivered, sizeFeedback: 'huge' })).statusCode).toBe(400);
    expect((await write(buyer, { ...review, orderItemId: delivered, title: 'x'.repeat(81) })).statusCode).toBe(400);

    const ok = await write(buyer, { ...review, orderItemId: delivered });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'published', rating: 4, size: 'M', sizeFeedback: 'true' });
    const page = (await list(m.id)).json();
    expect(page.summary).toEqual({
      average: 4,
      count: 1,
      stars: [0, 0, 0, 1, 0],
      fit: { small: 0, true: 1, large: 0 },
      mostSay: 'true',
    });
    expect(page.reviews[0]).toMatchObject({ body: 'Soft cotton, lovely print.', size: 'M' });
    expect(page.reviews[0].author).toMatch(/^customer [a-f0-9]+$|^\S+ \S\.$/);
  });

  it('keeps one review per design and shopper: a second size bought edits the same review', async () => {
    const { m, l } = await twoSizeDesign();
    const buyer = await createUser(t.app, t.database.db);
    const first = await write(buyer, { orderItemId: await boughtLine(buyer, m.id), rating: 2, sizeFeedback: 'small' });
    const second = await write(buyer, { orderItemId: await boughtLine(buyer, l.id), rating: 5, sizeFeedback: 'true' });
    expect(second.json().id).toBe(first.json().id);
    expect(second.json()).toMatchObject({ rating: 5, size: 'L' });
    // Both sizes show the one design's reviews and summary.
    for (const p of [m, l]) {
      const page = (await list(p.id)).json();
      expect(page.reviews).toHaveLength(1);
      expect(page.summary).toMatchObject({ average: 5, count: 1, stars: [0, 0, 0, 0, 1] });
    }
    const mine = (await t.app.inject({ method: 'GET', url: '/api/reviews/mine', headers: buyer.headers })).json();
    expect(mine).toHaveLength(1);
  });
});

describe('moderation', () => {
  it('holds links, phone numbers, listed words and photos for staff; staff approve, reject and reply', async () => {
    const { m } = await twoSizeDesign();
    const held: Array<[string, Record<string, string>]> = [
      ['link', { body: 'Cheaper at www.example.com' }],
      ['phone', { body: 'Call me on 98765 43210' }],
      ['word', { title: 'Total SCAM' }],
      ['word', { body: 'this is a fake product honestly' }],
    ];
    for (const [why, text] of held) {
      const buyer = await createUser(t.app, t.database.db);
      const res = await write(buyer, {
        orderItemId: await boughtLine(buyer, m.id),
        rating: 1,
        sizeFeedback: 'large',
        ...text,
      });
      expect(res.json(), why).toMatchObject({ status: 'pending' });
    }
    const photographer = await createUser(t.app, t.database.db);
    const withPhoto = await injectForm(
      photographer,
      multipartReview(
        { orderItemId: await boughtLine(photographer, m.id), rating: '5', sizeFeedback: 'small', body: 'Runs small!' },
        [await pngImage(80, 100)],
      ),
    );
    expect(withPhoto.statusCode).toBe(200);
    expect(withPhoto.json()).toMatchObject({ status: 'pending' });
    expect(withPhoto.json().photos[0]).toMatch(/^\/images\/[a-f0-9]{24}\.webp$/);
    expect((await list(m.id)).json().summary.count).toBe(0);

    const queue = (await asAdmin('GET', '/api/admin/reviews?queue=pending')).json() as {
      id: string;
      heldFor: string;
      productId: string;
    }[];
    const ours = queue.filter((r) => r.productId === m.id);
    expect(ours.map((r) => r.heldFor).sort()).toEqual(['link', 'phone', 'photos', 'word', 'word']);

    const photoReview = withPhoto.json().id as string;
    expect((await asAdmin('POST', `/api/admin/reviews/${photoReview}/approve`)).statusCode).toBe(200);
    expect(
      (await asAdmin('PUT', `/api/admin/reviews/${photoReview}/reply`, { text: 'Thank you, Asha!' })).statusCode,
    ).toBe(200);
    const linkReview = ours.find((r) => r.heldFor === 'link')!.id;
    expect((await asAdmin('POST', `/api/admin/reviews/${linkReview}/reject`, { reason: '' })).statusCode).toBe(400);
    expect(
      (await asAdmin('POST', `/api/admin/reviews/${linkReview}/reject`, { reason: 'Links are not allowed.' }))
        .statusCode,
    ).toBe(200);

    const page = (await list(m.id, '?withPhotos=true')).json();
    expect(page.reviews).toHaveLength(1);
    expect(page.reviews[0]).toMatchObject({ storeReply: 'Thank you, Asha!', sizeFeedback: 'small' });
    expect(page.summary).toMatchObject({ count: 1, fit: { small: 1, true: 0, large: 0 } });
    const image = await t.app.inject({ method: 'GET', url: page.reviews[0].photos[0] });
    expect(image.statusCode).toBe(200);

    const events = (await asAdmin('GET', `/api/admin/reviews/${photoReview}/events`)).json();
    expect(events.map((e: { action: string; actor: string }) => [e.action, e.actor])).toEqual([
      ['written', photographer.email],
      ['approved', admin.email],
      ['replied', admin.email],
    ]);
    const rejected = (await asAdmin('GET', `/api/admin/reviews/${linkReview}/events`)).json();
    expect(rejected.at(-1)).toMatchObject({ action: 'rejected', detail: 'Links are not allowed.' });
  });

  it('shows the shopper why staff rejected a review; an edit goes back to staff', async () => {
    const { m } = await twoSizeDesign();
    const buyer = await createUser(t.app, t.database.db);
    const line = await boughtLine(buyer, m.id);
    const id = (await write(buyer, { orderItemId: line, rating: 1, sizeFeedback: 'true', body: 'Awful.' })).json().id;
    await asAdmin('POST', `/api/admin/reviews/${id}/reject`, { reason: 'Please describe the piece.' });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/reviews/mine', headers: buyer.headers })).json();
    expect(mine[0]).toMatchObject({ status: 'rejected', rejectReason: 'Please describe the piece.' });
    const edited = await write(buyer, { orderItemId: line, rating: 2, sizeFeedback: 'true', body: 'Thin fabric.' });
    expect(edited.json()).toMatchObject({ status: 'pending', rejectReason: '' });
    const queue = (await asAdmin('GET', '/api/admin/reviews?queue=pending')).json() as {
      id: string;
      heldFor: string;
    }[];
    expect(queue.find((r) => r.id === id)?.heldFor).toBe('resubmitted');
  });

  it('refuses a photo that is not an image, and more than 3 photos', async () => {
    const { m } = await twoSizeDesign();
    const buyer = await createUser(t.app, t.database.db);
    const fields = { orderItemId: await boughtLine(buyer, m.id), rating: '4', sizeFeedback: 'true' };
    const notImage = await injectForm(buyer, multipartReview(fields, [Buffer.from('<svg onload=alert(1)>')]));
    expect(notImage.statusCode).toBe(400);
    const png = await pngImage();
    const four = await injectForm(buyer, multipartReview(fields, [png, png, png, png]));
    expect(four.statusCode).toBe(400);
    expect(four.json()).toEqual({ message: 'A review can have up to 3 photos.' });
  });

  it('withdraws a reported review until staff decide; once approved, reports only queue it', async () => {
    const { m } = await twoSizeDesign();
    const author = await createUser(t.app, t.database.db);
    const [r1, r2] = [await createUser(t.app, t.database.db), await createUser(t.app, t.database.db)];
    const id = (
      await write(author, { orderItemId: await boughtLine(author, m.id), rating: 3, sizeFeedback: 'true' })
    ).json().id as string;
    const report = (u: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: `/api/reviews/${id}/report`,
        headers: u.headers,
        payload: { reason: 'rude' },
      });
    expect((await report(r1)).statusCode).toBe(200);
    expect((await list(m.id)).json().summary.count).toBe(0);
    const reported = (await asAdmin('GET', '/api/admin/reviews?queue=reported')).json();
    expect(reported.find((r: { id: string }) => r.id === id)).toMatchObject({ heldFor: 'reported', openReports: 1 });
    await asAdmin('POST', `/api/admin/reviews/${id}/approve`);
    expect((await list(m.id)).json().summary.count).toBe(1);
    expect((await report(r2)).statusCode).toBe(200);
    expect((await list(m.id)).json().summary.count).toBe(1);
    const again = (await asAdmin('GET', '/api/admin/reviews?queue=reported')).json();
    expect(again.find((r: { id: string }) => r.id === id)).toMatchObject({ status: 'published', openReports: 1 });
  });
});

describe('helpful votes', () => {
  it('counts one per signed-in shopper, never the author’s own', async () => {
    const { m } = await twoSizeDesign();
    const author = await createUser(t.app, t.database.db);
    const voter = await createUser(t.app, t.database.db);
    const id = (
      await write(author, { orderItemId: await boughtLine(author, m.id), rating: 5, sizeFeedback: 'true' })
    ).json().id as string;
    const vote = (u?: TestUser) =>
      t.app.inject({ method: 'POST', url: `/api/reviews/${id}/helpful`, headers: u?.headers ?? {} });
    expect((await vote()).statusCode).toBe(401);
    expect((await vote(voter)).json()).toEqual({ helpfulCount: 1 });
    expect((await vote(voter)).json()).toEqual({ helpfulCount: 1 });
    expect((await vote(author)).statusCode).toBe(400);
    expect((await list(m.id)).json().reviews[0].helpfulCount).toBe(1);
  });

  it('limits writes per shopper in an hour (429 with Retry-After)', async () => {
    const { m } = await twoSizeDesign();
    const buyer = await createUser(t.app, t.database.db);
    const line = await boughtLine(buyer, m.id);
    for (let i = 0; i < 10; i++)
      expect((await write(buyer, { orderItemId: line, rating: 4, sizeFeedback: 'true' })).statusCode).toBe(200);
    const over = await write(buyer, { orderItemId: line, rating: 4, sizeFeedback: 'true' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the staff report', () => {
  it('gives each design and subcategory its average and fit, flagging a design most buyers find small', async () => {
    const small = await twoSizeDesign();
    const fits = await twoSizeDesign();
    const buyers = await Promise.all([1, 2, 3].map(() => createUser(t.app, t.database.db)));
    // Two of three buyers say the first design runs small; the second design fits its one buyer.
    for (const [i, feedback] of (['small', 'small', 'true'] as const).entries())
      await write(buyers[i], {
        orderItemId: await boughtLine(buyers[i], small.m.id),
        rating: 3 + i,
        sizeFeedback: feedback,
      });
    await write(buyers[0], { orderItemId: await boughtLine(buyers[0], fits.l.id), rating: 5, sizeFeedback: 'true' });

    const forShopper = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/reviews',
      headers: buyers[0].headers,
    });
    expect(forShopper.statusCode).toBe(403);
    const res = await asAdmin('GET', '/api/admin/reports/reviews');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const row = (p: { designNumber: string | null }) =>
      report.designs.find((d: { designKey: string }) => d.designKey === p.designNumber);
    expect(row(small.m)).toMatchObject({ average: 4, count: 3, fit: { small: 2, true: 1, large: 0 }, runsSmall: true });
    expect(row(fits.l)).toMatchObject({ average: 5, count: 1, fit: { small: 0, true: 1, large: 0 }, runsSmall: false });
    const sub = report.subcategories.find((s: { subcategory: string }) => s.subcategory === 'Review Nighties');
    expect(sub.count).toBeGreaterThanOrEqual(4);
  });
});
