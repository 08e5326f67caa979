import { readFile } from 'node:fs/promises';
import { messages, orderLabel, productPath } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import {
  adminOrder,
  adminToken,
  type Category,
  cardValue,
  newShopper,
  type Product,
  placeOrder,
  usePictures,
} from './support/admin.ts';
import { admin, DESKTOP, snap, snapBoth, useBrowser, waitFor } from './support/browser.ts';
import { call } from './support/shop-api.ts';

// DESIGN §11 journey 3, from the admin's sign-in to a verified payment, on the seeded store.

const { open } = useBrowser();
const pictures = usePictures('admin-journey');

describe('admin journey', () => {
  it('journey 3: sign in, add a product with images, mark sold out, stats change, dispatch, print labels, verify a payment', async () => {
    // Orders first, placed like shoppers: two paid (one to dispatch, one to stay pending) and one unpaid.
    const { data: arrivals } = await call<Product[]>('/api/products/new-arrivals');
    const stocked = arrivals.filter((p) => p.quantity >= 3);
    expect(stocked.length).toBeGreaterThanOrEqual(2);
    const meera = await newShopper('Meera Iyer', '9876543210');
    const toDispatch = await placeOrder(meera, stocked[0], true);
    const staysPending = await placeOrder(meera, stocked[1], true);
    const rahul = await newShopper('Rahul Verma', '9123456780');
    const alsoPending = await placeOrder(rahul, stocked[1], true);
    const unpaid = await placeOrder(rahul, stocked[0], false);
    const token = await adminToken();
    const [dispatchNo, pendingNo, alsoPendingNo, unpaidNo] = await Promise.all(
      [toDispatch, staysPending, alsoPending, unpaid].map(async (id) => (await adminOrder(id, token)).orderNumber),
    );

    // The admin signs in at /login.
    const page = await open(DESKTOP);
    await page.context().addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin().email);
    await page.getByLabel('Password', { exact: true }).fill(admin().password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const soldOutBefore = await cardValue(page, 'Sold Out Products');
    await page.getByRole('table', { name: /Users/ }).getByRole('row').nth(1).waitFor();
    expect(await page.title()).toContain('Dashboard · Admin');
    await snapBoth(page, 'admin-dashboard');

    // Add Product with a display image and two additional images.
    const { data: categories } = await call<Category[]>('/api/categories');
    const category = categories.find((c) => c.subcategories.length > 0)!;
    const subcategory = category.subcategories[0].subcategory;
    const productName = `Moonbeam Cotton Kaftan ${Date.now().toString(36)}`;
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Add Product' }).click();
    await page.getByRole('heading', { name: 'Add Product', level: 1 }).waitFor();
    await page.getByLabel(/^Product name/).fill(productName);
    await page.getByLabel(/^Category/).fill(category.category);
    await page.getByLabel(/^Subcategory/).selectOption(subcategory);
    await page.getByLabel('Size', { exact: true }).selectOption('M');
    await page.getByLabel('Fabric', { exact: true }).fill('Cotton mul');
    await page.getByLabel('Length', { exact: true }).fill('54 in');
    await page.getByLabel('Chest', { exact: true }).fill('42 in');
    await page.getByLabel(/^MRP/).fill('1899');
    await page.getByLabel(/^Selling price/).fill('1299');
    await expect.poll(() => page.getByLabel('Discount (%)').inputValue()).toBe('31.60');
    expect(await page.getByLabel('Discount (%)').getAttribute('readonly')).not.toBeNull();
    await page.getByLabel(/^Actual price/).fill('640');
    await page.getByLabel('Quantity', { exact: true }).fill('5');
    await page.getByLabel('Design number', { exact: true }).fill('MB-204');
    await page.getByLabel('Barcode', { exact: true }).fill('8906001234567');
    await page
      .getByLabel('Description', { exact: true })
      .fill('A breezy cotton kaftan for warm nights, with a soft printed border.');
    await page.getByLabel('Display image', { exact: true }).setInputFiles(pictures.files[0]);
    await page.getByLabel('Additional images', { exact: true }).setInputFiles(pictures.files.slice(1));
    await page.getByRole('list', { name: 'Additional images preview' }).getByRole('img').nth(1).waitFor();
    await snap(page, 'admin-product-add-filled-desktop');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText(messages.productAdded).waitFor();
    // The form clears for the next one (a condition waited for: the re-render follows the toast).
    await expect.poll(() => page.getByLabel(/^Product name/).inputValue()).toBe('');

    // It is in the Product List; mark it Sold Out there.
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Product List' }).click();
    await page.getByLabel('Subcategory', { exact: true }).selectOption(subcategory);
    const row = page.getByRole('row', { name: new RegExp(productName) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Available');
    expect(await row.textContent()).toContain('31.60%');
    const editHref = await row.getByRole('link', { name: `Edit ${productName}` }).getAttribute('href');
    const productId = editHref!.split('/').pop()!;
    await snap(page, 'admin-product-list-desktop');
    await row.getByRole('button', { name: `View image of ${productName}` }).click();
    await page.getByRole('dialog', { name: `Image of ${productName}` }).waitFor();
    await snap(page, 'admin-product-image-popup-desktop');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: `${messages.soldOut}: ${productName}` }).click();
    await waitFor(async () => (await row.textContent())?.includes('Sold out'));
    expect(await row.getByRole('button', { name: `Available: ${productName}` }).isEnabled()).toBe(true);

    // The shop shows it Sold Out.
    const shop = await page.context().newPage();
    await shop.goto(productPath({ subcategory, productName, _id: productId }));
    await shop.getByRole('heading', { name: productName, level: 1 }).waitFor();
    await shop.getByText(messages.soldOut, { exact: true }).first().waitFor();
    expect(await shop.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    await snap(shop, 'admin-storefront-sold-out-desktop');
    await shop.close();

    // The dashboard counts one more sold-out product.
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Dashboard' }).click();
    await waitFor(async () => (await cardValue(page, 'Sold Out Products')) === soldOutBefore + 1);

    // Set the first paid order DISPATCHED with a tracking number.
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'All Orders' }).click();
    const dispatchRow = page.getByRole('row', { name: new RegExp(`^${orderLabel(dispatchNo)}\\b`) });
    await dispatchRow.waitFor();
    expect(await page.getByText(/^Page 1 of \d+$/).count()).toBe(1);
    // The add form's toast is gone first, so the picture shows the table itself.
    await page.getByRole('status').filter({ hasText: messages.productAdded }).waitFor({ state: 'hidden' });
    await snapBoth(page, 'admin-orders');
    // The paid order's invoice downloads as a PDF through the admin's invoice-number call.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dispatchRow.getByRole('button', { name: /^Download invoice / }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9-]+\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await dispatchRow.getByRole('link', { name: `Edit ${orderLabel(dispatchNo)}` }).click();
    await page.getByRole('heading', { name: `Edit order ${orderLabel(dispatchNo)}` }).waitFor();
    await expect.poll(() => page.getByLabel('Order ID').inputValue()).toBe(orderLabel(dispatchNo));
    await expect.poll(() => page.getByLabel('Order Status').inputValue()).toBe('PENDING');
    await page.getByLabel('Tracking Number').fill('EK123456789IN');
    await page.getByLabel('Order Status').selectOption('DISPATCHED');
    await snap(page, 'admin-order-edit-desktop');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.orderUpdated).waitFor();
    await page.waitForURL((u) => u.pathname === '/admin/orders');
    await page.getByRole('tab', { name: 'Dispatched' }).click();
    await page.waitForURL((u) => u.searchParams.get('status') === 'DISPATCHED');
    await page.getByRole('row', { name: new RegExp(`^${orderLabel(dispatchNo)}\\b`) }).waitFor();
    expect(await page.getByRole('row', { name: new RegExp(`^${orderLabel(pendingNo)}\\b`) }).count()).toBe(0);
    const dispatched = await adminOrder(toDispatch, token);
    expect([dispatched.orderStatus, dispatched.trackingNumber]).toEqual(['DISPATCHED', 'EK123456789IN']);

    // Pending labels: the other paid orders, From and To, one printed label per order.
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Pending Orders' }).click();
    const pendingRow = page.getByRole('row', { name: new RegExp(`^${orderLabel(pendingNo)}\\b`) });
    await pendingRow.waitFor();
    await page.getByRole('row', { name: new RegExp(`^${orderLabel(alsoPendingNo)}\\b`) }).waitFor();
    expect(await page.getByRole('row', { name: new RegExp(`^${orderLabel(dispatchNo)}\\b`) }).count()).toBe(0);
    expect(await pendingRow.textContent()).toContain('Mobile: 9876543210');
    await snapBoth(page, 'admin-pending-orders');
    await page.getByRole('button', { name: 'Show From To' }).click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'O.No.' }).count()).toBe(0);
    await page.getByRole('columnheader', { name: 'From' }).waitFor();
    await snap(page, 'admin-pending-from-to-desktop');
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as { printed: boolean }).printed = true;
      };
    });
    await page.getByRole('button', { name: 'Print labels' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(true);
    await page.emulateMedia({ media: 'print' });
    const labels = page.getByRole('region', { name: 'Shipping labels' });
    await labels.getByText(orderLabel(pendingNo), { exact: false }).waitFor();
    await labels.getByText(orderLabel(alsoPendingNo), { exact: false }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin menu' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print labels' }).isVisible()).toBe(false);
    expect(await page.getByRole('table', { name: 'Pending orders' }).isVisible()).toBe(false);
    // Each label is kept whole and ends its page, so every label prints on a page of its own; the
    // last one adds no blank page after it.
    const breaks = await labels
      .locator('article')
      .evaluateAll((els) => els.map((el) => [getComputedStyle(el).breakInside, getComputedStyle(el).breakAfter]));
    expect(breaks.length).toBeGreaterThanOrEqual(2);
    expect(breaks.slice(0, -1)).toEqual(breaks.slice(0, -1).map(() => ['avoid', 'page']));
    expect(breaks.at(-1)).toEqual(['avoid', 'auto']);
    await snap(page, 'admin-pending-labels-print');
    await page.emulateMedia({ media: 'screen' });

    // Verify an initiated payment: still pending at the provider, so not verified.
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'All Orders' }).click();
    const unpaidRow = page.getByRole('row', { name: new RegExp(`^${orderLabel(unpaidNo)}\\b`) });
    await unpaidRow.getByText('PAYMENT_INITIATED').waitFor();
    await unpaidRow.getByRole('button', { name: 'Verify Payment' }).click();
    await page.getByText(messages.verifyStillPending).waitFor();
    expect((await adminOrder(unpaid, token)).status).toBe('PAYMENT_INITIATED');
    await snap(page, 'admin-orders-verify-desktop');
  }, 240_000);
});
