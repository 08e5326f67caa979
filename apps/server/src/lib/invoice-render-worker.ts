import { parentPort } from 'node:worker_threads';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { InvoiceData } from './invoice-types.ts';

// The body of the invoice render thread (see invoice-render-pool.ts): one InvoiceData in, the PDF
// bytes out (the ArrayBuffer is transferred, not copied). The fonts are read and parsed once per thread.

export type RenderRequest = { id: number; data: InvoiceData };
export type RenderReply = { id: number; pdf: ArrayBuffer } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('invoice-render-worker.ts runs as a worker thread only');

port.on('message', async ({ id, data }: RenderRequest) => {
  try {
    const pdf = await renderInvoicePdf(data);
    // A small Buffer may sit in Node's shared pool: transfer only an ArrayBuffer of its own.
    const whole = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
    const own = (whole ? pdf.buffer : pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength)) as ArrayBuffer;
    port.postMessage({ id, pdf: own } satisfies RenderReply, [own]);
  } catch (err) {
    const error = err instanceof Error ? (err.stack ?? err.message) : String(err);
    port.postMessage({ id, error } satisfies RenderReply);
  }
});
