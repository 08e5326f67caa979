import { messages } from '@nidra/shared';
import type { PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, SLOW, stubApi } from '../../../test/harness.tsx';
import { aProduct } from '../../../test/product-fixture.ts';
import SubcategoryPage from './subcategory.tsx';

const PATH = 'prod/:subcategory';
const pageOf = (products: PublicProduct[], page: number, totalPages: number) => ({
  products,
  total: totalPages * 2,
  page,
  totalPages,
});

describe('Subcategory screen', () => {
  it('lists the cards with a breadcrumb and loads the next page with "Load more"', async () => {
    const calls: string[] = [];
    stubApi((url) => {
      calls.push(url);
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const products = [1, 2].map((n) =>
        aProduct({ _id: `p${page}-${n}`, productName: `Nighty ${page}.${n}`, quantity: n === 2 ? 0 : 1 }),
      );
      return [200, pageOf(products, page, 2)];
    });
    renderRoute(PATH, <SubcategoryPage />, '/prod/Cotton-Nighties');
    expect(await screen.findByText('Nighty 1.1', undefined, SLOW)).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(crumbs.getByText('Cotton Nighties').getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByText(messages.soldOut)).toHaveLength(1);
    expect(calls[0]).toBe('/api/products?subcategory=Cotton-Nighties&group=design&page=1&pageSize=24');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Nighty 2.1', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(document.title).toBe('Cotton Nighties | Nidra');
  });

  it("shows 'No products found for this category.' for an empty list", async () => {
    stubApi(() => [200, pageOf([], 1, 0)]);
    renderRoute(PATH, <SubcategoryPage />, '/prod/Silk-Robes');
    expect(await screen.findByText(messages.noProductsInCategory, undefined, SLOW)).toBeTruthy();
  });

  it("shows 'Failed to fetch products. Please try again later.' when the call fails", async () => {
    stubApi(() => [500, { message: 'Internal Server Error' }]);
    renderRoute(PATH, <SubcategoryPage />, '/prod/Silk-Robes');
    expect((await screen.findByRole('alert', undefined, SLOW)).textContent).toBe(messages.fetchProductsFailed);
  });
});
