import { LOW_STOCK_THRESHOLD } from '@nidra/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/harness.tsx';
import { renderAdmin, withAdminSignedIn } from '../../test/render-admin.tsx';
import { ProductStatsTable } from './product-stats-table.tsx';

const stat = (subcategory: string, activeProducts: number) => ({
  subcategory,
  displayImage: null,
  totalProducts: activeProducts + 3,
  activeProducts,
  soldOutCount: 3,
});

withAdminSignedIn();

describe('ProductStatsTable', () => {
  it('highlights a subcategory with fewer than 10 active products', async () => {
    stubApi((url) =>
      url === '/api/subcategories/stats'
        ? [
            200,
            [
              stat('Cotton Nighties', LOW_STOCK_THRESHOLD - 1),
              stat('Satin Nighties', LOW_STOCK_THRESHOLD),
              stat('Kaftans', 0),
            ],
          ]
        : undefined,
    );
    renderAdmin('/admin/products/stats', <ProductStatsTable />);

    const row = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;
    const low = await row('Cotton Nighties');
    const enough = await row('Satin Nighties');
    const empty = await row('Kaftans');
    expect(low.dataset.lowStock).toBe('true');
    expect(empty.dataset.lowStock).toBe('true');
    expect(enough.dataset.lowStock).toBeUndefined();
    expect(low.className).toContain('bg-blush-100');
    expect(enough.className).not.toContain('bg-blush-100');
    expect(low.textContent).toContain('Low stock');
    expect(enough.textContent).not.toContain('Low stock');
    expect(low.textContent).toContain('12'); // total products
    expect(screen.getByText('2 subcategories have fewer than 10 active products.')).toBeTruthy();
  });
});
