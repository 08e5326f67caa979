import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, PGLITE_EXTENSIONS } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    templateDatabase: string;
  }
}

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** Migrates once per run; every test file then starts from a copy (DESIGN §10, one database per file). */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'nidra-test-'));
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder });
  const snapshot = await client.dumpDataDir('none');
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  await client.close();
  project.provide('pgliteSnapshot', file);

  const url = process.env.TEST_DATABASE_URL;
  let template = '';
  if (url) {
    template = `nidra_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const migrated = await openPostgres(withDatabase(url, template), 1);
    await migrated.close();
  }
  project.provide('templateDatabase', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'nidra_t%_${process.pid}%'`,
    );
    for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
