import { RTO_STATES } from '@nidra/shared/shipping/shipment.rules';
import { and, eq, exists, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { messageConsents, messageReplies, orders, outbox, shipments, users } from '../../db/schema/index.ts';
import { notificationInsert, queueNotification } from '../../lib/outbox.ts';

export type CodOrderRow = {
  id: string;
  userId: string;
  orderNumber: number;
  amount: number;
  mobile: string;
  codConfirmation: string | null;
};

const codColumns = {
  id: orders.id,
  userId: orders.userId,
  orderNumber: orders.orderNumber,
  amount: orders.amount,
  mobile: orders.mobile,
  codConfirmation: orders.codConfirmation,
};

/** The message to the number of the shopper's live consent: no row without one. */
const toConsentingShopper = (userId: string, message: object) =>
  sql`select ${JSON.stringify(message)}::jsonb || jsonb_build_object('to', c.phone)
    from message_consents c where c.user_id = ${userId}::uuid and c.revoked_at is null`;

/** Consents, handled replies and COD confirmation states (drizzle only); each method takes an optional transaction. */
export function createMessagingRepository(db: DbOrTx) {
  return {
    async findConsent(userId: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(messageConsents).where(eq(messageConsents.userId, userId));
      return row ?? null;
    },

    async findUserPhone(userId: string, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
      return row?.phone ?? null;
    },

    /** Grants (with the time, for `phone`) or withdraws the shopper's consent. */
    async saveConsent(userId: string, phone: string | null, consent: boolean, tx: DbOrTx = db): Promise<void> {
      if (consent && phone) {
        await tx
          .insert(messageConsents)
          .values({ userId, phone, grantedAt: new Date() })
          .onConflictDoUpdate({
            target: messageConsents.userId,
            // A consent still live keeps the time it was first given; a renewed one starts now.
            set: {
              phone,
              grantedAt: sql`case when ${messageConsents.revokedAt} is null then ${messageConsents.grantedAt} else now() end`,
              revokedAt: null,
            },
          });
      } else {
        await tx
          .update(messageConsents)
          .set({ revokedAt: new Date() })
          .where(and(eq(messageConsents.userId, userId), isNull(messageConsents.revokedAt)));
      }
    },

    /** A STOP from a phone: every consent given for that number ends. */
    async revokeByPhone(phone: string, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .update(messageConsents)
        .set({ revokedAt: new Date() })
        .where(and(eq(messageConsents.phone, phone), isNull(messageConsents.revokedAt)))
        .returning({ userId: messageConsents.userId });
      return rows.length;
    },

    /**
     * Queues a message in the outbox (kind 'message') to the number of the shopper's live consent, in
     * one statement: nothing without consent, nothing twice for one `dedupeKey`. True when queued.
     */
    queueForConsenting: (tx: DbOrTx, userId: string, dedupeKey: string, message: object): Promise<boolean> =>
      queueNotification(tx, 'message', dedupeKey, toConsentingShopper(userId, message)),

    /** The same queueing as one statement for another statement to run (the sale's). */
    queueForConsentingSql: (userId: string, dedupeKey: string, message: object): SQL =>
      notificationInsert('message', dedupeKey, toConsentingShopper(userId, message)),

    /** True the first time a reply id is seen. */
    async recordReply(id: string, phone: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .insert(messageReplies)
        .values({ id, phone })
        .onConflictDoNothing()
        .returning({ id: messageReplies.id });
      return rows.length > 0;
    },

    async findCodOrder(orderId: string, tx: DbOrTx = db): Promise<CodOrderRow | null> {
      const [row] = await tx.select(codColumns).from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** Moves a COD order's confirmation from one of `from` to `to`, once: null when it was elsewhere. */
    async moveConfirmation(
      orderId: string,
      from: readonly string[],
      to: string,
      by: string,
      tx: DbOrTx = db,
    ): Promise<CodOrderRow | null> {
      const [row] = await tx
        .update(orders)
        .set({ codConfirmation: to, codConfirmationAt: new Date(), codConfirmationBy: by })
        .where(and(eq(orders.id, orderId), inArray(orders.codConfirmation, [...from])))
        .returning(codColumns);
      return row ?? null;
    },

    async setConfirmation(orderId: string, to: string, tx: DbOrTx = db): Promise<void> {
      await tx.update(orders).set({ codConfirmation: to }).where(eq(orders.id, orderId));
    },

    /** Claims AWAITING orders placed before `before` and not reminded yet: each is claimed by one instance. */
    async claimForReminder(before: Date, now: Date, limit: number, tx: DbOrTx = db): Promise<CodOrderRow[]> {
      return tx
        .update(orders)
        .set({ codRemindedAt: now })
        .where(
          sql`${orders.id} in (select id from orders where cod_confirmation = 'AWAITING' and cod_reminded_at is null
            and created_at < ${before.toISOString()} order by created_at limit ${limit} for update skip locked)`,
        )
        .returning(codColumns);
    },

    /** Claims AWAITING orders reminded before `before`: they move to `to` (CANCELLED or CALL) once. */
    async claimExpired(before: Date, to: string, limit: number, tx: DbOrTx = db): Promise<CodOrderRow[]> {
      return tx
        .update(orders)
        .set({ codConfirmation: to, codConfirmationAt: new Date(), codConfirmationBy: 'no answer' })
        .where(
          sql`${orders.id} in (select id from orders where cod_confirmation = 'AWAITING'
            and cod_reminded_at < ${before.toISOString()} order by created_at limit ${limit} for update skip locked)`,
        )
        .returning(codColumns);
    },

    /** Orders whose confirmation says cancelled but whose order is not yet (a cancel interrupted): the job finishes them. */
    async findCancelPending(limit: number, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.codConfirmation, 'CANCELLED'),
            eq(orders.paymentStatus, 'COD_PENDING'),
            sql`${orders.orderStatus} <> 'CANCELLED'`,
          ),
        )
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * COD orders of a shopper that were never confirmed (cancelled for no answer) or whose parcel went
     * back to the store (RTO, from the courier link's shipments): the prepaid-only rule counts them.
     * One statement; an order both unconfirmed and returned counts once.
     */
    async countFailedCod(userId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.paymentMethod, 'COD'),
            or(
              and(eq(orders.codConfirmation, 'CANCELLED'), eq(orders.codConfirmationBy, 'no answer')),
              exists(
                tx
                  .select({ one: sql`1` })
                  .from(shipments)
                  .where(and(eq(shipments.orderId, orders.id), inArray(shipments.state, [...RTO_STATES]))),
              ),
            ),
          ),
        );
      return row.n;
    },

    /** Messages sent to a number since `since` (the per-number rate limit). */
    async countSentTo(phone: string, since: Date, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(
          and(
            eq(outbox.kind, 'message'),
            sql`${outbox.payload}->>'to' = ${phone}`,
            sql`${outbox.sentAt} > ${since.toISOString()}`,
          ),
        );
      return row.n;
    },

    /** The dashboard's COD confirmation figures. */
    async confirmationStats(tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          asked: sql<number>`count(*) filter (where cod_confirmation in ('AWAITING','CALL','CONFIRMED','CANCELLED'))::int`,
          confirmed: sql<number>`count(*) filter (where cod_confirmation = 'CONFIRMED')::int`,
          cancelled: sql<number>`count(*) filter (where cod_confirmation = 'CANCELLED' and cod_confirmation_by = 'no answer')::int`,
          answered: sql<number>`count(*) filter (where cod_confirmation in ('CONFIRMED','CANCELLED'))::int`,
        })
        .from(orders)
        .where(eq(orders.paymentMethod, 'COD'));
      return row;
    },
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
