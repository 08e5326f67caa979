import type { Db, Tx } from '../db/client.ts';
import type { Mail } from './mailer.ts';
import { queueMail } from './outbox.ts';

type ClaimedMail = { email: string; mail: Mail };

/**
 * Claims work a transaction at a time (up to `size` claims each) and queues its mails in the same
 * transaction, skipping the addresses `unsubscribed` names, until a round claims fewer than `size`.
 * A claim and its mail commit together, so several instances send each one once.
 */
export async function claimAndMail(
  db: Db,
  opts: {
    size: number;
    claim: (tx: Tx) => Promise<{ claimed: number; mails: ClaimedMail[] }>;
    unsubscribed: (emails: string[], tx: Tx) => Promise<Set<string>>;
  },
): Promise<{ claimed: number; mailed: number }> {
  const total = { claimed: 0, mailed: 0 };
  for (;;) {
    const round = await db.transaction(async (tx) => {
      const { claimed, mails } = await opts.claim(tx);
      const off = await opts.unsubscribed(
        mails.map((m) => m.email),
        tx,
      );
      let mailed = 0;
      for (const m of mails) {
        if (off.has(m.email.toLowerCase())) continue;
        await queueMail(tx, m.mail);
        mailed++;
      }
      return { claimed, mailed };
    });
    total.claimed += round.claimed;
    total.mailed += round.mailed;
    if (round.claimed < opts.size) return total;
  }
}
