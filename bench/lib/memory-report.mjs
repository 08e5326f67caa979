// Loaded into the server process by the soak (`node --import`), so the soak measures the production
// build as `npm start` runs it: prints `MEM {json}` (the process's RSS and V8 heap) every
// BENCH_REPORT_MS on stdout, without keeping the process alive.
const every = Number(process.env.BENCH_REPORT_MS ?? 60_000);
setInterval(() => {
  const m = process.memoryUsage();
  const mem = {
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
  };
  process.stdout.write(`MEM ${JSON.stringify(mem)}\n`);
}, every).unref();
