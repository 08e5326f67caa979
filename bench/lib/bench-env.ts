/** What the benches share: a free port, a throwaway PostgreSQL database, percentiles, the machine's load. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
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

/** CPU time (ms, user + system) a Linux process has used so far, from /proc; 0 once it has exited. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime; 100 ticks/s on Linux
  } catch {
    return 0;
  }
}

/**
 * The CPU the PostgreSQL server spends for one database while a bench runs: its client backends
 * (sampled every second, so a backend closed by the pool mid-run still counts up to its last sample)
 * and, apart, the server's background processes (WAL writer, checkpointer…), which serve every database.
 */
export async function watchPostgresCpu(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const own = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
  const start = new Map<number, number>();
  const last = new Map<number, { cpu: number; background: boolean }>();
  const sample = async (first: boolean) => {
    const { rows } = await client.query<{ pid: number; background: boolean }>(
      `select pid, backend_type <> 'client backend' as background from pg_stat_activity
        where (datname = current_database() or backend_type <> 'client backend') and pid <> $1`,
      [own],
    );
    for (const { pid, background } of rows) {
      const cpu = processCpuMs(pid);
      if (first) start.set(pid, cpu);
      if (cpu > 0) last.set(pid, { cpu, background });
    }
  };
  await sample(true);
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(() => sample(false));
  }, 1000);
  return async () => {
    clearInterval(timer);
    await sampling;
    await sample(false);
    await client.end();
    const spent = { backends: 0, background: 0 };
    for (const [pid, { cpu, background }] of last)
      spent[background ? 'background' : 'backends'] += cpu - (start.get(pid) ?? 0);
    return spent;
  };
}
