import { csvLine, csvRupees } from '../csv/csv.rules.ts';
import { gstStateCode } from '../orders/gst-state-codes.rules.ts';
import type { TaxSummary, TaxSummaryRow } from './tax-summary.schema.ts';

/** Asia/Kolkata has no daylight saving: its days start at 18:30 UTC the day before. */
const IST_OFFSET_MS = 5.5 * 3_600_000;

/** The instants a Kolkata calendar month spans: [start, end). */
export function kolkataMonthRange(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number);
  return { start: new Date(Date.UTC(y, m - 1, 1) - IST_OFFSET_MS), end: new Date(Date.UTC(y, m, 1) - IST_OFFSET_MS) };
}

/** The month of an instant in Asia/Kolkata, YYYY-MM. */
export const kolkataMonth = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);

type Line = {
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};
/** One printed document: its place of supply and its lines, as on the PDF. */
export type TaxDocument = { kind: 'invoice' | 'credit-note'; state: string; lines: Line[] };

const zero = () => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 });
type Figures = ReturnType<typeof zero>;
const add = (into: Figures, line: Line, sign: number) => {
  into.taxablePaise += sign * line.taxablePaise;
  into.cgstPaise += sign * line.cgstPaise;
  into.sgstPaise += sign * line.sgstPaise;
  into.igstPaise += sign * line.igstPaise;
  into.totalPaise += sign * line.totalPaise;
};

/**
 * GSTR-1's B2C table for a month: the printed lines of its invoices, less those of its credit notes
 * (a credit note reduces the month it is issued in), summed by place of supply and rate. Every figure
 * is a sum of printed paise, so the table equals the documents to the paisa.
 */
export function summarizeTax(
  month: string,
  documents: Iterable<TaxDocument>,
  refunds: TaxSummary['refunds'] = { count: 0, amountPaise: 0 },
): TaxSummary {
  const rows = new Map<string, TaxSummaryRow>();
  const invoices = { ...zero(), count: 0 };
  const creditNotes = { ...zero(), count: 0 };
  const net = zero();
  for (const doc of documents) {
    const sign = doc.kind === 'invoice' ? 1 : -1;
    const side = doc.kind === 'invoice' ? invoices : creditNotes;
    side.count++;
    for (const line of doc.lines) {
      const key = `${doc.state}\u0000${line.ratePercent}`;
      let row = rows.get(key);
      if (!row) {
        row = { state: doc.state, stateCode: gstStateCode(doc.state) ?? '', ratePercent: line.ratePercent, ...zero() };
        rows.set(key, row);
      }
      add(row, line, sign);
      add(side, line, 1);
      add(net, line, sign);
    }
  }
  const sorted = [...rows.values()].sort(
    (a, b) => a.stateCode.localeCompare(b.stateCode) || a.state.localeCompare(b.state) || a.ratePercent - b.ratePercent,
  );
  return { month, rows: sorted, invoices, creditNotes, net, refunds };
}

/** The summary as CSV with GSTR-1 B2CS column names, amounts in rupees, and a closing total. */
export function taxSummaryCsv(summary: TaxSummary): string {
  const head = csvLine([
    'Type',
    'Place Of Supply',
    'Rate',
    'Taxable Value',
    'Integrated Tax',
    'Central Tax',
    'State/UT Tax',
    'Cess Amount',
    'Invoice Value',
  ]);
  const figures = (f: Omit<TaxSummaryRow, 'state' | 'stateCode' | 'ratePercent'>) =>
    [f.taxablePaise, f.igstPaise, f.cgstPaise, f.sgstPaise, 0, f.totalPaise].map(csvRupees);
  const body = summary.rows.map((r) =>
    csvLine(['OE', r.stateCode ? `${r.stateCode}-${r.state}` : r.state, r.ratePercent, ...figures(r)]),
  );
  const total = csvLine(['Total', '', '', ...figures(summary.net)]);
  return head + body.join('') + total;
}
