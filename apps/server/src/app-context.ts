import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './lib/mailer.ts';
import type { OutboxWorker } from './lib/outbox.ts';
import type { ReadCache } from './lib/read-cache.ts';
import type { Storage } from './lib/storage/storage.ts';
import type { StoredInvoice } from './modules/orders/invoice.service.ts';

/** What every feature module is handed: no module opens its own connections or reads process.env. */
export type AppContext = {
  env: Env;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  mailer: Mailer;
  outbox: OutboxWorker;
  /** Catalogue read cache; every product, taxonomy or stock write calls `cache.invalidate()`. */
  cache: ReadCache;
  log: FastifyBaseLogger;
  /** Where every file the shop keeps lives (pictures, invoices, videos): DATA_DIR or an S3 bucket. */
  storage: Storage;
  /** Invoice renders under way, one per order, so concurrent callers share one render and one file. */
  invoiceRenders: Map<string, Promise<StoredInvoice>>;
};

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
