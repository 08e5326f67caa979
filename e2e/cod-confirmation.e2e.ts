import { messages, messagingMessages } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import { addPieceViaApi, adminToken, signedInAdminPage, usePictures } from './support/admin.ts';
import { DESKTOP, PHONE, snapBoth, useBrowser } from './support/browser.ts';
import { addToCartByApi } from './support/checkout-helpers.ts';
import { call, newShopper, restoreSessionBeforeLoad, signInByApi } from './support/shop-api.ts';

// Cash on delivery confirmed on WhatsApp (ADR 0025): the shopper ticks WhatsApp updates at checkout and
// places a COD order; the sandbox phone shows "Confirm your order ₹…" with its buttons; Confirm sends the
// signed reply webhook and the order joins the admin's Pending Orders, which it was kept out of until then.

const { open } = useBrowser();

const pictures = usePictures('cod-confirm');

/** A shopper with a mobile of their own, so the sandbox phone shows this journey's chat alone. */
async function shopperWithOwnMobile() {
  const mobile = `9${String(Date.now()).slice(-9)}`;
  const { email } = await newShopper('Meera Iyer', 'cod-confirm', mobile);
  const session = await signInByApi(email);
  const { status } = await call(`/api/address/${session.user._id}`, {
    token: session.token,
    body: {
      name: 'Meera Iyer',
      houseNumber: '14',
      street: 'Besant Nagar 2nd Avenue',
      city: 'Chennai',
      state: 'Tamil Nadu',
      postalCode: '600090',
      country: 'India',
      phoneNumber: mobile,
    },
  });
  expect(status).toBe(201);
  return { session, whatsapp: `91${mobile}` };
}

describe('cash on delivery confirmed on WhatsApp', () => {
  it('COD order → sandbox phone → Confirm → the order is in Pending Orders', async () => {
    const piece = await addPieceViaApi(await adminToken(), pictures.files, {
      productName: `Sage Modal Pyjama Set ${Date.now().toString(36)}`,
      quantity: '30',
    });
    const { session, whatsapp } = await shopperWithOwnMobile();
    await addToCartByApi(session, piece._id, 1);

    // Checkout: Cash on Delivery with WhatsApp updates ticked.
    const page = await open(DESKTOP);
    await restoreSessionBeforeLoad(page, session);
    await page.goto('/checkout');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await page.getByRole('radio', { name: new RegExp(`^${messages.cashOnDelivery}`) }).check();
    await page.getByRole('checkbox', { name: new RegExp(messagingMessages.whatsappConsentLabel) }).check();
    await page.getByText(messagingMessages.codConfirmNote).waitFor();
    await snapBoth(page, 'cod-confirmation-checkout-consent');
    await summary.getByRole('button', { name: messages.placeOrder }).click();
    await page.waitForURL('**/orders');
    const label = (await page.getByRole('article').first().getAttribute('aria-label'))!.replace('Order ', '');

    // Staff see it waiting, outside Pending Orders.
    const admin = await signedInAdminPage(open, await adminToken());
    await admin.goto('/admin/orders?status=UNCONFIRMED');
    const row = admin.getByRole('row', { name: new RegExp(`^${label} `) });
    await row.getByText('Awaiting confirmation').waitFor();
    await row.getByRole('button', { name: messagingMessages.confirmCodOrder }).waitFor();
    await snapBoth(admin, 'cod-confirmation-admin-column');
    await admin.goto('/admin/pendingOrders');
    await admin.getByRole('heading', { level: 1 }).waitFor();
    expect(await admin.getByRole('row', { name: new RegExp(`^${label}\\b`) }).count()).toBe(0);

    // The sandbox phone: the question with its two buttons; Confirm answers it.
    const phone = await open(PHONE);
    await phone.goto(`/sandbox/messages?to=${whatsapp}`);
    const question = phone
      .getByRole('article', { name: 'Message' })
      .filter({ hasText: `${label}, paid in cash on delivery` });
    await question.getByText(/^Confirm your order ₹/).waitFor();
    await question.getByRole('button', { name: 'Cancel' }).waitFor();
    await phone.setViewportSize(DESKTOP);
    await snapBoth(phone, 'cod-confirmation-sandbox-phone');
    await question.getByRole('button', { name: 'Confirm' }).click();
    await phone.waitForURL(`**/sandbox/messages?to=${whatsapp}`);
    expect(
      await phone.getByRole('article', { name: 'Message' }).getByRole('button', { name: 'Confirm' }).isDisabled(),
    ).toBe(true);
    await snapBoth(phone, 'cod-confirmation-sandbox-phone-answered');

    // Confirmed: the order is in Pending Orders, and the list says so.
    await admin.goto('/admin/pendingOrders');
    await admin.getByRole('row', { name: new RegExp(`^${label}\\b`) }).waitFor();
    await admin.goto('/admin/orders?method=COD');
    await admin
      .getByRole('row', { name: new RegExp(`^${label} `) })
      .getByText(/: Confirmed$/)
      .waitFor();
    // The dashboard counts it among the confirmed.
    await admin.goto('/admin/dashboard');
    await admin.getByText(messagingMessages.codConfirmationRate).waitFor();
    await snapBoth(admin, 'cod-confirmation-dashboard');
  });
});
