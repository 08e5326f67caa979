import { formatINR, messages } from '@nidra/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, SLOW, stubApi } from '../../../test/harness.tsx';
import { aProduct } from '../../../test/product-fixture.ts';
import HomePage from './home.tsx';

const categories = [
  { category: 'Nightwear', subcategories: [{ subcategory: 'Cotton Nighties', displayImage: '/images/c.webp' }] },
];

function signIn() {
  localStorage.setItem('token', 'token-1');
  localStorage.setItem(
    'user',
    JSON.stringify({ _id: 'u1', name: 'Asha', email: 'a@x.in', phoneNumber: null, role: 'customer' }),
  );
}

function serve(recentlyViewed: [number, unknown]) {
  stubApi((url) => {
    if (url === '/api/categories') return [200, categories];
    if (url === '/api/products/new-arrivals?group=design') return [200, [aProduct({ quantity: 0 })]];
    if (url === '/api/analytics/recently-viewed-products/u1') return recentlyViewed;
  });
}

describe('Home screen', () => {
  it('shows categories with subcategory links, new arrivals with Sold Out, and the social metadata', async () => {
    serve([200, []]);
    renderRoute('/', <HomePage />);
    const link = await screen.findByRole('link', { name: 'Cotton Nighties' }, SLOW);
    expect(link.getAttribute('href')).toBe('/prod/Cotton-Nighties');
    const arrivals = within(screen.getByRole('region', { name: 'New Arrivals' }));
    expect(await arrivals.findByText(messages.soldOut, undefined, SLOW)).toBeTruthy();
    // Priced like the list cards: selling price, struck MRP and the percent off.
    expect(arrivals.getByText(formatINR(899))).toBeTruthy();
    expect(arrivals.getByText(formatINR(1499))).toBeTruthy();
    expect(arrivals.getByText('40% OFF')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Recently Viewed Products' })).toBeNull();
    expect(document.head.querySelector('meta[name="twitter:site"]')?.getAttribute('content')).toBe('@nidra.nightwear');
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('website');
  });

  it('shows recently viewed products to a signed-in shopper', async () => {
    signIn();
    serve([200, [aProduct({ productName: 'Lavender Night Suit', _id: 'rv1' })]]);
    renderRoute('/', <HomePage />);
    const strip = within(await screen.findByRole('region', { name: 'Recently Viewed Products' }, SLOW));
    expect(strip.getByRole('link').getAttribute('href')).toBe('/prod/Cotton-Nighties/Lavender-Night-Suit/rv1');
    expect(strip.getByRole('link').textContent).toContain(formatINR(899));
  });

  it("shows 'Error fetching recently viewed products.' when that call fails", async () => {
    signIn();
    serve([500, { message: 'Internal Server Error' }]);
    renderRoute('/', <HomePage />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.fetchRecentlyViewedError), SLOW);
  });
});
