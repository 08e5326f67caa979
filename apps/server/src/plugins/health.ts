import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { App } from '../app-context.ts';
import { type Db, migrationsFolder } from '../db/client.ts';

const DB_CHECK_TIMEOUT_MS = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness as `/readyz` reports it; `server.ts` marks it ready after listening and draining on SIGTERM. */
    lifecycle: Lifecycle;
  }
}

/** Where the process is in its life, as a load balancer needs to know it. */
export type Lifecycle = {
  /** Started, migrated and listening: `/readyz` may answer 200. */
  markReady: () => void;
  /** Stopping: `/readyz` answers 503 from now on, so the balancer sends nothing new here. */
  startDraining: () => void;
  isDraining: () => boolean;
};

/** The newest migration this build carries (drizzle stores each one's folder timestamp as `created_at`). */
function newestMigrationMillis(): number {
  const files = readMigrationFiles({ migrationsFolder });
  return Math.max(0, ...files.map((m) => m.folderMillis));
}

async function isDatabaseReady(db: Db, newest: number): Promise<boolean> {
  const check = db
    .execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)
    .then((res) => {
      const rows = (res as unknown as { rows: { newest: string | null }[] }).rows;
      return Number(rows[0]?.newest ?? 0) >= newest;
    });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DB_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check.catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: 200 while the process runs (liveness). `GET /readyz`: 200 when this instance should
 * get traffic: started, not draining, the database answering with this build's migrations applied;
 * 503 otherwise. Neither is rate limited nor logged per request (balancers ask every few seconds).
 */
export function healthRoutes(app: App, db: Db): Lifecycle {
  const newest = newestMigrationMillis();
  let state: 'starting' | 'ready' | 'draining' = 'starting';
  const quiet = { logLevel: 'silent' as const, schema: { hide: true } };

  app.get('/healthz', quiet, async (_req, reply) => reply.header('cache-control', 'no-store').send({ ok: true }));
  app.get('/readyz', quiet, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    if (state !== 'ready') return reply.status(503).send({ ready: false, state });
    if (!(await isDatabaseReady(db, newest)))
      return reply.status(503).send({ ready: false, state: 'database unavailable or not migrated' });
    return reply.send({ ready: true, state });
  });

  const lifecycle: Lifecycle = {
    markReady: () => {
      if (state === 'starting') state = 'ready';
    },
    startDraining: () => {
      state = 'draining';
    },
    isDraining: () => state === 'draining',
  };
  app.decorate('lifecycle', lifecycle);
  return lifecycle;
}
