import { randomUUID } from 'node:crypto';
import { messages } from '@nidra/shared/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts, users } from '../db/schema/index.ts';
import { useTestApp } from '../test/test-app.ts';
import { databaseErrorStatus } from './database-errors.ts';

/** The refusals of the real database (PGlite or PostgreSQL), as the error handler answers them. */
const t = useTestApp();

async function refusalOf(query: () => Promise<unknown>) {
  try {
    await query();
  } catch (err) {
    return databaseErrorStatus(err);
  }
  throw new Error('the database accepted the statement');
}

describe('database refusals', () => {
  it('map unique, foreign key, bad text and bad bytes to 409, 404 and 400 without details', async () => {
    const db = t.database.db;
    const user = { name: 'Meera', email: 'meera@example.in', role: 'customer' as const };
    await db.insert(users).values(user);
    expect(await refusalOf(() => db.insert(users).values({ ...user, email: 'MEERA@example.in' }))).toEqual({
      status: 409,
      message: messages.conflictingRecord,
    });
    expect(await refusalOf(() => db.insert(carts).values({ userId: randomUUID() }))).toEqual({
      status: 404,
      message: messages.referencedRecordMissing,
    });
    expect(await refusalOf(() => db.execute(sql`select 'not-a-uuid'::uuid`))).toEqual({
      status: 400,
      message: messages.invalidValue,
    });
    expect(await refusalOf(() => db.execute(sql`select convert_from('\\xc3'::bytea, 'UTF8')`))).toEqual({
      status: 400,
      message: messages.invalidValue,
    });
    expect(databaseErrorStatus(new Error('connection reset'))).toBeNull();
  });
});
