import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, withAdminSignedIn } from '../../../features/admin/test/render-admin.tsx';
import { stubApi } from '../../../test/harness.tsx';
import AdminSalesPage from './sales.tsx';

withAdminSignedIn();

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-04-${String(i + 1).padStart(2, '0')}`,
  revenue: i === 29 ? 1250 : 0,
  orders: i === 29 ? 1 : 0,
}));

describe('/admin/sales', () => {
  it('is headed Admin Sales over the report of the last 30 days', async () => {
    stubApi((url) =>
      url === '/api/admin/sales?days=30'
        ? [200, { days, totals: { revenue: 1250, orders: 1, averageOrderValue: 1250 }, topSubcategories: [] }]
        : undefined,
    );
    renderAdmin('/admin/sales', <AdminSalesPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin Sales');
    await screen.findByRole('img', { name: /^Revenue per day from 1 Apr to 30 Apr/ });
    await screen.findByRole('img', { name: /^Orders per day from 1 Apr to 30 Apr: 1 order in total/ });
    expect(document.title).toContain('Sales · Admin');
  });
});
