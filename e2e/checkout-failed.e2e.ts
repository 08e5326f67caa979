import { messages } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, snap, snapBoth, useBrowser, waitFor } from './support/browser.ts';
import {
  addToCartByApi,
  cartOf,
  productWithFewLeft,
  shopperWithAddress,
  startPaymentByApi,
} from './support/checkout-helpers.ts';
import { newShopper, restoreSessionBeforeLoad, signInByApi } from './support/shop-api.ts';

const { open } = useBrowser();

describe('checkout: failed payments and empty carts', () => {
  it('journey 2: a failed payment shows Go to Checkout, releases the held stock and keeps the cart', async () => {
    // Ritu takes every unit left of a product; Neha wants one of the same.
    const ritu = await shopperWithAddress('Ritu Sharma', 'failpay');
    const neha = await shopperWithAddress('Neha Gupta', 'rival');
    const product = await productWithFewLeft();
    await addToCartByApi(neha.session, product._id, 1);
    await addToCartByApi(ritu.session, product._id, product.quantity);

    const page = await open(DESKTOP);
    await restoreSessionBeforeLoad(page, ritu.session);
    await page.goto('/checkout');
    // Proceeding without choosing is not possible here: the one saved address is already chosen.
    const radio = page.getByRole('radio', { name: /^Deliver to Ritu Sharma/ });
    await radio.waitFor();
    expect(await radio.isChecked()).toBe(true);
    await page.getByRole('button', { name: messages.proceedToPayment }).click();
    await page.waitForURL('**/sandbox/phonepe/pay/**');

    // While Ritu's payment is open its hold covers every unit: Neha cannot start paying for one.
    const blocked = await startPaymentByApi(neha.session, neha.addressId);
    expect(blocked.status).toBe(400);
    expect(blocked.data.message).toBe(messages.stockTaken);

    await page.getByRole('button', { name: 'Fail' }).click();
    await page.waitForURL('**/checkout/validate/**');
    await page.getByRole('heading', { name: messages.paymentFailedTitle }).waitFor();
    await page.getByText(messages.paymentFailedText).waitFor();
    await snapBoth(page, 'checkout-failed');

    // Ritu's cart is intact, and Go to Checkout brings it back, ready to pay again.
    const cart = await cartOf(ritu.session);
    expect(cart.items.map((i) => [i.product._id, i.quantity])).toEqual([[product._id, product.quantity]]);
    await page.getByRole('link', { name: messages.goToCheckout }).click();
    await page.waitForURL('**/checkout');
    const orderSummary = page.getByRole('region', { name: 'Order summary' });
    await orderSummary.getByText(product.productName).waitFor();

    // A failed attempt is not an order: Your Orders stays empty.
    await page.goto('/orders');
    await page.getByText(messages.noOrders).waitFor();
    await page.context().close();

    // The hold is released: Neha can now start a payment for the unit Ritu held.
    const started = await startPaymentByApi(neha.session, neha.addressId);
    expect(started.status).toBe(200);
    expect(started.data.paymentUrl).toMatch(/\/sandbox\/phonepe\/pay\//);
    // She fails it too, so no hold outlives this journey.
    const nehaPage = await open(DESKTOP);
    await restoreSessionBeforeLoad(nehaPage, neha.session);
    await nehaPage.goto(started.data.paymentUrl!);
    await nehaPage.getByRole('button', { name: 'Fail' }).click();
    await nehaPage.getByRole('heading', { name: messages.paymentFailedTitle }).waitFor();
  });

  it('shows the empty cart and sends an empty checkout home', async () => {
    const { email } = await newShopper('Anu Menon', 'empty', '9000000001');
    const page = await open(PHONE);
    await restoreSessionBeforeLoad(page, await signInByApi(email));
    await page.goto('/cart');
    await page.getByText(messages.cartEmpty).waitFor();
    await snap(page, 'checkout-cart-empty-phone');
    await page.goto('/checkout');
    await waitFor(() => new URL(page.url()).pathname === '/');
  });
});
