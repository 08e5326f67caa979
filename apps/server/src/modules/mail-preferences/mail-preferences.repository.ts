import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailUnsubscribes } from '../../db/schema/index.ts';

/** Who turned which mails off; addresses are stored lower-case. */
export function createMailPreferencesRepository(db: DbOrTx) {
  return {
    isUnsubscribed: async (email: string, topic: string, tx: DbOrTx = db): Promise<boolean> => {
      const rows = await tx
        .select({ email: mailUnsubscribes.email })
        .from(mailUnsubscribes)
        .where(and(eq(mailUnsubscribes.email, email.toLowerCase()), eq(mailUnsubscribes.topic, topic)));
      return rows.length > 0;
    },

    /** Of the given addresses, those that turned `topic` off (lower-case). */
    unsubscribedAmong: async (emails: string[], topic: string, tx: DbOrTx = db): Promise<Set<string>> => {
      if (emails.length === 0) return new Set();
      const rows = await tx
        .select({ email: mailUnsubscribes.email })
        .from(mailUnsubscribes)
        .where(
          and(
            eq(mailUnsubscribes.topic, topic),
            inArray(
              mailUnsubscribes.email,
              emails.map((e) => e.toLowerCase()),
            ),
          ),
        );
      return new Set(rows.map((r) => r.email));
    },

    /** Idempotent: a second unsubscribe changes nothing. */
    unsubscribe: (email: string, topic: string, tx: DbOrTx = db) =>
      tx
        .insert(mailUnsubscribes)
        .values({ email: email.toLowerCase(), topic, createdAt: sql`now()` })
        .onConflictDoNothing(),
  };
}

export type MailPreferencesRepository = ReturnType<typeof createMailPreferencesRepository>;
