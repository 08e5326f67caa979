import { formatINR, messages, orderLabel } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import { addPieceViaApi, adminToken, signedInAdminPage, usePictures } from './support/admin.ts';
import { DESKTOP, snap, snapBoth, useBrowser } from './support/browser.ts';
import { addToCartByApi, type Product, shopperWithAddress } from './support/checkout-helpers.ts';
import { restoreSessionBeforeLoad } from './support/shop-api.ts';

// Cash on Delivery end to end (ADR 0014): the shopper chooses COD at checkout and places the order,
// finds it on Your Orders as Cash on Delivery, and the admin marks its cash collected.

const { open } = useBrowser();
type Priced = Product & { sellingPrice: number };

const pictures = usePictures('cod');

/** A ₹999 piece of the journey's own with plenty of stock, so other journeys' sales never decide this one. */
async function stockedPiece(): Promise<Priced> {
  const piece = await addPieceViaApi(await adminToken(), pictures.files, {
    productName: `Indigo Cotton Night Suit ${Date.now().toString(36)}`,
    quantity: '30',
  });
  return piece;
}

describe('cash on delivery', () => {
  it('the shopper places a COD order, sees it as Cash on Delivery, and the admin marks the cash collected', async () => {
    const product = await stockedPiece();
    const { session } = await shopperWithAddress('Lakshmi Nair', 'cod');
    await addToCartByApi(session, product._id, 1);

    const page = await open(DESKTOP);
    await restoreSessionBeforeLoad(page, session);
    await page.goto('/checkout');
    const summary = page.getByRole('region', { name: 'Order summary' });
    const online = page.getByRole('radio', { name: messages.payOnline });
    const cod = page.getByRole('radio', { name: new RegExp(`^${messages.cashOnDelivery}`) });
    await cod.waitFor();
    // Online stays the default and keeps the spec's button.
    expect(await online.isChecked()).toBe(true);
    expect(await cod.isDisabled()).toBe(false);
    await summary.getByRole('button', { name: messages.proceedToPayment }).waitFor();
    expect(await summary.textContent()).not.toContain(messages.codFee);
    await snapBoth(page, 'cod-checkout-both-options');

    await cod.check();
    await summary.getByText(messages.codFee).waitFor();
    const shipping = 50;
    const total = formatINR(product.sellingPrice + shipping + 49);
    expect(await summary.textContent()).toContain(total);
    await snapBoth(page, 'cod-checkout-cod-chosen');
    await summary.getByRole('button', { name: messages.placeOrder }).click();

    // Your Orders: the order, its payment method, PROCESSING, and its invoice.
    await page.waitForURL('**/orders');
    await page.getByText(messages.codOrderPlaced(total)).waitFor();
    const order = page.getByRole('article').first();
    await order.getByText(messages.cashOnDelivery, { exact: true }).waitFor();
    await order.getByText('PROCESSING', { exact: true }).waitFor();
    await order.getByText(messages.paymentOnDelivery, { exact: true }).waitFor();
    await order.getByRole('button', { name: /Invoice/ }).waitFor();
    const label = (await order.getAttribute('aria-label'))!.replace('Order ', '');
    await snapBoth(page, 'cod-my-orders');
    // The cart was emptied by the order.
    await page.getByRole('link', { name: 'Cart', exact: true }).waitFor();

    // The admin finds it under the Cash on Delivery filter and marks the cash collected.
    const adminPage = await signedInAdminPage(open, await adminToken());
    await adminPage.goto('/admin/orders?method=COD');
    const row = adminPage.getByRole('row', { name: new RegExp(`^${label} `) });
    await row.waitFor();
    expect(await row.textContent()).toContain(messages.cashOnDelivery);
    await snap(adminPage, 'cod-admin-orders-desktop');
    await row.getByRole('link', { name: /^Edit/ }).click();
    await adminPage.getByRole('heading', { name: `Edit order ${label}` }).waitFor();
    await adminPage.getByRole('button', { name: messages.codMarkCollected }).click();
    await adminPage.getByText(messages.codCollected).first().waitFor();
    const panel = adminPage.getByRole('region', { name: messages.cashOnDelivery });
    await panel.getByText('COD_COLLECTED').waitFor();
    expect(await panel.getByRole('button', { name: messages.codMarkCollected }).count()).toBe(0);
    await snap(adminPage, 'cod-admin-collected-desktop');
    expect(orderLabel(Number(label.slice(3)))).toBe(label);
  });

  it('a cart above the COD limit shows Cash on Delivery greyed with the reason', async () => {
    const dear = await stockedPiece();
    const pieces = Math.min(10, Math.ceil(5200 / dear.sellingPrice));
    expect(pieces * dear.sellingPrice).toBeGreaterThan(5000);
    const { session } = await shopperWithAddress('Farah Khan', 'cod-cap');
    await addToCartByApi(session, dear._id, pieces);

    const page = await open(DESKTOP);
    await restoreSessionBeforeLoad(page, session);
    await page.goto('/checkout');
    const cod = page.getByRole('radio', { name: new RegExp(`^${messages.cashOnDelivery}`) });
    await cod.waitFor();
    expect(await cod.isDisabled()).toBe(true);
    await page.getByText(messages.codOverLimit(formatINR(5000))).waitFor();
    await snapBoth(page, 'cod-checkout-over-limit');
  });

  it('the admin sees the Cash on Delivery settings screen from the side menu', async () => {
    const page = await signedInAdminPage(open, await adminToken());
    await page.goto('/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: messages.codSettingsTitle })
      .click();
    await page.getByRole('heading', { name: messages.codSettingsTitle, level: 1 }).waitFor();
    expect(await page.getByLabel(messages.codSettingsEnabled).isChecked()).toBe(true);
    expect(await page.getByLabel(messages.codSettingsFee).inputValue()).toBe('49');
    expect(await page.getByLabel(messages.codSettingsLimit).inputValue()).toBe('5000');
    await snapBoth(page, 'cod-admin-settings');
  });
});
