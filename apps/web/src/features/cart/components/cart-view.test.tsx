import { formatINR, messages } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import type { PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubApi } from '../../../test/harness.tsx';
import { SHOPPER, signInShopper } from '../../../test/shopper.ts';
import { preloadCartPictures } from '../cart-pictures.ts';
import { CartView } from './cart-view.tsx';

const CART_ID = '6b1d6c3e-0000-4000-8000-0000000000ca';

function product(id: string, name: string, MRP: number, sellingPrice: number, quantity: number): PublicProduct {
  return {
    _id: id,
    productName: name,
    size: 'M',
    category: 'Nightwear',
    subcategory: 'Cotton Nighties',
    MRP,
    sellingPrice,
    discount: 0,
    designNumber: 'D1',
    isActive: true,
    displayImage: null,
    imagesUrl: [],
    barcode: '',
    length: '',
    chest: '',
    quantity,
    fabric: 'Cotton',
    description: '',
    hsn: '6208',
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const line = (id: string, p: PublicProduct, quantity = 1) => ({ _id: id, cartId: CART_ID, product: p, quantity });

/** Answers the browser's calls the way the server would; anything unexpected is a 404. */
function stubServer(routes: Record<string, () => Response>) {
  return stubApi((url, init) => routes[`${init?.method ?? 'GET'} ${url}`]?.());
}

function renderCart() {
  return renderRoutes(
    [
      { path: '/cart', element: <CartView /> },
      { path: '/checkout', element: <p>Checkout screen</p> },
      { path: '/', element: <p>Home screen</p> },
    ],
    '/cart',
    { toaster: true },
  );
}

const summary = () => screen.getByRole('region', { name: 'Price details' });
const row = (label: string) => within(summary()).getByText(label).nextElementSibling?.textContent;

beforeEach(() => {
  signInShopper();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('CartView', () => {
  it('leaves sold-out lines out of the totals and blocks Proceed to Buy with the message', async () => {
    const cart: Cart = {
      _id: CART_ID,
      items: [
        line('i1', product('p1', 'Lavender Nightie', 1500, 1000, 3), 2),
        line('i2', product('p2', 'Rose Pyjama Set', 2000, 1200, 0)),
      ],
    };
    stubServer({ [`GET /api/cart/${SHOPPER._id}`]: () => json(cart) });
    renderCart();

    expect(await screen.findByText('Rose Pyjama Set')).toBeTruthy();
    // Only the two available pieces count: MRP 3000, selling 2000, 2 items → ₹80 shipping.
    expect(row('Total MRP')).toBe(formatINR(3000));
    expect(row('Discount on MRP')).toBe(`−${formatINR(1000)}`);
    expect(row('Shipping Fee')).toBe(formatINR(80));
    expect(row('Total Amount')).toBe(formatINR(2080));
    expect(screen.getByText(messages.soldOut)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(messages.soldOutInCart);

    const proceed = screen.getAllByRole('button', { name: 'Proceed to Buy' });
    expect(proceed.length).toBeGreaterThan(0);
    for (const button of proceed) expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(proceed[0]);
    expect(screen.queryByText('Checkout screen')).toBeNull();
  });

  it('goes to checkout when nothing is sold out', async () => {
    const cart: Cart = { _id: CART_ID, items: [line('i1', product('p1', 'Lavender Nightie', 1500, 1000, 3))] };
    stubServer({ [`GET /api/cart/${SHOPPER._id}`]: () => json(cart) });
    renderCart();

    await screen.findByText('Lavender Nightie');
    expect(row('Total Amount')).toBe(formatINR(1050));
    expect(screen.queryByText(messages.soldOutInCart)).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Proceed to Buy' })[0]);
    expect(await screen.findByText('Checkout screen')).toBeTruthy();
  });

  it('shows the empty state with Continue Shopping', async () => {
    stubServer({ [`GET /api/cart/${SHOPPER._id}`]: () => json({ _id: CART_ID, items: [] }) });
    renderCart();

    expect(await screen.findByText(messages.cartEmpty)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(await screen.findByText('Home screen')).toBeTruthy();
  });

  it('says so when the cart cannot be loaded', async () => {
    stubServer({ [`GET /api/cart/${SHOPPER._id}`]: () => json({ message: 'Internal Server Error' }, 500) });
    renderCart();
    expect(await screen.findByText(messages.fetchCartError)).toBeTruthy();
  });

  it('removes a line with the answer from the server, and toasts when removing fails', async () => {
    const nightie = line('i1', product('p1', 'Lavender Nightie', 1500, 1000, 3));
    const pyjama = line('i2', product('p2', 'Rose Pyjama Set', 2000, 1200, 2));
    let deleteWorks = true;
    const fetchMock = stubServer({
      [`GET /api/cart/${SHOPPER._id}`]: () => json({ _id: CART_ID, items: [nightie, pyjama] }),
      [`POST /api/cart/${SHOPPER._id}/item/delete`]: () =>
        deleteWorks ? json({ _id: CART_ID, items: [nightie] }) : json({ message: 'Internal Server Error' }, 500),
    });
    renderCart();

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Rose Pyjama Set' }));
    await vi.waitFor(() => expect(screen.queryByText('Rose Pyjama Set')).toBeNull());
    const deleteCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/item/delete'));
    expect(JSON.parse(String(deleteCall?.[1]?.body))).toEqual({ cartId: CART_ID, itemId: 'i2' });

    deleteWorks = false;
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lavender Nightie' }));
    expect(await screen.findByText(messages.deleteCartItemError)).toBeTruthy();
    expect(screen.getByText('Lavender Nightie')).toBeTruthy();
  });

  it('the pictures the boot script preloads are the ones the first lines draw, with the same choice of width', async () => {
    const pictured = (id: string, name: string, image: string | null) => ({
      ...product(id, name, 1500, 1000, 3),
      displayImage: image,
    });
    const cart: Cart = {
      _id: CART_ID,
      items: [
        line('i1', pictured('p1', 'Lavender Nightie', '/images/aa11.webp')),
        line('i2', pictured('p2', 'Rose Pyjama Set', null)),
        line('i3', pictured('p3', 'Ivory Kaftan', '/images/cc33.webp')),
      ],
    };
    stubServer({ [`GET /api/cart/${SHOPPER._id}`]: () => json(cart) });
    preloadCartPictures(cart);
    renderCart();
    await screen.findByText('Ivory Kaftan');

    const drawn = [...document.querySelectorAll('li img')].map((img) => ({
      src: img.getAttribute('src'),
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
      eager: img.getAttribute('loading') === 'eager',
    }));
    const preloaded = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
      src: link.getAttribute('href'),
      srcset: link.getAttribute('imagesrcset'),
      sizes: link.getAttribute('imagesizes'),
      eager: true,
    }));
    // The first two lines paint with the page; the second has no picture, the third is not on the first screen.
    expect(drawn.map((d) => d.eager)).toEqual([true, false]);
    expect(preloaded).toEqual([drawn[0]]);
    expect(preloaded[0].srcset).toContain('/images/aa11-240.webp 240w');
  });
});
