import { formatINR } from '@nidra/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestedUrls, stubApi } from '../../../../test/harness.tsx';
import { renderAdmin, withAdminSignedIn } from '../../test/render-admin.tsx';
import { countScale, formatINRShort, niceScale } from './chart-scale.ts';
import { SalesReportView } from './sales-report.tsx';

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-03-${String(i + 1).padStart(2, '0')}`,
  revenue: i === 11 ? 4500 : i % 7 === 0 ? 1200 : 0,
  orders: i === 11 ? 3 : i % 7 === 0 ? 1 : 0,
}));

withAdminSignedIn();

const REPORT = {
  days,
  totals: { revenue: 10500, orders: 8, averageOrderValue: 1312.5 },
  topSubcategories: [{ subcategory: 'Kaftans', revenue: 6000, quantity: 5 }],
};

describe('Sales report', () => {
  it('draws revenue per day as an accessible SVG chart with totals and top subcategories', async () => {
    const fetchMock = stubApi((url) => (url === '/api/admin/sales?days=30' ? [200, REPORT] : undefined));
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
  });

  it('draws orders per day as a second chart, with whole-number steps and its own description', async () => {
    stubApi((url) => (url === '/api/admin/sales?days=30' ? [200, REPORT] : undefined));
    renderAdmin('/admin/sales', <SalesReportView />);
    const chart = await screen.findByRole('img', {
      name: 'Orders per day from 1 Mar to 30 Mar: 8 orders in total, most 3 on 12 Mar.',
    });
    const bars = [...chart.querySelectorAll('rect')];
    expect(bars).toHaveLength(30);
    expect(bars[11].querySelector('title')?.textContent).toBe('12 Mar: 3 orders');
    expect(bars[0].querySelector('title')?.textContent).toBe('1 Mar: 1 order');
    // The busiest day's bar is the tallest; a day without orders has none.
    const heights = bars.map((b) => Number(b.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[11]);
    expect(heights[1]).toBe(0);
    expect([...chart.querySelectorAll('text')].map((t) => t.textContent)).toEqual(
      expect.arrayContaining(['0', '1', '2', '3', '4']),
    );
    // The Orders card and the daily figures carry the same counts as the charts.
    const ordersCard = screen.getByText('Orders', { selector: 'dt' }).parentElement!;
    expect(within(ordersCard).getByText('8')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Revenue and orders per day' });
    expect(within(table).getByRole('row', { name: `12 Mar 3 ${formatINR(4500)}` })).toBeTruthy();
  });

  it('picks round axis steps and short rupee labels', () => {
    expect(niceScale(4500)).toEqual({ top: 6000, step: 2000 });
    expect(niceScale(900)).toEqual({ top: 1000, step: 250 });
    expect(niceScale(0)).toEqual({ top: 400, step: 100 });
    expect(niceScale(180000)).toEqual({ top: 200000, step: 50000 });
    expect(countScale(0)).toEqual({ top: 4, step: 1 });
    expect(countScale(9)).toEqual({ top: 10, step: 5 });
    expect(countScale(37)).toEqual({ top: 40, step: 10 });
    expect(formatINRShort(1500)).toBe('₹1.5K');
    expect(formatINRShort(250000)).toBe('₹2.5L');
  });
});
