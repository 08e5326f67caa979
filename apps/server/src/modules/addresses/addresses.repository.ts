import type { AddressBody } from '@nidra/shared/address/address.schema';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';

export type AddressRow = typeof addresses.$inferSelect;

export async function findAddressesByUser(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
}

export async function countAddresses(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(db: DbOrTx, userId: string, body: AddressBody): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...body, userId })
    .returning();
  return row;
}

export async function updateAddress(
  db: DbOrTx,
  userId: string,
  addressId: string,
  body: AddressBody,
): Promise<AddressRow | null> {
  const [row] = await db
    .update(addresses)
    .set(body)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteAddress(db: DbOrTx, userId: string, addressId: string): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

/** Serializes one user's concurrent address writes until the transaction ends (advisory lock). */
export async function lockAddressBook(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
}
