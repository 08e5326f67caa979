import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addProductViaApi, adminToken, type Category, makePictures } from './support/admin.ts';
import { baseUrl, DESKTOP, snapBoth, useBrowser } from './support/browser.ts';
import { deliveredOrder } from './support/delivered-order.ts';
import { call, restoreSessionBeforeLoad } from './support/shop-api.ts';

// A shopper's unfinished video uploads are bounded: with three under way, the form says so at once.

const { open } = useBrowser();

const video = () => readFileSync(new URL('../apps/server/src/test/videos/recorded.mp4', import.meta.url));

/** Starts an upload of `length` bytes through tus, as a phone that never sends them would. */
async function startUpload(token: string, orderId: string, length: number): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/replacements/uploads`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': `orderId ${Buffer.from(orderId).toString('base64')}`,
    },
  });
  expect(res.status).toBe(201);
  return res.headers.get('location') ?? '';
}

describe('unboxing video uploads', () => {
  it('tell a shopper with three uploads under way to finish one first, and upload once one ends', async () => {
    const token = await adminToken();
    const { data: categories } = await call<Category[]>('/api/categories');
    const category = categories.find((c) => c.subcategories.length > 0)!;
    const pictures = await makePictures('replacement-uploads');
    const product = await addProductViaApi(token, pictures.files, {
      productName: `Dusk Cotton Nighty ${Date.now().toString(36)}`,
      category: category.category,
      subcategory: category.subcategories[0].subcategory,
      MRP: '1499',
      sellingPrice: '999',
      actualPrice: '420',
      quantity: '20',
      size: 'M',
      fabric: 'Cotton',
    }).finally(pictures.remove);
    const { shopper, orderId, label } = await deliveredOrder(token, product, 'Meera Pillai', '9811122244');
    const started = [];
    for (let i = 0; i < 3; i++) started.push(await startUpload(shopper.session.token, orderId, 50_000_000));

    const page = await open(DESKTOP);
    await restoreSessionBeforeLoad(page, shopper.session);
    await page.goto('/orders');
    const card = page.getByRole('article', { name: `Order ${label}` });
    await card.getByRole('link', { name: 'Request a replacement' }).click();
    await page.getByRole('heading', { name: 'Request a replacement', level: 1 }).waitFor();
    const file = { name: 'unboxing.mp4', mimeType: 'video/mp4', buffer: video() };
    await page.getByLabel('Unboxing video').setInputFiles(file);
    await page
      .getByRole('alert')
      .getByText(
        'You already have 3 videos uploading. Finish one of them, or wait a day for them to expire, before starting another.',
      )
      .waitFor();
    await snapBoth(page, 'replacement-uploads-busy');

    // One of the three is ended (as the form does when another file is picked): the video now uploads.
    const ended = await fetch(`${baseUrl()}${started[0]}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${shopper.session.token}`, 'tus-resumable': '1.0.0' },
    });
    expect(ended.status).toBe(204);
    await page.getByLabel('Unboxing video').setInputFiles({ ...file, name: 'unboxing-again.mp4' });
    await page.getByText(/^Uploaded \(/).waitFor();
  });
});
