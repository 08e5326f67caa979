import { daysInRange, SALES_MAX_DAYS } from '@nidra/shared/reports/sales-range.rules';
import { type FormEvent, useState } from 'react';
import { adminButton } from '../../components/admin-page.tsx';
import { SALES_DAYS, type SalesRange } from '../api/get-sales-report.ts';

const INPUT =
  'rounded-lg border border-plum-200 bg-white px-3 py-2 text-sm text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100 aria-invalid:border-red-400';

/** Why a range cannot be shown, or null when it can. */
function rangeProblem(from: string, to: string): string | null {
  if (!from || !to) return 'Choose both a start and an end date.';
  const days = daysInRange(from, to);
  if (days < 1) return 'The start date must not be after the end date.';
  if (days > SALES_MAX_DAYS) return `Choose at most ${SALES_MAX_DAYS} days.`;
  return null;
}

/** Start and end dates of the sales report; "Last 30 days" goes back to the default. */
export function SalesRangeForm({
  range,
  onChange,
  today,
}: {
  range?: SalesRange;
  onChange: (range: SalesRange | undefined) => void;
  today: string;
}) {
  const [from, setFrom] = useState(range?.from ?? '');
  const [to, setTo] = useState(range?.to ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = rangeProblem(from, to);
    setProblem(found);
    if (!found) onChange({ from, to });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Sales date range" className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="sales-from" className="mb-1 block text-xs font-medium text-plum-700">
          From
        </label>
        <input
          id="sales-from"
          type="date"
          value={from}
          max={today}
          onChange={(e) => setFrom(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'sales-range-problem' : undefined}
          className={INPUT}
        />
      </div>
      <div>
        <label htmlFor="sales-to" className="mb-1 block text-xs font-medium text-plum-700">
          To
        </label>
        <input
          id="sales-to"
          type="date"
          value={to}
          max={today}
          onChange={(e) => setTo(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'sales-range-problem' : undefined}
          className={INPUT}
        />
      </div>
      <button type="submit" className={adminButton('primary', 'py-2')}>
        Show
      </button>
      {range && (
        <button
          type="button"
          className={adminButton('ghost', 'py-2')}
          onClick={() => {
            setFrom('');
            setTo('');
            setProblem(null);
            onChange(undefined);
          }}
        >
          Last {SALES_DAYS} days
        </button>
      )}
      {problem && (
        <p id="sales-range-problem" role="alert" className="basis-full text-sm text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
