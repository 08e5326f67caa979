import { formatINR } from '@nidra/shared';
import type { SalesReport } from '@nidra/shared/admin/admin.schema';
import { countScale, formatDay, formatINRShort, niceScale } from './chart-scale.ts';
import { DailyBarChart } from './daily-bar-chart.tsx';

type Days = SalesReport['days'];
const orders = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/** 'from 1 Mar to 30 Mar', or null when there are no days. */
const span = (days: Days) =>
  days.length === 0 ? null : `from ${formatDay(days[0].date)} to ${formatDay(days[days.length - 1].date)}`;
const peak = (days: Days, of: (d: Days[number]) => number) =>
  days.reduce<Days[number] | null>((b, d) => (!b || of(d) > of(b) ? d : b), null);

/** Revenue per day (spec: the last 30 days as a chart); its summary is the accessible name. */
export function RevenueChart({ days }: { days: Days }) {
  const { top, step } = niceScale(Math.max(0, ...days.map((d) => d.revenue)));
  const best = peak(days, (d) => d.revenue);
  const total = days.reduce((s, d) => s + d.revenue, 0);
  const summary =
    days.length === 0
      ? 'No sales data.'
      : `Revenue per day ${span(days)}: ${formatINR(total)} in total` +
        (best && best.revenue > 0
          ? `, highest ${formatINR(best.revenue)} on ${formatDay(best.date)}.`
          : ', no paid orders.');
  return (
    <DailyBarChart
      height={260}
      top={top}
      step={step}
      formatTick={formatINRShort}
      summary={summary}
      bars={days.map((d) => ({
        date: d.date,
        value: d.revenue,
        title: `${formatDay(d.date)}: ${formatINR(d.revenue)} from ${orders(d.orders)}`,
      }))}
    />
  );
}

/** Orders per day, a smaller chart under the revenue one, with whole-number steps. */
export function OrdersChart({ days }: { days: Days }) {
  const { top, step } = countScale(Math.max(0, ...days.map((d) => d.orders)));
  const best = peak(days, (d) => d.orders);
  const total = days.reduce((s, d) => s + d.orders, 0);
  const summary =
    days.length === 0
      ? 'No sales data.'
      : `Orders per day ${span(days)}: ${orders(total)} in total` +
        (best && best.orders > 0 ? `, most ${best.orders} on ${formatDay(best.date)}.` : '.');
  return (
    <DailyBarChart
      height={150}
      top={top}
      step={step}
      formatTick={String}
      summary={summary}
      bars={days.map((d) => ({ date: d.date, value: d.orders, title: `${formatDay(d.date)}: ${orders(d.orders)}` }))}
    />
  );
}
