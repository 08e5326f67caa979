import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import type { ReadCache } from './read-cache.ts';

/** The PostgreSQL channel every instance listens on; a notification means "drop your catalogue cache". */
export const CACHE_CHANNEL = 'nidra_catalogue_cache';
/** How the listening connection shows in pg_stat_activity (operators, and the reconnect test). */
export const CACHE_LISTENER_NAME = 'nidra-cache-listener';

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

export type CacheBus = {
  /** Tells every other instance to drop its cache (a NOTIFY through the pool). */
  publish: () => void;
  /** Whether the listening connection is up: while it is down, other instances' writes go unheard. */
  isListening: () => boolean;
  stop: () => Promise<void>;
};

/**
 * Listens for cache invalidations from other instances on a connection of its own (a pooled one
 * would be handed to queries and lose its LISTEN). A lost connection is retried with backoff, and the
 * whole cache is dropped once it is back, since writes made meanwhile were not heard.
 */
export function startCacheBus(opts: {
  url: string;
  db: Db;
  log: FastifyBaseLogger;
  onInvalidate: () => void;
}): CacheBus {
  const instanceId = randomUUID();
  let client: pg.Client | null = null;
  let stopped = false;
  let listening = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | null = null;
  let everListened = false;

  function retryLater() {
    if (stopped || timer) return;
    const wait = retryMs * (0.75 + Math.random() / 2);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, wait);
    timer.unref();
  }

  async function connect() {
    const c = new pg.Client({ connectionString: opts.url, application_name: CACHE_LISTENER_NAME, keepAlive: true });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      listening = false;
      if (client === c) client = null;
      if (!stopped) opts.log.warn({ err }, 'cache invalidation listener lost its database connection; reconnecting');
      void c.end().catch(() => undefined);
      retryLater();
    };
    c.on('error', onLost);
    c.on('end', () => onLost());
    c.on('notification', (msg) => {
      if (msg.channel === CACHE_CHANNEL && msg.payload !== instanceId) opts.onInvalidate();
    });
    try {
      await c.connect();
      await c.query(`listen ${CACHE_CHANNEL}`);
    } catch (err) {
      onLost(err as Error);
      return;
    }
    if (stopped) return void c.end().catch(() => undefined);
    client = c;
    listening = true;
    retryMs = FIRST_RETRY_MS;
    // Writes made while nobody listened were not heard: whatever this instance holds may be stale.
    if (everListened) opts.onInvalidate();
    everListened = true;
  }

  const ready = connect();

  return {
    publish() {
      opts.db
        .execute(sql`select pg_notify(${CACHE_CHANNEL}, ${instanceId})`)
        .catch((err) => opts.log.error({ err }, 'cache invalidation could not be sent to other instances'));
    },
    isListening: () => listening,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await ready;
      await client?.end().catch(() => undefined);
    },
  };
}

/** The cache every module is handed: dropping it here also tells every other instance to drop theirs. */
export function sharedReadCache(local: ReadCache, bus: CacheBus | undefined): ReadCache {
  if (!bus) return local;
  return {
    get: local.get,
    invalidate() {
      local.invalidate();
      bus.publish();
    },
  };
}
