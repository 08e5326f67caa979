import { messages } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, snapBoth, useBrowser } from './support/browser.ts';
import {
  addToCartByApi,
  productWithFewLeft,
  shopperWithAddress,
  startPaymentByApi,
} from './support/checkout-helpers.ts';
import { restoreSessionBeforeLoad } from './support/shop-api.ts';

const { open } = useBrowser();

describe('Your Orders: an order left unpaid', () => {
  it('reads in words, pays again through the gateway, and a second one is cancelled', async () => {
    const shopper = await shopperWithAddress('Lakshmi Pillai', 'unpaid');
    const product = await productWithFewLeft();
    await addToCartByApi(shopper.session, product._id, 1);
    expect((await startPaymentByApi(shopper.session, shopper.addressId)).status).toBe(200);

    const page = await open(DESKTOP);
    await restoreSessionBeforeLoad(page, shopper.session);
    await page.goto('/orders');
    const order = page.getByRole('article').first();
    await order.getByText(messages.paymentNotCompleted, { exact: true }).waitFor();
    await order.getByText(messages.orderAwaitingPayment, { exact: true }).waitFor();
    expect(await page.getByText('PAYMENT_INITIATED').count()).toBe(0);
    await snapBoth(page, 'unpaid-my-orders');

    // Pay again: back on the gateway's page for the same order, then paid.
    await order.getByRole('button', { name: messages.payAgain }).click();
    await page.waitForURL('**/sandbox/phonepe/pay/**');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/checkout/validate/**');
    await page.getByText(messages.paymentSuccessTitle).waitFor();
    await page.goto('/orders');
    const paid = page.getByRole('article').first();
    await paid.getByText(messages.paymentPaid, { exact: true }).waitFor();
    await paid.getByText('PROCESSING', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: messages.payAgain }).count()).toBe(0);

    // A second order left unpaid is cancelled after the question.
    await addToCartByApi(shopper.session, product._id, 1);
    expect((await startPaymentByApi(shopper.session, shopper.addressId)).status).toBe(200);
    await page.reload();
    const unpaid = page.getByRole('article').filter({ hasText: messages.paymentNotCompleted });
    await unpaid.getByRole('button', { name: messages.cancelUnpaidOrder }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(messages.cancelUnpaidOrderConfirm).waitFor();
    await dialog.getByRole('button', { name: messages.cancelUnpaidOrder }).click();
    await page.getByText(messages.unpaidOrderCancelled).first().waitFor();
    await unpaid.getByText(messages.orderCancelled, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: messages.payAgain }).count()).toBe(0);
    await snapBoth(page, 'cancelled-my-orders');
  });
});

describe('the address form', () => {
  it('refuses a PIN code of another state and a phone that is no mobile, then saves the corrected address', async () => {
    const shopper = await shopperWithAddress('Anjali Menon', 'pin');
    const page = await open(PHONE);
    await restoreSessionBeforeLoad(page, shopper.session);
    await page.goto('/address');
    const form = page.getByRole('region', { name: 'Add a new address' });
    await form.getByLabel('Full name').fill('Anjali Menon');
    await form.getByLabel('Phone number').fill('98765');
    await form.getByLabel('House number').fill('14/220');
    await form.getByLabel('Street').fill('Marine Drive');
    await form.getByLabel('City').fill('Kochi');
    await form.getByLabel('State').selectOption('Kerala');
    await form.getByLabel('Postal code').fill('110001');
    await form.getByRole('button', { name: 'Add Address' }).click();
    await form.getByText(messages.pinCodeNotInState('Kerala')).waitFor();
    await form.getByText(messages.mobileInvalid).waitFor();
    await page.setViewportSize(DESKTOP);
    await snapBoth(page, 'address-form-errors');

    await form.getByLabel('Postal code').fill('682011');
    await form.getByLabel('Phone number').fill('+91 98765 43210');
    await form.getByRole('button', { name: 'Add Address' }).click();
    // Saved, the mobile kept as its 10 digits.
    await page.getByText('Phone: 9876543210').waitFor();
    await page.getByText('Kochi, Kerala 682011').waitFor();
    expect(await form.getByText(messages.mobileInvalid).count()).toBe(0);
  });
});
