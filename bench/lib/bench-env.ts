/** What the benches share: a free port, a throwaway PostgreSQL database, percentiles, the machine's load. */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as { port: number };
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

/** A throwaway database on the server of `url`; `drop` removes it. */
export async function freshPostgres(url: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export function latencies(xs: number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return 'no samples';
  const at = (p: number) => percentile(s, p).toFixed(1);
  return `p50 ${at(50)} ms · p95 ${at(95)} ms · p99 ${at(99)} ms (n=${s.length})`;
}

/** "2 CPUs, load 1.2 0.9 0.7": printed beside every figure (the machine is shared). */
export const machine = () =>
  `${cpus().length} CPUs, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
