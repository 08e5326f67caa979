import { deliveryCheckMessages, messages, orderLabel, productPath, shippingMessages } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import {
  addPieceViaApi,
  addToCart,
  adminOrder,
  adminToken,
  newShopper,
  placeOrder,
  signedInAdminPage,
  usePictures,
} from './support/admin.ts';
import { PHONE, snapBoth, useBrowser } from './support/browser.ts';
import { call, restoreSessionBeforeLoad } from './support/shop-api.ts';

// The courier link as people meet it: a shopper checks a PIN on a product page, a Srinagar shopper is
// not offered Cash on Delivery, staff book the courier from Pending Orders, the courier (the sandbox
// desk) delivers the parcel, and the shopper's order shows each step.

const { open } = useBrowser();
const pictures = usePictures('courier');

describe('courier link', () => {
  it('checks delivery by PIN, hides COD where the courier collects none, ships from Pending Orders and tracks to delivered', async () => {
    const token = await adminToken();
    const product = await addPieceViaApi(token, pictures.files, {
      productName: `Lavender Cotton Night Suit ${Date.now().toString(36).toUpperCase()}`,
    });

    // A product page: the PIN gives the date and Cash on Delivery; a prepaid-only PIN says so.
    const page = await open();
    await page.goto(productPath(product));
    const pin = page.getByPlaceholder(deliveryCheckMessages.deliveryPinLabel);
    await pin.fill('110001');
    await page.getByRole('button', { name: deliveryCheckMessages.checkDeliveryButton, exact: true }).click();
    await page.getByText(/^Delivery by \w{3}, \d{1,2} \w{3}$/).waitFor();
    await page.getByText(shippingMessages.codAvailableForPin).waitFor();
    await snapBoth(page, 'courier-product-delivery-check');
    await pin.fill('190001');
    await page.getByRole('button', { name: deliveryCheckMessages.checkDeliveryButton, exact: true }).click();
    await page.getByText(shippingMessages.codNotAvailableForPin).waitFor();
    // Remembered: the next page load starts with the last PIN checked.
    await page.reload();
    await page.getByText(shippingMessages.codNotAvailableForPin).waitFor();
    expect(await pin.inputValue()).toBe('190001');

    // Checkout to Srinagar (prepaid only): no Cash on Delivery to choose.
    const srinagar = await newShopper('Zoya Mir', '9876512345');
    const moved = await call(`/api/address/${srinagar.session.user._id}/${srinagar.address._id}`, {
      method: 'PUT',
      token: srinagar.session.token,
      body: { ...srinagar.address, _id: undefined, city: 'Srinagar', state: 'Jammu and Kashmir', postalCode: '190001' },
    });
    expect(moved.status).toBe(200);
    await addToCart(srinagar, product);
    const checkout = await open();
    await restoreSessionBeforeLoad(checkout, srinagar.session);
    await checkout.goto('/checkout');
    await checkout.getByText(shippingMessages.codNotAvailableForPin).waitFor();
    await checkout.getByRole('radio', { name: messages.payOnline }).waitFor();
    expect(await checkout.getByRole('radio', { name: new RegExp(messages.cashOnDelivery) }).count()).toBe(0);
    await snapBoth(checkout, 'courier-checkout-prepaid-only');

    // Staff: Create shipment on Pending Orders → AWB.
    const shopper = await newShopper('Lakshmi Iyer', '9876509876');
    const orderId = await placeOrder(shopper, product, true);
    const { orderNumber } = await adminOrder(orderId, token);
    const label = orderLabel(orderNumber);
    const staff = await signedInAdminPage(open, token);
    await staff.goto('/admin/pendingOrders');
    await staff.getByRole('button', { name: `${shippingMessages.createShipment} for ${label}` }).click();
    await staff.getByRole('button', { name: shippingMessages.downloadCourierLabels }).waitFor();
    const { trackingNumber: awb } = await adminOrder(orderId, token);
    expect(awb).toMatch(/^\d{14}$/);
    await staff.getByText(`AWB ${awb}`).waitFor();
    await snapBoth(staff, 'courier-pending-orders');

    // The courier's desk moves the parcel to delivered; each step sends the signed webhook.
    await staff.goto('/sandbox/courier');
    const move = staff.getByRole('form', { name: `Move AWB ${awb}` });
    for (const step of ['Picked up', 'In transit', 'Out for delivery', 'Delivered']) {
      await move.getByRole('button', { name: step, exact: true }).click();
      await staff.waitForURL('**/sandbox/courier');
    }
    await snapBoth(staff, 'courier-sandbox-desk');
    const delivered = await adminOrder(orderId, token);
    expect(delivered).toMatchObject({ orderStatus: 'DELIVERED', trackingNumber: awb });
    await staff.goto('/admin/shipments');
    await staff.getByRole('listitem', { name: `${label}, AWB ${awb}` }).waitFor();
    await snapBoth(staff, 'courier-shipments-desk');

    // A second parcel fails its delivery: it waits in the NDR queue until staff ask a reattempt.
    const second = await placeOrder(shopper, product, true);
    const booked = await call<{ shipments: { awb: string }[] }>('/api/admin/shipments', {
      token,
      body: { orderIds: [second] },
    });
    const ndrAwb = booked.data.shipments[0].awb;
    for (const body of ['step=PICKED_UP', 'step=NDR&reason=ADDRESS_INCOMPLETE'])
      await fetch(new URL(`/sandbox/courier/shipments/${ndrAwb}/advance`, staff.url()), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        redirect: 'manual',
      });
    // All Orders, filtered by shipment state: the failed attempt shows in the order's status cell.
    const { orderNumber: ndrOrder } = await adminOrder(second, token);
    await staff.goto('/admin/orders');
    await staff.getByRole('combobox', { name: 'Shipment' }).selectOption({ label: 'Failed attempt (NDR)' });
    await staff.waitForURL((u) => u.searchParams.get('shipment') === 'NDR');
    const ndrRow = staff.getByRole('row', { name: new RegExp(`ORD${ndrOrder}\\b`) });
    await ndrRow.getByText('Delivery attempt failed').waitFor();
    // The delivered parcel's order is not among them.
    expect(await staff.getByRole('row', { name: new RegExp(`ORD${delivered.orderNumber}\\b`) }).count()).toBe(0);
    await snapBoth(staff, 'courier-orders-by-shipment');
    await staff.goto('/admin/shipments');
    await staff.getByRole('button', { name: 'NDR queue' }).click();
    const attempt = staff.getByRole('listitem', { name: new RegExp(`AWB ${ndrAwb}$`) });
    await attempt.getByText('Attempt 1 failed: Address incomplete or not found').waitFor();
    await snapBoth(staff, 'courier-ndr-queue');
    await attempt.getByLabel('Landmark').fill('Opposite the Jubilee Hills check post');
    await attempt.getByRole('button', { name: 'Request reattempt' }).click();
    await attempt.getByText('reattempt requested', { exact: false }).waitFor();

    // The shopper's order: the AWB and the timeline, newest first; 'Track your order' stays.
    const mine = await open(PHONE);
    await restoreSessionBeforeLoad(mine, shopper.session);
    await mine.goto('/orders');
    const card = mine.getByRole('article', { name: `Order ${label}` });
    const timeline = card.getByRole('region', { name: shippingMessages.trackingTitle });
    await timeline.getByText(awb).waitFor();
    const steps = await timeline.getByRole('listitem').allTextContents();
    expect(steps.map((s) => s.split(/\d/)[0].trim())).toEqual([
      'Delivered',
      'Out for delivery',
      'In transit',
      'Picked up',
    ]);
    await card.getByRole('button', { name: messages.trackYourOrder }).waitFor();
    await snapBoth(mine, 'courier-orders-timeline');
  });
});
