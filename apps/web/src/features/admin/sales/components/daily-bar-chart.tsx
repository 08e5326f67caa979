import { formatDay } from './chart-scale.ts';

const W = 760;
const PAD = { top: 12, right: 8, bottom: 30, left: 52 };

type DailyBar = { date: string; value: number; title: string };

/**
 * One bar per day as an inline SVG: `summary` is the chart's accessible name (screen readers), one
 * <title> per bar serves pointer users; the axis runs from 0 to `top` in steps of `step`. The day
 * with the highest value is drawn in the accent colour.
 */
export function DailyBarChart({
  bars,
  summary,
  top,
  step,
  formatTick,
  height,
}: {
  bars: DailyBar[];
  summary: string;
  top: number;
  step: number;
  formatTick: (value: number) => string;
  height: number;
}) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, bars.length);
  const barW = Math.max(2, slot * 0.7);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const best = bars.reduce<DailyBar | null>((b, d) => (!b || d.value > b.value ? d : b), null);
  const labelEvery = bars.length > 20 ? 5 : bars.length > 10 ? 2 : 1;

  return (
    <svg
      viewBox={`0 0 ${W} ${height}`}
      role="img"
      aria-label={summary}
      className="h-auto w-full min-w-[36rem] font-sans"
    >
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
            {formatTick(t)}
          </text>
        </g>
      ))}
      {bars.map((d, i) => {
        const x = PAD.left + i * slot + (slot - barW) / 2;
        const h = Math.max(d.value > 0 ? 1.5 : 0, (d.value / top) * plotH);
        return (
          <g key={d.date}>
            <rect
              x={x}
              y={PAD.top + plotH - h}
              width={barW}
              height={h}
              rx={Math.min(3, barW / 3)}
              className={d === best && d.value > 0 ? 'fill-blush-500' : 'fill-plum-700 hover:fill-plum-500'}
            >
              <title>{d.title}</title>
            </rect>
            {(i % labelEvery === 0 || i === bars.length - 1) && (
              <text
                x={x + barW / 2}
                y={height - PAD.bottom + 16}
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
