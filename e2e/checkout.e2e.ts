import { readFile } from 'node:fs/promises';
import { messages, POSTAL_TRACKING_URL } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import { signInWithForm } from './support/account-helpers.ts';
import { DESKTOP, snap, snapBoth, uniqueEmail, useBrowser } from './support/browser.ts';
import { addToCartOnProductPage, fillAddress, inStockProductHrefs, type Product } from './support/checkout-helpers.ts';
import { call, PASSWORD } from './support/shop-api.ts';

const { open } = useBrowser();

describe('checkout: the paid journey', () => {
  it('journey 1: browse, register, sign in, add two products, pay in the sandbox, see the order and its invoice', async () => {
    const page = await open(DESKTOP);
    await page.context().addInitScript(() => localStorage.setItem('cookieConsent', 'true'));

    // Home → menu → subcategory → product, as a visitor.
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Shop by category' });
    await nav.getByRole('button').first().hover();
    const submenu = nav.getByRole('link').first();
    await submenu.waitFor();
    const subName = (await submenu.textContent())?.trim() ?? '';
    await submenu.click();
    // The list is read once the subcategory screen shows (not the home page's cards still on screen).
    await page.getByRole('heading', { level: 1, name: subName }).waitFor();
    const hrefs = await inStockProductHrefs(page);
    expect(hrefs.length).toBeGreaterThanOrEqual(1);
    await page.locator(`main a[href="${hrefs[0]}"]`).click();
    await page.getByRole('heading', { level: 1 }).waitFor();

    // A visitor's Add to Cart leads to sign-in; from there the visitor registers.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL('**/register');
    const email = uniqueEmail('checkout');
    await page.getByLabel('Full name').fill('Meera Iyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel('Phone number').fill('9876543210');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(messages.registrationSuccess).waitFor();
    await page.waitForURL('**/login');
    await signInWithForm(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    // Back on the product page signed in, the visitor's Add to Cart is carried out (once).
    await page.getByText(messages.addedToCart).first().waitFor();

    // A second product into the cart, from its product page.
    let second = hrefs[1];
    if (!second) {
      const { data } = await call<Product[]>('/api/products/new-arrivals');
      const other = data.find((p) => p.quantity > 0 && !hrefs[0].endsWith(`/${p._id}`));
      expect(other).toBeDefined();
      second = `/prod/${other!.subcategory.replace(/\s+/g, '-')}/${other!.productName.replace(/\s+/g, '-')}/${other!._id}`;
    }
    await addToCartOnProductPage(page, second);
    await page.getByRole('link', { name: 'Cart, 2 items' }).click();

    // Cart → Proceed to Buy → checkout.
    await page.waitForURL('**/cart');
    await page
      .getByRole('button', { name: /^Remove / })
      .nth(1)
      .waitFor();
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(2);
    // The last 'added to cart' note fades on its own; the picture is taken without it.
    await page.getByText(messages.addedToCart).first().waitFor({ state: 'hidden' });
    const summary = page.getByRole('region', { name: 'Price details' });
    expect(await summary.textContent()).toContain('₹80'); // two items ship for ₹80
    await snapBoth(page, 'checkout-cart');
    await page.getByRole('button', { name: 'Proceed to Buy' }).click();
    await page.waitForURL('**/checkout');

    // No address yet: the form is open; save one and it is selected.
    await page.getByRole('heading', { name: 'Where should we deliver?' }).waitFor();
    await snapBoth(page, 'checkout-new-address');
    await fillAddress(page);
    await page.getByRole('button', { name: 'Save Address' }).click();
    const radio = page.getByRole('radio', { name: /^Deliver to Meera Iyer/ });
    await radio.waitFor();
    expect(await radio.isChecked()).toBe(true);
    const orderSummary = page.getByRole('region', { name: 'Order summary' });
    expect(await orderSummary.getByRole('link', { name: 'Refund Policy' }).getAttribute('href')).toBe('/refund-policy');
    expect(await orderSummary.textContent()).toMatch(/Total Items\s*2/);
    await snapBoth(page, 'checkout-address-selected');

    // Proceed to Payment → the sandbox's hosted page → Pay.
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL('**/sandbox/phonepe/pay/**');
    await page.getByRole('button', { name: 'Pay' }).waitFor();
    await snapBoth(page, 'checkout-sandbox');
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL('**/checkout/validate/**');
    await page.getByRole('heading', { name: messages.paymentSuccessTitle }).waitFor();
    await page.getByText(messages.paymentSuccessText).waitFor();
    await snapBoth(page, 'checkout-success');
    // The paid cart is empty now, and the header says so.
    await page.getByRole('link', { name: 'Cart', exact: true }).waitFor();

    // Your Orders: the order shows PROCESSING, and its invoice downloads as a PDF.
    await page.getByRole('link', { name: 'Your Orders' }).click();
    await page.waitForURL('**/orders');
    const order = page.getByRole('article').first();
    await order.getByText('PROCESSING', { exact: true }).waitFor();
    expect(await order.getByText(messages.paymentPaid, { exact: true }).count()).toBe(1);
    expect(await order.getByText('PAYMENT_SUCCESS').count()).toBe(0);
    expect(await page.getByRole('article').count()).toBe(1);
    // The invoice is written just after the payment; the list asks again until its button shows.
    await order.getByRole('button', { name: /Invoice/ }).waitFor();
    await snapBoth(page, 'checkout-orders');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      order.getByRole('button', { name: /Invoice/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9-]+\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

    await order.getByRole('button', { name: 'Track your order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Track your order' });
    await dialog.waitFor();
    const tracking = dialog.getByRole('link', { name: /India Post/ });
    expect(await tracking.getAttribute('href')).toBe(POSTAL_TRACKING_URL);
    expect(await tracking.getAttribute('target')).toBe('_blank');
    expect(await tracking.getAttribute('rel')).toContain('noopener');
    await snap(page, 'checkout-track-dialog-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The address book holds the address added at checkout; editing it keeps one address.
    await page.goto('/address');
    await page.getByRole('button', { name: 'Edit address of Meera Iyer' }).click();
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Hyderabad');
    await page.getByLabel('Street').fill('Road No. 10, Jubilee Hills');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Road No. 10, Jubilee Hills', { exact: false }).first().waitFor();
    await page.getByRole('heading', { name: 'Add a new address' }).waitFor();
    expect(await page.getByRole('button', { name: /^Delete address of/ }).count()).toBe(1);
    await snapBoth(page, 'checkout-address-book');
  });
});
