import { messages } from '@nidra/shared';
import type { PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, SLOW, stubApi } from '../../../test/harness.tsx';
import { aProduct } from '../../../test/product-fixture.ts';
import ProductPage from './product.tsx';

/** Stubs the network: the product detail call answers with `product` (or the given status). */
function serveProduct(product: PublicProduct | null, status = 200, cartAnswer: [number, unknown] = [500, {}]) {
  return stubApi((url) =>
    url.startsWith('/api/products/')
      ? [status, product ?? { message: 'Not found' }]
      : url.startsWith('/api/cart/')
        ? cartAnswer
        : [500, { message: 'unexpected' }],
  );
}

const renderProductPage = (product: PublicProduct, options: { toaster?: boolean } = {}) =>
  renderRoute(
    'prod/:subcategory/:productName/:productId',
    <ProductPage />,
    `/prod/Cotton-Nighties/Rose-Garden-Cotton-Nighty/${product._id}`,
    options,
  ).router;

describe('Product detail screen', () => {
  it('hides Add to Cart and shows Sold Out when the quantity is 0', async () => {
    const product = aProduct({ quantity: 0 });
    const fetchMock = serveProduct(product);
    renderProductPage(product);
    expect(await screen.findByRole('heading', { level: 1, name: product.productName }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    // The phone buy bar repeats it, hidden while the page's own button is in view.
    expect(screen.getByText(messages.soldOut, { ignore: '[aria-hidden="true"] *' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0][0])).toBe(`/api/products/Rose-Garden-Cotton-Nighty/${product._id}`);
  });

  it('shows the details, the delivery note and Add to Cart while in stock', async () => {
    const product = aProduct({ quantity: 2 });
    serveProduct(product);
    renderProductPage(product);
    expect(await screen.findByRole('button', { name: 'Add to Cart' }, SLOW)).toBeTruthy();
    expect(screen.getByText(messages.shippingExtra)).toBeTruthy();
    // What shipping costs, from the fee table: ₹50 for one piece.
    expect(screen.getByText('· from ₹50 for one piece')).toBeTruthy();
    expect(screen.getByText(messages.deliveryNote)).toBeTruthy();
    expect(screen.getByText('54 in')).toBeTruthy();
    expect(screen.getByText('44 in')).toBeTruthy();
    expect(screen.getByText('40% OFF')).toBeTruthy();
    // The Product JSON-LD is in the server's head of the page (storefront.test.ts), not drawn here.
  });

  it('swaps the main image when a thumbnail is clicked', async () => {
    const product = aProduct();
    serveProduct(product);
    renderProductPage(product);
    const zoom = await screen.findByRole('button', { name: /Zoom image/ }, SLOW);
    expect(zoom.querySelector('img')?.getAttribute('src')).toBe('/images/rose-garden-480.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(zoom.querySelector('img')?.getAttribute('src')).toBe('/images/rose-garden-back-480.webp');
  });

  it('sends a visitor who adds to the cart to /login, remembering the page and the product', async () => {
    const product = aProduct({ quantity: 2 });
    serveProduct(product);
    const router = renderProductPage(product);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }, SLOW));
    expect(await screen.findByText('Login screen', undefined, SLOW)).toBeTruthy();
    expect(router.state.location.state).toEqual({
      from: `/prod/Cotton-Nighties/Rose-Garden-Cotton-Nighty/${product._id}`,
      addToCart: product._id,
    });
  });

  it('adds the remembered product once the shopper is back signed in, and forgets the request', async () => {
    localStorage.setItem('token', 'test-token');
    localStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Asha', role: 'customer' }));
    const product = aProduct({ quantity: 2 });
    const fetchMock = serveProduct(product, 200, [200, { _id: 'c1', items: [] }]);
    const router = renderProductPage(product, { toaster: true });
    await screen.findByRole('heading', { level: 1, name: product.productName }, SLOW);
    const path = `/prod/Cotton-Nighties/Rose-Garden-Cotton-Nighty/${product._id}`;
    await router.navigate(path, { replace: true, state: { addToCart: product._id } });
    expect(await screen.findByText(messages.addedToCart, undefined, SLOW)).toBeTruthy();
    const adds = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/cart/u1/add');
    expect(adds).toHaveLength(1);
    expect(JSON.parse(String((adds[0][1] as RequestInit).body))).toEqual({ productId: product._id, quantity: 1 });
    expect(router.state.location.state).toBeNull();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    [400, messages.productSoldOut],
    [404, messages.productNotFound],
    [409, messages.notEnoughStock(1)],
  ])('tells a signed-in shopper why Add to Cart failed (%i) and keeps them on the product', async (status, text) => {
    localStorage.setItem('token', 'test-token');
    localStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Asha', role: 'customer' }));
    const product = aProduct({ quantity: 2 });
    serveProduct(product, 200, [status, { message: text }]);
    const router = renderProductPage(product, { toaster: true });
    fireEvent.click(await screen.findByRole('button', { name: messages.addToCart }, SLOW));
    // Toasts of earlier tests may still be up: look for this one's text, shown as an alert.
    expect((await screen.findByText(text, undefined, SLOW)).getAttribute('role')).toBe('alert');
    expect(router.state.location.pathname).toBe(`/prod/Cotton-Nighties/Rose-Garden-Cotton-Nighty/${product._id}`);
    expect(screen.queryByText('Login screen')).toBeNull();
  });

  it("shows 'Error fetching product details.' when the call fails", async () => {
    const product = aProduct();
    serveProduct(null, 500);
    renderProductPage(product);
    expect((await screen.findByRole('alert', undefined, SLOW)).textContent).toBe(messages.fetchProductError);
  });
});
