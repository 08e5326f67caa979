import type { AddressBody } from '@nidra/shared/address/address.schema';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';

export type AddressRow = typeof addresses.$inferSelect;

export function createAddressesRepository(db: DbOrTx) {
  return {
    async findAddressesByUser(userId: string, tx: DbOrTx = db): Promise<AddressRow[]> {
      return tx
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id));
    },

    async countAddresses(userId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
      return row?.n ?? 0;
    },

    async insertAddress(userId: string, body: AddressBody, tx: DbOrTx = db): Promise<AddressRow> {
      const [row] = await tx
        .insert(addresses)
        .values({ ...body, userId })
        .returning();
      return row;
    },

    async updateAddress(
      userId: string,
      addressId: string,
      body: AddressBody,
      tx: DbOrTx = db,
    ): Promise<AddressRow | null> {
      const [row] = await tx
        .update(addresses)
        .set(body)
        .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
        .returning();
      return row ?? null;
    },

    async deleteAddress(userId: string, addressId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },

    /** Serializes one user's concurrent address writes until the transaction ends (advisory lock). */
    async lockAddressBook(userId: string, tx: Tx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
