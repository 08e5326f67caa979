import { messages } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import {
  addProductViaApi,
  addToCart,
  adminToken,
  type Category,
  newShopper,
  placeOrder,
  signedInAdminPage,
  usePictures,
} from './support/admin.ts';
import { PHONE, snap, snapBoth, useBrowser } from './support/browser.ts';
import { call } from './support/shop-api.ts';

// Every admin screen the journey (admin-journey.e2e.ts) does not walk through, on desktop and phone.

const { open } = useBrowser();
const pictures = usePictures('admin-screens');

describe('admin screens', () => {
  it('shows every other admin screen, on desktop and phone', async () => {
    // Its own data, made through the API, so this test runs alone and never skips a screen: a product
    // with images, a paid order of it that is dispatched, and a shopper with it in the cart.
    const token = await adminToken();
    const { data: categories } = await call<Category[]>('/api/categories');
    const category = categories.find((c) => c.subcategories.length > 0)!;
    const productName = `Starlit Rayon Kaftan ${Date.now().toString(36)}`;
    const product = await addProductViaApi(token, pictures.files, {
      productName,
      category: category.category,
      subcategory: category.subcategories[0].subcategory,
      MRP: '1899',
      sellingPrice: '1299',
      actualPrice: '640',
      quantity: '5',
      size: 'L',
      fabric: 'Rayon',
    });
    expect(product.imagesUrl).toHaveLength(2);
    const shopper = await newShopper('Kavya Menon', '9988776655');
    const orderId = await placeOrder(shopper, product, true);
    const dispatched = await call<{ orderStatus: string }>(`/api/admin/orders/${orderId}`, {
      method: 'PUT',
      token,
      body: { trackingNumber: 'EK987654321IN', orderStatus: 'DISPATCHED' },
    });
    expect(dispatched.data.orderStatus).toBe('DISPATCHED');
    await addToCart(shopper, product);
    const page = await signedInAdminPage(open, token);

    // View order: products open the shop in a new tab; the status history lists the dispatch.
    await page.goto(`/admin/orders/view/${orderId}`);
    await page.getByRole('heading', { name: 'Status history' }).waitFor();
    const link = page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`${productName}.*opens in a new tab`) })
      .first();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await page.getByText('DISPATCHED').first().waitFor();
    await snapBoth(page, 'admin-order-view');

    // Product Stats: a highlighted row is one with fewer than 10 active products.
    await page.goto('/admin/products/stats');
    await page.getByRole('table', { name: 'Product stats per subcategory' }).getByRole('rowheader').first().waitFor();
    await snapBoth(page, 'admin-product-stats');

    // Product Prices: validation, then a saved price in the table.
    await page.goto('/admin/products/prices');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.priceFormInvalid).waitFor();
    const { data: names } = await call<string[]>('/api/subcategories');
    await page.getByLabel('Subcategory', { exact: true }).selectOption(names[0]);
    await page.getByLabel(/^Actual Price/).fill('725');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.priceSaved).waitFor();
    await page.getByRole('row', { name: new RegExp(`${names[0]}.*₹725`) }).waitFor();
    await snapBoth(page, 'admin-product-prices');

    // Edit product: the stored values in the same form; Update → toast and back to the list.
    await page.goto(`/admin/product/edit/${product._id}`);
    await page.getByRole('heading', { name: `Edit ${productName}` }).waitFor();
    await expect.poll(() => page.getByLabel(/^Selling price/).inputValue()).toBe('1299');
    await page.getByAltText('Current additional images 2').waitFor();
    await snapBoth(page, 'admin-product-edit');
    await page.getByLabel(/^Selling price/).fill('1199');
    await expect.poll(() => page.getByLabel('Discount (%)').inputValue()).toBe('36.86');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.getByText(messages.productUpdated).waitFor();
    await page.waitForURL('**/admin/products/list');

    // Sales: 'Admin Sales' over a real report with accessible revenue and orders charts.
    await page.goto('/admin/sales');
    await page.getByRole('heading', { name: messages.adminSales, level: 1 }).waitFor();
    const chart = page.getByRole('img', { name: /^Revenue per day/ });
    await chart.waitFor();
    expect(await chart.locator('rect > title').count()).toBe(30);
    const ordersChart = page.getByRole('img', { name: /^Orders per day .*: \d+ orders? in total/ });
    expect(await ordersChart.locator('rect > title').count()).toBe(30);
    // The month's tax summary below it, loaded (a table of states and rates, or none this month).
    await page.getByRole('heading', { name: 'Tax summary' }).waitFor();
    const taxTable = page.getByRole('region', { name: /^GST by place of supply and rate/ });
    await taxTable
      .getByRole('rowheader', { name: 'Total' })
      .or(taxTable.getByText(/^No invoices/))
      .waitFor();
    await snapBoth(page, 'admin-sales');

    // Active Carts: this test's shopper has the product in the cart; items open in a new tab.
    await page.goto('/admin/carts');
    const cartsTable = page.getByRole('table', { name: 'Active carts' });
    const cartRow = cartsTable.getByRole('row', { name: /Kavya Menon/ });
    await cartRow.waitFor();
    const item = cartRow.getByRole('link', { name: new RegExp(productName) });
    expect(await item.getAttribute('target')).toBe('_blank');
    await snapBoth(page, 'admin-carts');

    // Add Product and the empty-form alert.
    await page.goto('/admin/products/add');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText(messages.fillOutField('productName')).waitFor();
    await snapBoth(page, 'admin-product-add');

    // Phone: the side menu is a drawer.
    await page.setViewportSize(PHONE);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin menu' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await drawer.getByRole('link', { name: 'Active Carts' }).waitFor();
    await snap(page, 'admin-drawer-phone');
    await drawer.getByRole('link', { name: 'Product List' }).click();
    await page.getByRole('heading', { name: 'Product List', level: 1 }).waitFor();
    expect(await drawer.isVisible()).toBe(false);
    await page.getByRole('table', { name: 'Products' }).getByRole('rowheader').first().waitFor();
    await snap(page, 'admin-product-list-phone');

    // Sign Out from the drawer lands on the shop, signed out.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  }, 180_000);
});
