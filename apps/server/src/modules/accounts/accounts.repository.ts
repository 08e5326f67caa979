import { and, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
type NewUser = {
  name: string;
  email: string;
  phone: string | null;
  passwordHash: string | null;
  googleSub?: string;
  language?: 'en' | 'hi';
};

/** Matches the unique index on lower(email), so the lookup uses it. */
const emailIs = (email: string): SQL => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

/** Drizzle queries for users and password resets, closed over the database; each method takes an optional transaction. */
export const createAccountsRepository = (db: Db) => ({
  async findUserByEmail(email: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(emailIs(email));
    return row;
  },

  async findUserById(id: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.id, id));
    return row;
  },

  async findUserByGoogleSub(googleSub: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.googleSub, googleSub));
    return row;
  },

  /** Inserts unless the email (any case) or Google subject is taken; undefined when taken. */
  async insertUser(user: NewUser, tx: DbOrTx = db): Promise<UserRow | undefined> {
    const [row] = await tx.insert(users).values(user).onConflictDoNothing().returning();
    return row;
  },

  /** Links a Google subject to an account that has none yet. */
  async linkGoogleSub(id: string, googleSub: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ googleSub })
      .where(and(eq(users.id, id), isNull(users.googleSub)))
      .returning();
    return row;
  },

  async incrementLoginCount(id: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ loginCount: sql`${users.loginCount} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  /** Sets a new password hash and ends every session issued before it (bumps the token version). */
  async replacePassword(id: string, passwordHash: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  /** Ends every session of the user issued so far. */
  async bumpTokenVersion(id: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  /** Stores a reset token's hash and drops the user's spent or expired ones. */
  async insertPasswordReset(userId: string, tokenHash: string, ttlSeconds: number, tx: DbOrTx = db): Promise<void> {
    await tx
      .delete(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, userId),
          or(eq(passwordResets.used, true), sql`${passwordResets.expiresAt} < now()`),
        ),
      );
    await tx
      .insert(passwordResets)
      .values({ userId, tokenHash, expiresAt: sql`now() + ${ttlSeconds}::int * interval '1 second'` });
  },

  /** The user of an unused, unexpired token, without spending it. */
  async peekPasswordReset(tokenHash: string, tx: DbOrTx = db): Promise<string | undefined> {
    const [row] = await tx
      .select({ userId: passwordResets.userId })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          eq(passwordResets.used, false),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      );
    return row?.userId;
  },

  /** Spends a token atomically: of two concurrent callers only one gets the user id back. */
  async consumePasswordReset(tokenHash: string, tx: DbOrTx = db): Promise<string | undefined> {
    const [row] = await tx
      .update(passwordResets)
      .set({ used: true })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          eq(passwordResets.used, false),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    return row?.userId;
  },

  /** After a reset, every other link mailed to that user stops working. */
  async spendAllPasswordResets(userId: string, tx: DbOrTx = db): Promise<void> {
    await tx
      .update(passwordResets)
      .set({ used: true })
      .where(and(eq(passwordResets.userId, userId), eq(passwordResets.used, false)));
  },
});
