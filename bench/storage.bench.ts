/**
 * Pictures from disk and from an S3-protocol server: 200 sequential requests for one 100 kB picture
 * through the real app's `/images/` route (over HTTP, as a CDN or browser asks), once with files in
 * DATA_DIR and once with S3_BUCKET pointing at a local s3rver. s3rver runs in this process, so its
 * work shares the event loop with the app's: the S3 figures include the store's own cost.
 *
 *   node --import tsx bench/storage.bench.ts        BENCH_REQUESTS=200  BENCH_BYTES=100000
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createStorage } from '../apps/server/src/lib/storage/create-storage.ts';
import { startS3Peer } from '../apps/server/src/test/s3-peer.ts';
import { latencies } from './lib/bench-env.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const BYTES = Number(process.env.BENCH_BYTES ?? 100_000);
const PICTURE = `/images/${randomBytes(12).toString('hex')}.webp`;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nidra-storage-bench-'));
  const peer = await startS3Peer();
  const database = await openDatabase({ dataDir });
  const base = { DATA_DIR: dataDir, JWT_SECRET: 'storage-bench-secret-that-is-long-enough-0123', LOG_LEVEL: 'warn' };
  const bytes = randomBytes(BYTES);
  try {
    for (const [name, overrides] of [
      ['disk (DATA_DIR)', {}],
      ['s3rver (S3_BUCKET)', peer.env],
    ] as const) {
      const env = loadEnv({ ...base, ...overrides });
      const storage = createStorage(env);
      await storage.storage.put(PICTURE.slice(1), bytes, { contentType: 'image/webp' });
      const app = await buildApp({ env, database, logger: false, storage: storage.storage });
      const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}${PICTURE}`;
      // A few warm-up requests open the connections both ways.
      for (let i = 0; i < 10; i++) await (await fetch(url)).arrayBuffer();
      const before = load();
      const times: number[] = [];
      const t0 = performance.now();
      for (let i = 0; i < REQUESTS; i++) {
        const started = performance.now();
        const res = await fetch(url);
        const body = await res.arrayBuffer();
        if (res.status !== 200 || body.byteLength !== BYTES)
          throw new Error(`${name}: ${res.status}, ${body.byteLength} bytes`);
        times.push(performance.now() - started);
      }
      const total = performance.now() - t0;
      process.stdout.write(
        `${name.padEnd(20)} ${REQUESTS} × ${BYTES / 1000} kB in ${total.toFixed(0)} ms  ${latencies(times)}  load ${before} → ${load()}\n`,
      );
      await app.close();
      storage.close();
    }
  } finally {
    await database.close();
    await peer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
