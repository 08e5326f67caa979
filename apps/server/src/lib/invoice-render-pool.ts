import type { Worker } from 'node:worker_threads';
import type { RenderReply, RenderRequest } from './invoice-render-worker.ts';
import type { InvoiceData } from './invoice-types.ts';
import { startWorkerThread } from './worker-thread.ts';

// Rendering an invoice costs a few hundred ms of CPU (font layout and subsetting in pdfkit/fontkit);
// on the main thread that would stall every request. One worker thread per process renders them one
// after another. It is started on first use, keeps the process alive only while it has work, is
// replaced if it dies, stops after IDLE_MS without work (its V8 isolate with pdfkit and the parsed fonts
// holds ~50 MB of RSS, measured), and is stopped by closeInvoiceRenderer() (the orders routes' onClose hook).

const IDLE_MS = 30_000;

type Job = { resolve: (pdf: Buffer) => void; reject: (err: Error) => void };
type Renderer = {
  worker: Worker;
  jobs: Map<number, Job>;
  settled: Set<Promise<unknown>>;
  idle?: ReturnType<typeof setTimeout>;
};

let current: Renderer | null = null;
let nextId = 1;

/** The render thread (a bundled invoice-render-worker.js in production, see startWorkerThread). */
const newWorker = () =>
  startWorkerThread(new URL('./invoice-render-worker.ts', import.meta.url), { name: 'invoice-renderer' });

function start(): Renderer {
  const worker = newWorker();
  const renderer: Renderer = { worker, jobs: new Map(), settled: new Set() };
  const fail = (err: Error) => {
    if (current === renderer) current = null;
    for (const job of renderer.jobs.values()) job.reject(err);
    renderer.jobs.clear();
  };
  worker.on('message', (reply: RenderReply) => {
    const job = renderer.jobs.get(reply.id);
    if (!job) return;
    renderer.jobs.delete(reply.id);
    if (renderer.jobs.size === 0) {
      worker.unref();
      renderer.idle = setTimeout(() => {
        if (current === renderer && renderer.jobs.size === 0) void closeInvoiceRenderer();
      }, IDLE_MS).unref();
    }
    if ('pdf' in reply) job.resolve(Buffer.from(reply.pdf));
    else job.reject(new Error(`invoice render failed: ${reply.error}`));
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`invoice renderer exited (code ${code})`)));
  worker.unref();
  return renderer;
}

/** The PDF of one invoice, rendered off the main thread. */
export function renderInvoiceInWorker(data: InvoiceData): Promise<Buffer> {
  current ??= start();
  const renderer = current;
  clearTimeout(renderer.idle);
  const id = nextId++;
  const pdf = new Promise<Buffer>((resolve, reject) => {
    renderer.jobs.set(id, { resolve, reject });
    // Referenced while busy, so a script awaiting a render is not ended by an empty event loop.
    renderer.worker.ref();
    renderer.worker.postMessage({ id, data } satisfies RenderRequest);
  });
  const settled: Promise<unknown> = pdf.then(
    () => renderer.settled.delete(settled),
    () => renderer.settled.delete(settled),
  );
  renderer.settled.add(settled);
  return pdf;
}

/**
 * Stops the render thread after the renders already asked of it; a render asked for meanwhile starts
 * a fresh thread. Safe to call more than once.
 */
export async function closeInvoiceRenderer(): Promise<void> {
  const renderer = current;
  if (!renderer) return;
  current = null;
  await Promise.all(renderer.settled);
  await renderer.worker.terminate();
}
