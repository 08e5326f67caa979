import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite snapshot, or a new
 * PostgreSQL database cloned from the migrated template when TEST_DATABASE_URL is set. `logger` sees
 * every statement, begin and commit included (the checkout's statement budget counts them).
 */
export async function createTestDatabase(logger?: Logger): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    const client = new PGlite({ loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    return wrapPglite(client, logger);
  }
  const template = inject('templateDatabase');
  const name = `${template.replace('nidra_template', 'nidra_t')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      break;
    } catch (err) {
      // Two files copying the template at the same instant collide; try again shortly.
      if (attempt > 20 || !String(err).includes('being accessed by other users')) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  const database = await openPostgres(withDatabase(url, name), 10, logger);
  return database;
}
