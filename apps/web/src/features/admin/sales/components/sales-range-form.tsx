import { daysInRange, SALES_MAX_DAYS } from '@nidra/shared/reports/sales-range.rules';
import { type FormEvent, useState } from 'react';
import { adminButton } from '../../components/admin-page.tsx';
import { DateField } from '../../components/date-field.tsx';
import { SALES_DAYS, type SalesRange } from '../api/get-sales-report.ts';

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
  const problemId = problem ? 'sales-range-problem' : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = rangeProblem(from, to);
    setProblem(found);
    if (!found) onChange({ from, to });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Sales date range" className="flex flex-wrap items-end gap-3">
      <DateField id="sales-from" label="From" value={from} max={today} onChange={setFrom} problemId={problemId} />
      <DateField id="sales-to" label="To" value={to} max={today} onChange={setTo} problemId={problemId} />
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
