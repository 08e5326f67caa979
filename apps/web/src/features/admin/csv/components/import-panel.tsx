import { CSV_ENCODINGS, type CsvEncoding } from '@nidra/shared/csv/csv-encoding.rules';
import type { ImportEvent } from '@nidra/shared/csv/import.schema';
import { PRODUCT_CSV_COLUMNS } from '@nidra/shared/csv/product-csv.rules';
import { messages } from '@nidra/shared/messages';
import { useState } from 'react';
import { ProgressBar } from '../../../../ui/progress-bar.tsx';
import { AdminAlert, adminButton } from '../../components/admin-page.tsx';
import { useCheckImport, useRunImport } from '../api/import-products.ts';
import { ImportProblems } from './import-problems.tsx';

const FILE =
  'block w-full min-w-0 max-w-full text-sm text-plum-900 file:mr-3 file:rounded-lg file:border-0 file:bg-plum-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-plum-900 hover:file:bg-plum-200';
const LABEL = 'mb-1 block text-sm font-medium text-plum-900';

function ImportProgressBar({ event }: { event: Extract<ImportEvent, { type: 'progress' | 'done' }> }) {
  const percent = event.total === 0 ? 100 : Math.round((event.done / event.total) * 100);
  return (
    <ProgressBar
      percent={percent}
      name="Import progress"
      label={`Imported ${event.done} of ${event.total} rows`}
      size="md"
      className="mt-4"
    />
  );
}

/** Products from a CSV (and a zip of pictures): a check that lists every row's problems, then the import. */
export function ImportPanel() {
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<CsvEncoding>('utf-8');
  const [progress, setProgress] = useState<Extract<ImportEvent, { type: 'progress' | 'done' }> | null>(null);
  const checking = useCheckImport();
  const importing = useRunImport((e) => e.type !== 'error' && setProgress(e));
  const report = checking.data;
  const reset = () => {
    checking.reset();
    importing.reset();
    setProgress(null);
  };
  const canImport = report && report.problemCount === 0 && report.creates + report.updates > 0;
  return (
    <section
      aria-labelledby="import-heading"
      className="min-w-0 rounded-xl border border-plum-100 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="import-heading" className="font-display text-xl text-plum-900">
        Import products
      </h2>
      <p className="mt-1 text-sm text-plum-500">
        Rows are matched by barcode: a known barcode updates that product, a new one adds it. Pictures are named in the
        displayImage and images columns (several separated by |) and sent in a zip.
      </p>
      <details className="mt-2 text-sm text-plum-700">
        <summary className="cursor-pointer">Columns</summary>
        <p className="mt-1 break-words font-mono text-xs">{PRODUCT_CSV_COLUMNS.join(', ')}</p>
      </details>
      <form
        className="mt-4 grid gap-4 sm:grid-cols-2 [&>div]:min-w-0"
        aria-label="Product import"
        onSubmit={(e) => {
          e.preventDefault();
          if (!csv) return;
          reset();
          checking.mutate({ csv, zip, encoding });
        }}
      >
        <div>
          <label htmlFor="import-csv" className={LABEL}>
            CSV file
          </label>
          <input
            id="import-csv"
            type="file"
            accept=".csv,text/csv"
            className={FILE}
            onChange={(e) => {
              setCsv(e.target.files?.[0] ?? null);
              reset();
            }}
          />
        </div>
        <div>
          <label htmlFor="import-zip" className={LABEL}>
            Pictures (zip, optional)
          </label>
          <input
            id="import-zip"
            type="file"
            accept=".zip,application/zip"
            className={FILE}
            onChange={(e) => {
              setZip(e.target.files?.[0] ?? null);
              reset();
            }}
          />
        </div>
        <div>
          <label htmlFor="import-encoding" className={LABEL}>
            {messages.importEncoding}
          </label>
          <select
            id="import-encoding"
            value={encoding}
            className="w-full rounded-lg border border-plum-200 bg-white px-3 py-2 text-sm text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100"
            onChange={(e) => {
              setEncoding(e.target.value as CsvEncoding);
              reset();
            }}
          >
            {CSV_ENCODINGS.map((e) => (
              <option key={e} value={e}>
                {messages.importEncodingNames[e]}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            className={adminButton('primary', 'py-2')}
            disabled={!csv || checking.isPending || importing.isPending}
          >
            {checking.isPending ? 'Checking…' : 'Check file'}
          </button>
        </div>
      </form>
      {checking.isError && <AdminAlert>{checking.error.message}</AdminAlert>}
      {report && (
        <div className="mt-4 space-y-3" aria-live="polite">
          <p className="text-sm text-plum-900">
            {report.rowCount} rows: {report.creates} new, {report.updates} to update
            {report.problemCount > 0
              ? `, ${report.problemCount.toLocaleString('en-IN')} problem(s) to correct first.`
              : ', no problems.'}
          </p>
          {report.problemCount > 0 && <ImportProblems report={report} />}
          {canImport && !progress && (
            <button
              type="button"
              className={adminButton('primary', 'py-2')}
              disabled={importing.isPending}
              onClick={() => csv && importing.mutate({ csv, zip, encoding })}
            >
              Import {report.creates + report.updates} products
            </button>
          )}
        </div>
      )}
      {progress && <ImportProgressBar event={progress} />}
      {importing.isSuccess && (
        <p role="status" className="mt-3 text-sm font-medium text-green-800">
          Import finished: {importing.data.created} added, {importing.data.updated} updated.
        </p>
      )}
      {importing.isError && <AdminAlert>{importing.error.message}</AdminAlert>}
    </section>
  );
}
