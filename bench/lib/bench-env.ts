/**
 * What the benches share: a free port, a throwaway PostgreSQL database, processes of their own (the app,
 * the reference), percentiles, the machine's load.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
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

/**
 * A Node process of its own running `args` (a script and its flags). `ready` resolves with the JSON of
 * its `READY {json}` line (rejects if it exits first); every other stdout line goes to `onLine`
 * (printed when none is given). `stop()` sends SIGTERM and waits for the exit.
 */
export function startProcess<T = unknown>(
  args: string[],
  env: NodeJS.ProcessEnv,
  onLine: (line: string) => void = (line) => console.log(`  server: ${line}`),
): { child: ChildProcess; ready: Promise<T>; exited: Promise<number | null>; stop: () => Promise<number | null> } {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<T>((resolve, reject) => {
    void exited.then((code) => reject(new Error(`${args.join(' ')} exited (${code}) before it was ready`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6)) as T);
      else onLine(line);
    });
  });
  // A process that never prints READY (the production server) is waited on otherwise.
  ready.catch(() => {});
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return { child, ready, exited, stop };
}

/**
 * Runs one job in a TypeScript script of its own process (a load generator, so the measured process
 * does nothing else): forks `script` with an IPC channel, waits for its `'ready'` (booted, so its
 * start-up is not part of the job), sends `input` and resolves with its one answer.
 * The script answers through `answerParent`.
 */
export async function askChild<I, O>(script: string, input: I): Promise<O> {
  const child = fork(script, [], { execArgv: ['--import', 'tsx'] });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${path.basename(script)} exited with ${code}`))),
  );
  const next = () => Promise.race([new Promise<unknown>((resolve) => child.once('message', resolve)), exited]);
  await next();
  child.send(input as object);
  return (await next()) as O;
}

/** The child's side of askChild: says it is ready, takes the one input, sends the answer and exits. */
export function answerParent<I, O>(job: (input: I) => Promise<O>): void {
  process.once('message', async (input: I) => {
    const output = await job(input);
    process.send?.(output, () => process.exit(0));
  });
  process.send?.('ready');
}

/** autocannon's `setupClient` that drops response bodies (bench/lib/autocannon-ignore-body.cjs); every bench passes it. */
export const AUTOCANNON_IGNORE_BODY = path.join(import.meta.dirname, 'autocannon-ignore-body.cjs');

/** The app through tsx in a process of its own, in one of its bench roles (bench/lib/app-server.ts). */
export function startAppServer<T>(role: 'prepare' | 'serve', env: NodeJS.ProcessEnv, onLine?: (line: string) => void) {
  const script = path.join(import.meta.dirname, 'app-server.ts');
  return startProcess<T>(['--import', 'tsx', script], { ...process.env, ...env, BENCH_SERVER: role }, onLine);
}

/**
 * The production build of the server (apps/server/build.mjs must have run), started with the Node
 * flags of `npm start` (the root package.json's start script), with bench/lib/memory-report.mjs loaded
 * to print its memory.
 */
export function startProductionServer(env: NodeJS.ProcessEnv, onLine?: (line: string) => void) {
  const root = path.join(import.meta.dirname, '../..');
  const start = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } })
    .scripts.start;
  const [node, ...args] = start.split('&&').at(-1)!.trim().split(/\s+/);
  if (node !== 'node') throw new Error(`npm start does not end by running node: ${start}`);
  const script = path.join(root, args.pop()!);
  const reporter = path.join(import.meta.dirname, 'memory-report.mjs');
  return startProcess([...args, '--import', reporter, script], { ...process.env, ...env }, onLine);
}

/** Waits until `url` answers 200 (a server process starting), or throws after `ms`. */
export async function waitForOk(url: string, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer 200 within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

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
