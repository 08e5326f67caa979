import { formatINR, messages } from '@nidra/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, requestedUrls, signInAdmin, stubApi } from '../../test/render-admin.tsx';
import { formatINRShort, niceScale } from './chart-scale.ts';
import { SalesReportView } from './sales-report.tsx';

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-03-${String(i + 1).padStart(2, '0')}`,
  revenue: i === 11 ? 4500 : i % 7 === 0 ? 1200 : 0,
  orders: i === 11 ? 3 : i % 7 === 0 ? 1 : 0,
}));

beforeEach(signInAdmin);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Sales report', () => {
  it('draws revenue per day as an accessible SVG chart with totals and top subcategories', async () => {
    const fetchMock = stubApi((url) =>
      url === '/api/admin/sales?days=30'
        ? [
            200,
            {
              days,
              totals: { revenue: 10500, orders: 8, averageOrderValue: 1312.5 },
              topSubcategories: [{ subcategory: 'Kaftans', revenue: 6000, quantity: 5 }],
            },
          ]
        : undefined,
    );
    renderAdmin('/admin/sales', <SalesReportView />);
    const chart = await screen.findByRole('img', { name: /^Revenue per day from 1 Mar to 30 Mar/ });
    expect(chart.getAttribute('aria-label')).toContain(`highest ${formatINR(4500)} on 12 Mar`);
    const titles = [...chart.querySelectorAll('rect > title')].map((t) => t.textContent);
    expect(titles).toHaveLength(30);
    expect(titles[11]).toBe(`12 Mar: ${formatINR(4500)} from 3 orders`);
    expect([...chart.querySelectorAll('text')].map((t) => t.textContent)).toContain('₹6K');
    expect(screen.getByText(formatINR(10500))).toBeTruthy();
    expect(screen.getByText(formatINR(1312.5))).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Kaftans' })).toBeTruthy();
    expect(requestedUrls(fetchMock)).toEqual(['/api/admin/sales?days=30']);
    expect(messages.adminSales).toBe('Admin Sales');
  });

  it('picks round axis steps and short rupee labels', () => {
    expect(niceScale(4500)).toEqual({ top: 6000, step: 2000 });
    expect(niceScale(900)).toEqual({ top: 1000, step: 250 });
    expect(niceScale(0)).toEqual({ top: 400, step: 100 });
    expect(niceScale(180000)).toEqual({ top: 200000, step: 50000 });
    expect(formatINRShort(1500)).toBe('₹1.5K');
    expect(formatINRShort(250000)).toBe('₹2.5L');
  });
});
