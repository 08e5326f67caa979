import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addPieceViaApi, adminToken, makePictures, signedInAdminPage } from './support/admin.ts';
import { DESKTOP, outboxMails, snapBoth, useBrowser, waitFor } from './support/browser.ts';
import { deliveredOrder } from './support/delivered-order.ts';
import { restoreSessionBeforeLoad } from './support/shop-api.ts';

// A delivered order's replacement: the shopper asks with an unboxing video, the admin watches it and
// approves, and a ₹0 replacement order joins the pending orders.

const { open } = useBrowser();

/** A real recording (Chromium's MediaRecorder, 0.6 s of a canvas): the server checks the whole container. */
const tinyMp4 = () => readFileSync(new URL('../apps/server/src/test/videos/recorded.mp4', import.meta.url));

describe('replacement request', () => {
  it('is asked for with a video by the shopper and approved by the admin', async () => {
    // Its own piece, made through the API, so the journey never depends on what other journeys sold.
    const token = await adminToken();
    const pictures = await makePictures('replacement');
    const product = await addPieceViaApi(token, pictures.files, {
      productName: `Moonlit Cotton Nighty ${Date.now().toString(36)}`,
      fabric: 'Cotton',
    }).finally(pictures.remove);
    const { shopper, label } = await deliveredOrder(token, product, 'Divya Nair', '9811122233');

    // My Orders offers the request on the delivered order.
    const page = await open(DESKTOP);
    await restoreSessionBeforeLoad(page, shopper.session);
    await page.goto('/orders');
    const card = page.getByRole('article', { name: `Order ${label}` });
    await card.getByRole('link', { name: 'Request a replacement' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await snapBoth(page, 'orders-replacement-offer');
    await card.getByRole('link', { name: 'Request a replacement' }).click();
    await page.getByRole('heading', { name: 'Request a replacement', level: 1 }).waitFor();

    await page.getByRole('checkbox').first().check();
    await page.getByRole('radio', { name: 'Damaged' }).check();
    await page.getByLabel('Note').fill('The seam at the shoulder is torn.');
    await page.getByLabel('Unboxing video').setInputFiles({
      name: 'unboxing.mp4',
      mimeType: 'video/mp4',
      buffer: tinyMp4(),
    });
    await page.getByText(/^Uploaded \(/).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Video upload' }).getAttribute('aria-valuenow')).toBe('100');
    await snapBoth(page, 'replacement-request');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL((u) => u.pathname === '/orders');
    await card.getByText('Replacement: Requested').waitFor();

    // The admin watches the video and approves with a note.
    const adminPage = await signedInAdminPage(open, token);
    await adminPage.goto('/admin/replacements');
    const request = adminPage.getByRole('listitem', { name: `Replacement for ${label}` });
    await request.getByText('The seam at the shoulder is torn.').waitFor();
    await request.getByRole('button', { name: /Watch unboxing video/ }).click();
    const source = await request.locator('video source').getAttribute('src');
    const range = await adminPage.evaluate(async (src) => {
      const res = await fetch(src ?? '', { headers: { Range: 'bytes=4-11' } });
      return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
    }, source);
    expect(range).toEqual({ status: 206, type: 'video/mp4', text: 'ftypisom' });
    await snapBoth(adminPage, 'admin-replacements');
    await request.getByRole('button', { name: 'Approve' }).click();
    await request.getByLabel('Note to the shopper (optional)').fill('A new piece is on its way.');
    await request.getByRole('button', { name: 'Approve and create order' }).click();
    await adminPage.getByRole('tab', { name: 'Approved' }).click();
    const approved = adminPage.getByRole('listitem', { name: `Replacement for ${label}` });
    const replacementLine = await approved.getByText(/^Replacement order ORD\d+ \(₹0\)$/).textContent();
    const replacementLabel = replacementLine?.match(/ORD\d+/)?.[0] ?? '';

    // The ₹0 order waits with the paid orders to be dispatched, and the shopper was told at each step.
    await adminPage.goto('/admin/pendingOrders');
    await adminPage.getByText(replacementLabel, { exact: true }).first().waitFor();
    await waitFor(() => {
      const mails = outboxMails().filter((m) => m.includes(label));
      return mails.some((m) => m.includes('We received your replacement request')) &&
        mails.some((m) => m.includes('is approved'))
        ? true
        : undefined;
    });
  });
});
