import { formatINR } from '@nidra/shared';
import type { SalesReport } from '@nidra/shared/admin/admin.schema';
import { formatDay, formatINRShort, niceScale } from './chart-scale.ts';

const W = 760;
const H = 260;
const PAD = { top: 12, right: 8, bottom: 30, left: 52 };

/**
 * Revenue per day as an inline SVG bar chart: one <title> per bar for pointer users, a summary
 * in aria-label for screen readers (the daily table below the chart carries every figure).
 */
export function RevenueChart({ days }: { days: SalesReport['days'] }) {
  const max = Math.max(0, ...days.map((d) => d.revenue));
  const { top, step } = niceScale(max);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, days.length);
  const barW = Math.max(2, slot * 0.7);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const best = days.reduce<SalesReport['days'][number] | null>((b, d) => (!b || d.revenue > b.revenue ? d : b), null);
  const total = days.reduce((s, d) => s + d.revenue, 0);
  const labelEvery = days.length > 20 ? 5 : days.length > 10 ? 2 : 1;
  const summary =
    days.length === 0
      ? 'No sales data.'
      : `Revenue per day from ${formatDay(days[0].date)} to ${formatDay(days[days.length - 1].date)}: ` +
        `${formatINR(total)} in total` +
        (best && best.revenue > 0
          ? `, highest ${formatINR(best.revenue)} on ${formatDay(best.date)}.`
          : ', no paid orders.');

  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="h-auto w-full min-w-[36rem] font-sans">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="stroke-plum-100" strokeWidth="1" />
          <text
            x={PAD.left - 8}
            y={y(t)}
            dy="0.32em"
            textAnchor="end"
            className="fill-plum-500 text-[11px] tabular-nums"
          >
            {formatINRShort(t)}
          </text>
        </g>
      ))}
      {days.map((d, i) => {
        const x = PAD.left + i * slot + (slot - barW) / 2;
        const h = Math.max(d.revenue > 0 ? 1.5 : 0, (d.revenue / top) * plotH);
        return (
          <g key={d.date}>
            <rect
              x={x}
              y={PAD.top + plotH - h}
              width={barW}
              height={h}
              rx={Math.min(3, barW / 3)}
              className={d === best && d.revenue > 0 ? 'fill-blush-500' : 'fill-plum-700 hover:fill-plum-500'}
            >
              <title>
                {`${formatDay(d.date)}: ${formatINR(d.revenue)} from ${d.orders} ${d.orders === 1 ? 'order' : 'orders'}`}
              </title>
            </rect>
            {(i % labelEvery === 0 || i === days.length - 1) && (
              <text
                x={x + barW / 2}
                y={H - PAD.bottom + 16}
                textAnchor="middle"
                className="fill-plum-500 text-[10.5px]"
              >
                {formatDay(d.date)}
              </text>
            )}
          </g>
        );
      })}
      <line
        x1={PAD.left}
        x2={W - PAD.right}
        y1={PAD.top + plotH}
        y2={PAD.top + plotH}
        className="stroke-plum-300"
        strokeWidth="1"
      />
    </svg>
  );
}
