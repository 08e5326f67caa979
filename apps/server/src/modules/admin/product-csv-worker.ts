import { parentPort, workerData } from 'node:worker_threads';
import { type CsvEncoding, decodeCsvBytes } from '@nidra/shared/csv/csv-encoding.rules';
import type { ProblemSummary } from '@nidra/shared/csv/import-problems.rules';
import { type ProductCsvRecord, readProductCsv } from '@nidra/shared/csv/product-csv.rules';

// The body of a product CSV check thread (see product-csv-reader.ts): the file's bytes in, its records
// out in slices (each a short message for the main thread to take in between requests), then the
// problems. Decoding and parsing a 20 MB file take seconds of CPU that the shop's requests never wait for.

export type CsvWorkerInput = { bytes: Uint8Array; encoding: CsvEncoding };
export type CsvWorkerMessage =
  | { type: 'records'; records: ProductCsvRecord[] }
  | ({ type: 'done'; rowCount: number } & ProblemSummary)
  | { type: 'not-utf8'; line: number };

const SLICE = 1_000;
const port = parentPort;
if (!port) throw new Error('product-csv-worker.ts runs as a worker thread only');
const send = (message: CsvWorkerMessage) => port.postMessage(message);

const { bytes, encoding } = workerData as CsvWorkerInput;
const decoded = decodeCsvBytes(bytes, encoding);
if ('badLine' in decoded) send({ type: 'not-utf8', line: decoded.badLine });
else {
  const { records, rowCount, ...problems } = readProductCsv(decoded.text);
  for (let i = 0; i < records.length; i += SLICE) send({ type: 'records', records: records.slice(i, i + SLICE) });
  send({ type: 'done', rowCount, ...problems });
}
