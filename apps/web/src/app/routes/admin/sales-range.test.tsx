import type { TaxSummary } from '@nidra/shared/reports/tax-summary.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, withAdminSignedIn } from '../../../features/admin/test/render-admin.tsx';
import { requestedUrls, stubApi } from '../../../test/harness.tsx';
import AdminSalesPage from './sales.tsx';

withAdminSignedIn();

const report = (dates: string[]) => ({
  days: dates.map((date) => ({ date, revenue: 500, orders: 1 })),
  totals: { revenue: 500 * dates.length, orders: dates.length, averageOrderValue: 500 },
  topSubcategories: [],
});
const zero = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
const summary: TaxSummary = {
  month: '2026-08',
  rows: [
    {
      state: 'Telangana',
      stateCode: '36',
      ratePercent: 5,
      taxablePaise: 356_858,
      cgstPaise: 8_921,
      sgstPaise: 8_921,
      igstPaise: 0,
      totalPaise: 374_700,
    },
    {
      state: 'Karnataka',
      stateCode: '29',
      ratePercent: 18,
      taxablePaise: 296_525,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 53_375,
      totalPaise: 349_900,
    },
  ],
  invoices: { ...zero, count: 2, totalPaise: 724_600 },
  creditNotes: { ...zero, count: 0 },
  net: { taxablePaise: 653_383, cgstPaise: 8_921, sgstPaise: 8_921, igstPaise: 53_375, totalPaise: 724_600 },
  refunds: { count: 0, amountPaise: 0 },
};

describe('/admin/sales date range and tax summary', () => {
  it('asks for the chosen days, and refuses a start after the end', async () => {
    const fetchMock = stubApi((url) => {
      if (url.startsWith('/api/admin/sales?from=2026-03-10&to=2026-03-12'))
        return [200, report(['2026-03-10', '2026-03-11', '2026-03-12'])];
      if (url.startsWith('/api/admin/sales')) return [200, report(['2026-03-01'])];
      return undefined;
    });
    renderAdmin('/admin/sales', <AdminSalesPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin Sales');
    const form = screen.getByRole('form', { name: 'Sales date range' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-03-12' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-03-10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The start date must not be after the end date.');

    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-03-12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show' }));
    await screen.findByText('10 Mar – 12 Mar');
    expect(requestedUrls(fetchMock)).toContain('/api/admin/sales?from=2026-03-10&to=2026-03-12');
    // The revenue by payment method follows the same days.
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain('/api/admin/sales/by-method?from=2026-03-10&to=2026-03-12'),
    );
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toBeTruthy();
  });

  it('shows the month’s tax by place of supply and rate, with a total', async () => {
    stubApi((url) => {
      if (url === '/api/admin/reports/tax-summary?month=2026-08') return [200, summary];
      if (url.startsWith('/api/admin/sales')) return [200, report([])];
      return undefined;
    });
    renderAdmin('/admin/sales', <AdminSalesPage />, '/admin/sales?month=2026-08');
    const table = await screen.findByRole('table', { name: 'GST by place of supply and rate, August 2026' });
    const row = await within(table).findByRole('row', { name: /36 · Telangana/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5 %', '₹3,568.58', '₹89.21', '₹89.21', '₹0', '₹3,747']);
    expect(within(table).getByRole('row', { name: /^Total/ }).textContent).toContain('₹7,246');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('2026-08');
  });
});
