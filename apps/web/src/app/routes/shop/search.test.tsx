import { messages } from '@nidra/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, requestedUrls, SLOW, stubApi } from '../../../test/harness.tsx';
import { aProduct } from '../../../test/product-fixture.ts';
import SearchPage from './search.tsx';

const empty = { products: [], total: 0, page: 1, totalPages: 0, facets: { sizes: [], fabrics: [] } };

describe('Search screen', () => {
  it('offers the closest subcategories and the new arrivals when nothing matches', async () => {
    stubApi((url) => {
      if (url.startsWith('/api/search?q=kurti')) return [200, empty];
      if (url === '/api/search/close?q=kurti')
        return [
          200,
          {
            suggestions: [
              { kind: 'subcategory', label: 'Kaftans', url: '/prod/Kaftans' },
              { kind: 'subcategory', label: 'Cotton Nighties', url: '/prod/Cotton-Nighties' },
            ],
          },
        ];
      if (url === '/api/products/new-arrivals?group=design') return [200, [aProduct()]];
    });
    renderRoute('/search', <SearchPage />, '/search?q=kurti');
    expect(await screen.findByText(messages.searchNothingFound('kurti'), undefined, SLOW)).toBeTruthy();
    const close = within(await screen.findByRole('navigation', { name: messages.searchCloseMatches }, SLOW));
    expect(close.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Kaftans', '/prod/Kaftans'],
      ['Cotton Nighties', '/prod/Cotton-Nighties'],
    ]);
    expect(await screen.findByRole('heading', { name: messages.newArrivals }, SLOW)).toBeTruthy();
  });

  it('shows the matches and reads no new arrivals when something matches', async () => {
    const found = {
      ...empty,
      products: [aProduct({ productName: 'Ivory Floral Cotton Nighty' })],
      total: 1,
      totalPages: 1,
    };
    const fetchMock = stubApi((url) => {
      if (url.startsWith('/api/search?q=ivory')) return [200, found];
      if (url === '/api/products/new-arrivals?group=design') return [200, [aProduct()]];
    });
    renderRoute('/search', <SearchPage />, '/search?q=ivory');
    expect(await screen.findByRole('link', { name: /Ivory Floral Cotton Nighty/ }, SLOW)).toBeTruthy();
    expect(requestedUrls(fetchMock).filter((u) => u.includes('new-arrivals'))).toEqual([]);
  });
});
