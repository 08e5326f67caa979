import { readFile } from 'node:fs/promises';
import { kolkataLocal, messages } from '@nidra/shared';
import { promotionMessages } from '@nidra/shared/promotions/promotion.messages';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../apps/server/src/test/pdf-text.ts';
import { signInWithForm } from './support/account-helpers.ts';
import { addPieceViaApi, adminToken, signedInAdminPage, usePictures } from './support/admin.ts';
import { DESKTOP, snap, snapBoth, useBrowser, waitFor } from './support/browser.ts';
import { acceptCookiesBeforeLoad, call, newShopper, PASSWORD, signInByApi } from './support/shop-api.ts';

const { open } = useBrowser();
const pictures = usePictures('offers');

describe('offers: a shared coupon link, paid in the sandbox', () => {
  it('remembers a code from /offers/CODE through sign-in, shows the saving in cart and checkout, and the invoice shows the discount', async () => {
    const token = await adminToken();
    // A ₹2,799 piece: 10 % off brings it to ₹2,519.10, taxed at 5 % instead of 18 %.
    const piece = await addPieceViaApi(token, pictures.files, {
      productName: `Festive Silk Night Suit ${Date.now() % 100_000}`,
      MRP: '3499',
      sellingPrice: '2799',
    });
    const code = `FEST${Date.now() % 1_000_000}`;
    const created = await call<{ _id: string }>('/api/admin/promotions', {
      token,
      body: {
        name: 'Festive 10% off',
        code,
        kind: 'PERCENTAGE',
        percent: 10,
        startsAt: kolkataLocal(new Date(Date.now() - 3_600_000)),
      },
    });
    expect(created.status).toBe(201);

    const { email } = await newShopper('Ananya Menon', 'offers', '9876501234');
    const page = await open(DESKTOP);
    await acceptCookiesBeforeLoad(page);

    // Signed out, the shared link remembers the code; signing in puts it on the (still empty) cart.
    await page.goto(`/offers/${code.toLowerCase()}`);
    await page.getByText(promotionMessages.offerLinkSaved(code)).waitFor();
    await page.getByRole('link', { name: promotionMessages.offerLinkSignIn }).click();
    await signInWithForm(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    const session = await signInByApi(email);
    const cartUrl = `/api/cart/${session.user._id}`;
    await waitFor(
      async () =>
        (await call<{ offers?: { code: string | null } }>(cartUrl, { token: session.token })).data.offers?.code ===
        code,
    );

    // A saved address and the piece, then the cart.
    const address = {
      name: 'Ananya Menon',
      houseNumber: 'Flat 7C, Lotus Residency',
      street: 'Road No. 3, Jubilee Hills',
      city: 'Hyderabad',
      state: 'Telangana',
      postalCode: '500033',
      country: 'India',
      phoneNumber: '9876501234',
    };
    expect((await call(`/api/address/${session.user._id}`, { token: session.token, body: address })).status).toBe(201);
    const added = await call(`${cartUrl}/add`, { token: session.token, body: { productId: piece._id, quantity: 1 } });
    expect(added.status).toBe(200);
    await page.goto('/cart');

    const summary = page.getByRole('region', { name: 'Price details' });
    await summary.getByText(`Festive 10% off (${code})`).waitFor();
    expect(await summary.textContent()).toContain('−₹279.90');
    expect(await summary.textContent()).toMatch(/Total saving\s*₹279\.90/);
    expect(await summary.textContent()).toMatch(/Total Amount\s*₹2,569\.10/);
    await page.getByText(promotionMessages.couponApplied(code)).waitFor();
    await snapBoth(page, 'offers-cart');

    await page.getByRole('button', { name: 'Proceed to Buy' }).first().click();
    await page.waitForURL('**/checkout');
    const orderSummary = page.getByRole('region', { name: 'Order summary' });
    await orderSummary.getByText(`Festive 10% off (${code})`).waitFor();
    expect(await orderSummary.textContent()).toMatch(/Total Amount\s*₹2,569\.10/);
    await snapBoth(page, 'offers-checkout');

    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL('**/sandbox/phonepe/pay/**');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/checkout/validate/**');
    await page.getByRole('heading', { name: messages.paymentSuccessTitle }).waitFor();

    // Your Orders shows the discount, and the invoice taxes the line on its value after it.
    await page.goto('/orders');
    const order = page.getByRole('article').first();
    await order.getByText('−₹279.90').waitFor();
    await order.getByRole('button', { name: /Invoice/ }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      order.getByRole('button', { name: /Invoice/ }).click(),
    ]);
    const text = await pdfText(await readFile((await download.path())!));
    expect(text).toContain('Discount');
    expect(text).toContain('279.90');
    expect(text).toContain('2,399.14');
    expect(text).toContain('5%');

    // The back office lists it with its use, revenue and the discount it gave.
    const adminPage = await signedInAdminPage(open, token);
    await adminPage.goto('/admin/promotions');
    const listed = adminPage.getByRole('row', { name: new RegExp(code) });
    await listed.waitFor();
    expect(await listed.textContent()).toMatch(/Live.*1.*₹2,569\.10.*₹279\.90/);
    await snapBoth(adminPage, 'offers-admin-promotions');
    await adminPage.getByRole('button', { name: '+ New promotion' }).click();
    await adminPage.getByRole('form', { name: 'New promotion' }).waitFor();
    await snap(adminPage, 'offers-admin-promotion-form-desktop');

    // The promotion ends, so no other journey's cart meets it.
    expect((await call(`/api/admin/promotions/${created.data._id}/end`, { token, method: 'POST' })).status).toBe(200);
  });
});
