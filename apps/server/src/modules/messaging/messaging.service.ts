import {
  codReplyPayload,
  formatINR,
  isStopReply,
  messagingMessages,
  orderLabel,
  parseCodReply,
  toRupees,
  toWhatsappNumber,
} from '@nidra/shared';
import { isPrepaidOnly } from '@nidra/shared/messaging/messaging.rules';
import type { WhatsappConsent } from '@nidra/shared/messaging/messaging.schema';
import { NDR_REASON_TEXT, type NdrReason } from '@nidra/shared/shipping/shipment.rules';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import { MessagingError, type MessagingProvider, type TemplateMessage } from '../../messaging/provider.ts';
import type { CodOrderRow, MessagingRepository } from './messaging.repository.ts';

/**
 * The order events a shopper hears of on WhatsApp; each is sent at most once per order (a failed
 * delivery attempt, 'ndr', once per attempt).
 */
export type OrderEvent =
  | 'placed'
  | 'shipped'
  | 'out_for_delivery'
  | 'ndr'
  | 'delivered'
  | 'refund_processed'
  | 'cod_confirm'
  | 'cod_reminder';

const TEMPLATE_OF: Record<OrderEvent, string> = {
  placed: 'order_placed',
  shipped: 'order_shipped',
  out_for_delivery: 'order_out_for_delivery',
  ndr: 'order_delivery_failed',
  delivered: 'order_delivered',
  refund_processed: 'refund_processed',
  cod_confirm: 'cod_confirm',
  cod_reminder: 'cod_reminder',
};

/** What a module calls to tell a shopper of an order event on WhatsApp, in its own transaction. */
export type OrderNotifier = (
  tx: DbOrTx,
  order: { id: string; userId: string },
  event: OrderEvent,
  params: string[],
) => Promise<boolean>;

/** The same, as a statement another statement runs as its CTE (the sale); null when messaging is off. */
export type OrderNoticeStatement = (
  order: { id: string; userId: string },
  event: OrderEvent,
  params: string[],
) => SQL | null;

type Deps = {
  ctx: AppContext;
  repo: MessagingRepository;
  provider: MessagingProvider | null;
  /** The back office's cancel (stock back, COD cancelled, credit note, mail): one path for every cancel. */
  cancelOrder: (orderId: string, actor: { email: string }) => Promise<unknown>;
};

export function createMessagingService({ ctx, repo, provider, cancelOrder }: Deps) {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

  /**
   * Queues one WhatsApp message about an order in the caller's transaction, when the shopper consented
   * and messaging is on; a second call for the same (order, event) — or (order, event, occurrence) for
   * an event that may happen more than once — is dropped. True when queued.
   */
  async function queueOrderMessage(
    tx: DbOrTx,
    order: { id: string; userId: string },
    event: OrderEvent,
    params: string[],
    buttons?: TemplateMessage['buttons'],
    occurrence?: number,
  ): Promise<boolean> {
    if (!provider) return false;
    const message = { template: TEMPLATE_OF[event], language: 'en', params, buttons };
    const key = occurrence === undefined ? `${order.id}:${event}` : `${order.id}:${event}:${occurrence}`;
    return repo.queueForConsenting(tx, order.userId, key, message);
  }

  /** The statement queueing an order message, for a caller to run inside its own (the sale); null when off. */
  function orderMessageStatement(
    order: { id: string; userId: string },
    event: OrderEvent,
    params: string[],
  ): SQL | null {
    if (!provider) return null;
    const message = { template: TEMPLATE_OF[event], language: 'en', params };
    return repo.queueForConsentingSql(order.userId, `${order.id}:${event}`, message);
  }

  const codParams = (o: CodOrderRow) => [orderLabel(o.orderNumber), formatINR(toRupees(o.amount))];
  const codButtons = (orderId: string) => [
    { title: 'Confirm', payload: codReplyPayload('CONFIRM', orderId) },
    { title: 'Cancel', payload: codReplyPayload('CANCEL', orderId) },
  ];

  async function cancelUnconfirmed(orderId: string, by: string): Promise<void> {
    await cancelOrder(orderId, { email: by });
  }

  return {
    queueOrderMessage,
    orderMessageStatement,

    /** The outbox's sender for kind 'message': the per-number hourly limit first, then the platform. */
    outboxSender: {
      send: async (payload: unknown) => {
        const message = payload as TemplateMessage;
        if (!provider) throw new MessagingError('messaging is off', undefined, true);
        const hourAgo = new Date(Date.now() - 3600_000);
        if ((await repo.countSentTo(message.to, hourAgo)) >= ctx.env.MESSAGES_PER_NUMBER_PER_HOUR)
          return { later: new Date(Date.now() + 15 * 60_000) };
        await provider.send(message);
        return undefined;
      },
      isPermanent: (err: unknown) => err instanceof MessagingError && err.permanent,
    },

    /**
     * In the placing transaction: refuses COD to a shopper with too many unconfirmed COD orders, then
     * asks for a confirmation on WhatsApp when the shopper consented (AWAITING), or leaves it for
     * staff to confirm by phone without holding the order (NOT_ASKED).
     */
    async onCodOrderPlaced(tx: DbOrTx, order: CodOrderRow): Promise<void> {
      const asked = await queueOrderMessage(tx, order, 'cod_confirm', codParams(order), codButtons(order.id));
      await repo.setConfirmation(order.id, asked ? 'AWAITING' : 'NOT_ASKED', tx);
    },

    async assertCodAllowed(tx: DbOrTx, userId: string): Promise<void> {
      if (isPrepaidOnly(await repo.countFailedCod(userId, tx))) throw conflict(messagingMessages.codPrepaidOnly);
    },

    async isPrepaidOnly(userId: string): Promise<boolean> {
      return isPrepaidOnly(await repo.countFailedCod(userId));
    },

    /** The order status hook of the back office: shipped (with its tracking link) and delivered go out on WhatsApp. */
    async orderStatusChanged(
      tx: DbOrTx,
      change: { orderId: string; to: string; trackingNumber: string },
    ): Promise<void> {
      const order = await repo.findCodOrder(change.orderId, tx);
      if (!order) return;
      const label = orderLabel(order.orderNumber);
      if (change.to === 'DISPATCHED' && change.trackingNumber)
        await queueOrderMessage(tx, order, 'shipped', [label, `${ctx.env.PUBLIC_URL}/orders`]);
      if (change.to === 'DELIVERED') await queueOrderMessage(tx, order, 'delivered', [label]);
    },

    /** For the courier link: an out-for-delivery scan tells the shopper once. */
    async notifyOutForDelivery(tx: DbOrTx, orderId: string): Promise<boolean> {
      const order = await repo.findCodOrder(orderId, tx);
      return order ? queueOrderMessage(tx, order, 'out_for_delivery', [orderLabel(order.orderNumber)]) : false;
    },

    /**
     * For the courier link: a failed delivery attempt tells the shopper why and what next (pick a
     * better day, correct the phone or add a landmark; or, after the last attempt, that the parcel comes
     * back), once per attempt.
     */
    async notifyNdr(
      tx: DbOrTx,
      orderId: string,
      ndr: { attempt: number; reason: NdrReason; lastAttempt: boolean },
    ): Promise<boolean> {
      const order = await repo.findCodOrder(orderId, tx);
      if (!order) return false;
      const next = ndr.lastAttempt
        ? messagingMessages.ndrLastAttempt
        : messagingMessages.ndrWillRetry(ctx.env.STORE_EMAIL);
      const params = [orderLabel(order.orderNumber), NDR_REASON_TEXT[ndr.reason], next];
      return queueOrderMessage(tx, order, 'ndr', params, undefined, ndr.attempt);
    },

    async getConsent(userId: string): Promise<WhatsappConsent> {
      const row = await repo.findConsent(userId);
      const on = Boolean(row && !row.revokedAt);
      return { consent: on, grantedAt: on && row ? row.grantedAt.toISOString() : null };
    },

    /** Saves the shopper's choice with its time; the updates go to the number given (or the account's). */
    async saveConsent(userId: string, consent: boolean, mobile?: string): Promise<WhatsappConsent> {
      const number = toWhatsappNumber(mobile ?? (await repo.findUserPhone(userId)) ?? '');
      if (consent && !number) throw badRequest(messagingMessages.whatsappConsentNeedsPhone);
      await repo.saveConsent(userId, number, consent);
      return this.getConsent(userId);
    },

    /** Staff confirm a COD order by hand (after a phone call): it joins Pending Orders. */
    async confirmByStaff(orderId: string, actor: string): Promise<{ message: string; codConfirmation: string }> {
      if (!UUID.test(orderId)) throw notFound('Not found');
      const moved = await repo.moveConfirmation(orderId, ['AWAITING', 'CALL', 'NOT_ASKED'], 'CONFIRMED', actor);
      if (!moved) {
        if (!(await repo.findCodOrder(orderId))) throw notFound('Not found');
        throw conflict(messagingMessages.codConfirmationNotAwaiting);
      }
      ctx.cache.invalidate();
      return { message: messagingMessages.codConfirmedByStaff, codConfirmation: 'CONFIRMED' };
    },

    /**
     * A verified webhook's events: each reply once (by its id). STOP withdraws the number's consent;
     * a COD button confirms or cancels the order it names, when it came from that order's number.
     */
    async handleInbound(rawBody: Buffer, signature: string | undefined): Promise<{ handled: number }> {
      if (!provider) throw notFound('Not found');
      const check = provider.verifyWebhook(rawBody, signature);
      if (!check.ok)
        throw check.reason === 'unauthorized' ? unauthorized('Invalid signature') : badRequest('Invalid webhook body');
      let handled = 0;
      for (const event of check.events) {
        if (event.kind !== 'reply') continue;
        if (!(await repo.recordReply(event.id, event.from))) continue;
        handled++;
        if (!event.payload && isStopReply(event.text)) {
          await repo.revokeByPhone(event.from);
          continue;
        }
        const answer = parseCodReply(event.payload);
        if (!answer) continue;
        const order = await repo.findCodOrder(answer.orderId);
        if (!order || toWhatsappNumber(order.mobile) !== event.from) {
          // The consent's number may differ from the order's mobile: the consent's owner must be the order's.
          const consent = order ? await repo.findConsent(order.userId) : null;
          if (!order || consent?.phone !== event.from) continue;
        }
        if (answer.answer === 'CONFIRM') {
          await repo.moveConfirmation(order.id, ['AWAITING', 'CALL'], 'CONFIRMED', 'shopper');
        } else if (await repo.moveConfirmation(order.id, ['AWAITING', 'CALL'], 'CANCELLED', 'shopper')) {
          await cancelUnconfirmed(order.id, 'shopper');
        }
      }
      ctx.cache.invalidate();
      return { handled };
    },

    /**
     * The COD confirmation job, safe on every instance at once (each row is claimed by one update):
     * after COD_CONFIRM_HOURS one reminder; as long again without an answer, cancelled (stock back) or
     * left for staff to call (COD_UNCONFIRMED=keep).
     */
    async runConfirmationJob(now = new Date()): Promise<{ reminded: number; expired: number }> {
      const wait = ctx.env.COD_CONFIRM_HOURS * 3600_000;
      const before = new Date(now.getTime() - wait);
      const reminded = await ctx.db.transaction(async (tx) => {
        const rows = await repo.claimForReminder(before, now, 100, tx);
        for (const o of rows) await queueOrderMessage(tx, o, 'cod_reminder', codParams(o), codButtons(o.id));
        return rows.length;
      });
      const to = ctx.env.COD_UNCONFIRMED === 'keep' ? 'CALL' : 'CANCELLED';
      const expired = await repo.claimExpired(before, to, 100);
      for (const id of await repo.findCancelPending(100)) await cancelUnconfirmed(id, 'no answer');
      if (reminded > 0) ctx.outbox.kick();
      if (expired.length > 0) ctx.cache.invalidate();
      return { reminded, expired: expired.length };
    },

    async confirmationStats() {
      const s = await repo.confirmationStats();
      return {
        asked: s.asked,
        confirmed: s.confirmed,
        cancelled: s.cancelled,
        ratePercent: s.answered > 0 ? Math.round((s.confirmed / s.answered) * 100) : null,
      };
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
