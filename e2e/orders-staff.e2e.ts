import path from 'node:path';
import { messages, orderLabel } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import {
  addPieceViaApi,
  adminOrder,
  adminToken,
  newShopper,
  placeOrder,
  signedInAdminPage,
  usePictures,
} from './support/admin.ts';
import { ARTIFACTS, PHONE, snap, snapBoth, useBrowser } from './support/browser.ts';
import { call } from './support/shop-api.ts';

// What staff pack and ship from: sizes on every packing screen, unpaid orders kept apart and never
// shipped, and an orders table that fits a laptop and reads as cards on a phone.

const { open } = useBrowser();
const pictures = usePictures('orders-staff');

/** Whether a scroll frame shows all its content without scrolling sideways. */
const fitsSideways = (frame: import('playwright-core').Locator) =>
  frame.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);

describe('orders staff can trust', () => {
  it('names the size on pending orders and labels, keeps unpaid orders apart and unshippable, and fits the screen', async () => {
    const token = await adminToken();
    const design = `NX-${Date.now().toString(36).toUpperCase()}`;
    const product = await addPieceViaApi(token, pictures.files, {
      productName: `Mustard Floral Nighty ${design}`,
      size: 'L',
      designNumber: design,
    });
    const shopper = await newShopper('Meera Pillai', '9876501234');
    // More orders than a screen holds, so the page and the table frame both scroll (their scroll bars take width).
    for (let i = 0; i < 4; i++) await placeOrder(shopper, product, true);
    const paidId = await placeOrder(shopper, product, true);
    const unpaidId = await placeOrder(shopper, product, false);
    const [paid, unpaid] = [await adminOrder(paidId, token), await adminOrder(unpaidId, token)];
    const row = (n: number) => page.getByRole('row', { name: new RegExp(`^${orderLabel(n)}\\b`) });
    const details = `Size L · Design ${design}`;
    const page = await signedInAdminPage(open, token);

    // Pending Orders: the paid order with its size and design number; the unpaid one is not there.
    await page.goto('/admin/pendingOrders');
    await row(paid.orderNumber).getByText(details).waitFor();
    expect(await row(unpaid.orderNumber).count()).toBe(0);
    await snapBoth(page, 'staff-pending-orders');

    // The printed label lists what goes in the parcel, size and design included.
    await page.emulateMedia({ media: 'print' });
    const contents = page.getByRole('list', { name: `Contents of ${orderLabel(paid.orderNumber)}` });
    await contents.waitFor();
    expect(await contents.textContent()).toContain(details);
    await snap(page, 'staff-label-print');
    await page.emulateMedia({ media: 'screen' });

    // The Pending tab holds paid orders only; the Unpaid tab the one whose payment never arrived.
    await page.goto('/admin/orders?status=PENDING');
    await row(paid.orderNumber).waitFor();
    expect(await row(unpaid.orderNumber).count()).toBe(0);
    await page.getByRole('tab', { name: messages.orderTabUnpaid }).click();
    await row(unpaid.orderNumber).waitFor();
    expect(await row(paid.orderNumber).count()).toBe(0);

    // At 1280 px the whole table fits beside the menu: every column, the actions included.
    await page.getByRole('tab', { name: messages.orderTabAll }).click();
    await row(paid.orderNumber).waitFor();
    const frame = page.getByRole('region', { name: 'Orders', exact: true });
    expect(await fitsSideways(frame)).toBe(true);
    const edit = row(paid.orderNumber).getByRole('link', { name: `Edit ${orderLabel(paid.orderNumber)}` });
    const box = await edit.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1280);
    await snapBoth(page, 'staff-admin-orders');
    // Its invoice downloads from the row, kept with the pictures to be read back.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row(paid.orderNumber)
        .getByRole('button', { name: /^Download invoice / })
        .click(),
    ]);
    await download.saveAs(path.join(ARTIFACTS, 'staff-invoice.pdf'));

    // On a phone each order is a card as wide as the screen, its columns named inside it.
    await page.setViewportSize(PHONE);
    await expect.poll(() => fitsSideways(frame)).toBe(true);
    const card = await row(paid.orderNumber).boundingBox();
    expect(card && card.x >= 0 && card.x + card.width <= PHONE.width).toBe(true);
    await row(paid.orderNumber)
      .getByRole('link', { name: `Edit ${orderLabel(paid.orderNumber)}` })
      .waitFor();

    // The unpaid order's edit screen does not offer dispatching it, and the server refuses it.
    await page.goto(`/admin/orders/edit/${unpaidId}`);
    await page.getByLabel('Order Status').waitFor();
    const choices = await page.getByLabel('Order Status').locator('option').allTextContents();
    expect(choices).toEqual(['PENDING', 'CANCELLED']);
    await page.getByText(messages.shippingNeedsPayment).waitFor();
    const refused = await call<{ message: string }>(`/api/admin/orders/${unpaidId}`, {
      method: 'PUT',
      token,
      body: { trackingNumber: 'EK1IN', orderStatus: 'DISPATCHED' },
    });
    expect(refused).toMatchObject({ status: 409, data: { message: messages.cannotShipUnpaid } });
    await snap(page, 'staff-order-edit-unpaid-phone');
  }, 240_000);
});
