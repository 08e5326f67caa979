import type { CSSProperties, ReactNode } from 'react';

/** Header and cell classes shared by every admin table: dense, tabular numbers, sticky header. */
const TH =
  'sticky top-0 z-10 whitespace-nowrap border-b border-plum-200 bg-plum-50 px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-plum-700';
export const TD = 'px-3 py-2.5 align-top';
export const TD_NUM = 'px-3 py-2.5 text-right align-top whitespace-nowrap';
const TH_NUM = `${TH} text-right`;
/** Cells centred vertically, for rows led by a thumbnail. */
export const TD_MID = 'px-3 py-2 align-middle';
export const TD_NUM_MID = 'px-3 py-2 text-right align-middle whitespace-nowrap';

/** A row as a card on a phone (a table with `cardsOnPhone`): a bordered block of labelled cells. */
export const PHONE_ROW =
  'max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-1 max-md:rounded-lg max-md:border max-md:border-plum-100 max-md:bg-white max-md:py-2 max-md:shadow-sm';
/** A cell in a phone card: its column's name (`data-label`) above its value; `wide` spans the card. */
export const PHONE_CELL = (wide = false) =>
  `max-md:block max-md:py-1 max-md:text-left max-md:before:block max-md:before:text-[0.65rem] max-md:before:font-semibold max-md:before:uppercase max-md:before:tracking-wide max-md:before:text-plum-500 max-md:before:content-[attr(data-label)] ${wide ? 'max-md:col-span-2' : ''}`;

/** One column heading; numeric columns are right-aligned like their cells. */
export type Column = { label: ReactNode; numeric?: boolean };

/**
 * A table in a scroll frame: zebra rows, a caption for screen readers, horizontal scroll on phones
 * and a header that stays in view while the rows scroll on wide screens.
 */
export function DataTable({
  caption,
  columns,
  children,
  className = '',
  minWidth = '40rem',
  dense = false,
  cardsOnPhone = false,
}: {
  caption: string;
  columns: Column[];
  children: ReactNode;
  className?: string;
  minWidth?: string;
  /** Tighter cells and headings that may wrap, for wide tables that should still fit a laptop screen. */
  dense?: boolean;
  /**
   * Below 768 px each row reads as a card: the headings are kept for screen readers only and each
   * cell shows its column's name from its `data-label` (see PHONE_CELL).
   */
  cardsOnPhone?: boolean;
}) {
  const cards = cardsOnPhone
    ? 'max-md:block max-md:[&_tbody]:block max-md:[&_tbody]:space-y-3 max-md:[&_tbody]:p-2 max-md:[&_thead]:sr-only'
    : '';
  return (
    // The frame scrolls: it takes keyboard focus so the rows can be scrolled without a mouse (WCAG 2.1.1).
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
      tabIndex={0}
      className={`relative overflow-auto rounded-xl border border-plum-100 bg-white shadow-sm shadow-plum-900/5 lg:max-h-[calc(100dvh-13rem)] print:max-h-none print:overflow-visible ${className}`}
    >
      <table
        className={`w-full border-collapse text-sm tabular-nums text-ink ${cardsOnPhone ? 'md:min-w-(--table-min)' : 'min-w-(--table-min)'} ${dense ? '[&_td]:px-1.5 [&_th]:px-1.5 [&_th]:whitespace-normal' : ''} ${cards}`}
        style={{ '--table-min': minWidth } as CSSProperties}
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the headings are fixed for a table's lifetime.
              <th key={i} scope="col" className={column.numeric ? TH_NUM : TH}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&>tr:nth-child(even)]:bg-plum-50/45 [&>tr]:border-b [&>tr]:border-plum-100/70 [&>tr:last-child]:border-0">
          {children}
        </tbody>
      </table>
    </section>
  );
}

/** A full-width row inside a table body for loading, empty or error text. */
export function TableMessage({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-10 text-center text-plum-500">
        {children}
      </td>
    </tr>
  );
}

/** Placeholder rows while a table loads, so the layout does not jump. */
export function SkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
        <tr key={r}>
          {Array.from({ length: columns }, (_, c) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
            <td key={c} className={TD}>
              <span
                aria-hidden="true"
                className="block h-3.5 w-full max-w-32 animate-pulse rounded bg-plum-100 motion-reduce:animate-none"
              />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
