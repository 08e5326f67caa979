import { randomBytes } from 'node:crypto';
import type { App } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** A user straight in the database with a signed token (no password needed for catalogue tests). */
export async function createUser(app: App, db: Db, role: 'customer' | 'admin' = 'customer') {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await db.insert(users).values({ name: role, email, role }).returning({ id: users.id });
  const token = await app.signToken({ id: row.id, role });
  return { id: row.id, token, headers: { authorization: `Bearer ${token}` } };
}

/** Every object key anywhere inside a JSON value, to prove a field never appears. */
export function keysDeep(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysDeep(v, into);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysDeep(v, into);
    }
  return into;
}
