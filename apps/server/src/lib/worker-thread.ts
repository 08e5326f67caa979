import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread running `source` (the URL of a .ts module). The production build
 * (apps/server/build.mjs) bundles each worker as <name>.js beside the server's bundle, and that file
 * runs. From source (tests, `npm run dev`) the thread needs tsx: on Node 20 `--import tsx` does not
 * reach worker threads (tsx then registers its loader on the main thread only), so the thread
 * registers it itself, then loads the module. execArgv is emptied so that newer Nodes do not register
 * it twice.
 */
export function startWorkerThread(source: URL, options: WorkerOptions & { name: string }): Worker {
  const all = { ...options, execArgv: [] };
  if (import.meta.url.endsWith('.js')) {
    const bundled = source.pathname.split('/').pop()?.replace(/\.ts$/, '.js') ?? '';
    return new Worker(new URL(`./${bundled}`, import.meta.url), all);
  }
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); })`;
  return new Worker(boot, { ...all, eval: true });
}
