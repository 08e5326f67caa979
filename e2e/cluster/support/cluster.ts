import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Balancer, startBalancer, type Upstream } from './balancer.ts';

export const ADMIN_EMAIL = 'admin@nidra.test';
export const ADMIN_PASSWORD = 'Admin#Pass2026';
const SERVER_URL = process.env.CLUSTER_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = new URL('../../..', import.meta.url).pathname;

export type Instance = Upstream & { url: string; dataDir: string; child: ChildProcess; exited: Promise<number | null> };
export type Cluster = {
  /** The balancer's address: PUBLIC_URL of every instance. */
  url: string;
  instances: Instance[];
  balancer: Balancer;
  databaseUrl: string;
  close: () => Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function onServer<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: SERVER_URL });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

async function waitReady(instance: Instance, deadline: number) {
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited with ${instance.child.exitCode}`);
    const ok = await fetch(`${instance.url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${instance.name} was not ready in time`);
}

/**
 * Starts `count` instances of the built shop (`apps/server/dist/server.js`, as `npm start` runs it),
 * each with a DATA_DIR of its own, all at once on one PostgreSQL database created fresh for the run,
 * behind the test balancer. `env` is added to every instance's environment (object storage, limits).
 */
export async function startCluster(opts: { count?: number; env?: Record<string, string> } = {}): Promise<Cluster> {
  const name = `nidra_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
  await onServer((c) => c.query(`create database ${name}`));
  const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
  const upstreams: Upstream[] = [];
  for (let i = 0; i < (opts.count ?? 2); i++)
    upstreams.push({ name: String.fromCharCode(65 + i), port: await freePort(), healthy: false });
  const balancer = await startBalancer(upstreams);
  const instances: Instance[] = upstreams.map((up) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `nidra-cluster-${up.name}-`));
    const child = spawn(process.execPath, ['--max-semi-space-size=4', 'apps/server/dist/server.js'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(up.port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        PUBLIC_URL: balancer.url,
        // Every instance signs and checks the same session tokens.
        JWT_SECRET: 'cluster-test-secret-that-is-long-enough-0123456789',
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        SEED_PRODUCT_COUNT: '12',
        LOG_LEVEL: 'warn',
        ...opts.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // The upstream object is shared with the balancer, which keeps its health up to date.
    return Object.assign(up, { url: `http://127.0.0.1:${up.port}`, dataDir, child, exited });
  });
  const deadline = Date.now() + 200_000;
  await Promise.all(instances.map((i) => waitReady(i, deadline)));
  return {
    url: balancer.url,
    instances,
    balancer,
    databaseUrl,
    close: async () => {
      for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGTERM');
      await Promise.all(instances.map((i) => i.exited));
      await balancer.close();
      for (const i of instances) rmSync(i.dataDir, { recursive: true, force: true });
      await onServer((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
