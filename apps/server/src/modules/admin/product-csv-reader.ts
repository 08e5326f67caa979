import type { CsvEncoding } from '@nidra/shared/csv/csv-encoding.rules';
import type { ProductCsvReading, ProductCsvRecord } from '@nidra/shared/csv/product-csv.rules';
import { messages } from '@nidra/shared/messages';
import { AppError } from '../../lib/errors.ts';
import { startWorkerThread } from '../../lib/worker-thread.ts';
import type { CsvWorkerInput, CsvWorkerMessage } from './product-csv-worker.ts';

// A 20 MB file takes seconds to decode, parse and validate: on the main thread every shopper would
// wait that long. Each check gets its own thread, ended when it has answered (checks are rare and
// admin-only; a thread holds no state between them). Its heap is capped so a hostile file ends the
// thread, not the server.
const MAX_HEAP_MB = 768;

/** Reads a product CSV (bytes in the chosen encoding) off the main thread; 422 when it is not UTF-8. */
export function readProductCsvOffThread(bytes: Buffer, encoding: CsvEncoding): Promise<ProductCsvReading> {
  // The thread takes its own copy: a Buffer from the upload may share memory with others.
  const own = new Uint8Array(bytes);
  const worker = startWorkerThread(new URL('./product-csv-worker.ts', import.meta.url), {
    name: 'product-csv-check',
    workerData: { bytes: own, encoding } satisfies CsvWorkerInput,
    transferList: [own.buffer],
    resourceLimits: { maxOldGenerationSizeMb: MAX_HEAP_MB },
  });
  const records: ProductCsvRecord[] = [];
  return new Promise<ProductCsvReading>((resolve, reject) => {
    worker.on('message', (message: CsvWorkerMessage) => {
      if (message.type === 'records') records.push(...message.records);
      else if (message.type === 'not-utf8') reject(new AppError(422, messages.importNotUtf8(message.line)));
      else {
        const { type: _, ...rest } = message;
        resolve({ records, ...rest });
      }
      if (message.type !== 'records') void worker.terminate();
    });
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`product CSV check thread exited (code ${code})`)));
  });
}
