import { replacementReasonLabels, replacementStatusLabels } from '@nidra/shared/replacements/replacement.messages';
import {
  returnKindLabels,
  returnMessages,
  returnReasonLabels,
  returnStatusLabels,
} from '@nidra/shared/returns/return.messages';
import { EXCHANGE_HOLD_DAYS, isOpenReturn, RETURN_STATUSES } from '@nidra/shared/returns/return.rules';
import type { AfterSalesPage, PayoutBody } from '@nidra/shared/returns/return.schema';
import type { AppContext } from '../../app-context.ts';
import type { Courier } from '../../courier/courier.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { ReplacementDecisionsService } from '../replacements/replacement-decisions.service.ts';
import type { ReturnSettlement } from './return-settlement.ts';
import type { ReturnSteps } from './return-steps.ts';
import type { ReturnsRepository } from './returns.repository.ts';
import type { ReturnsService } from './returns.service.ts';
import { scheduleReversePickup } from './reverse-pickup.ts';

type Deps = {
  ctx: AppContext;
  repo: ReturnsRepository;
  steps: ReturnSteps;
  shopper: ReturnsService;
  settlement: ReturnSettlement;
  courier: Courier;
  replacements: ReplacementDecisionsService;
  box: SecretBox;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Kind = 'ALL' | 'REPLACEMENT' | 'RETURN' | 'EXCHANGE';

/** The back office's after-sales queue (replacements, returns, exchanges) and the steps of a return or exchange. */
export function createReturnDecisionsService({
  ctx,
  repo,
  steps,
  shopper,
  settlement,
  courier,
  replacements,
  box,
}: Deps) {
  const done = async (id: string) => {
    ctx.outbox.kick();
    return shopper.view(id);
  };

  async function replacementRows(open: boolean) {
    const statuses = open ? (['REQUESTED', 'APPROVED'] as const) : (['SHIPPED', 'REJECTED'] as const);
    const pages = await Promise.all(statuses.map((s) => replacements.list(s)));
    return pages.flatMap((p) =>
      p.requests.map((r) => ({
        _id: r._id,
        kind: 'REPLACEMENT' as const,
        orderNumber: r.orderNumber,
        status: r.status,
        statusLabel: replacementStatusLabels[r.status],
        reason: replacementReasonLabels[r.reason],
        customer: r.customer.name || r.customer.email,
        pieces: r.items.map((i) => `${i.name} × ${i.quantity}`).join(', '),
        createdAt: r.createdAt,
      })),
    );
  }

  return {
    /** One request as staff see it (404 unknown). */
    view: (id: string) => (UUID.test(id) ? shopper.view(id) : Promise.reject(notFound(returnMessages.returnNotFound))),

    /** A COD return's payout destination, unsealed for the staff member paying it (each reading logged). */
    async payoutDestination(id: string, actor: { email: string }): Promise<PayoutBody> {
      const row = UUID.test(id) ? await repo.findListRow(id) : null;
      if (!row?.request.payoutSealed) throw notFound(returnMessages.returnNotFound);
      ctx.log.info({ requestId: id, actor: actor.email }, 'payout destination read');
      return JSON.parse(box.open(row.request.payoutSealed)) as PayoutBody;
    },

    /** One queue of every after-sales kind, open or closed, newest first. */
    async queue(kind: Kind, status: 'OPEN' | 'CLOSED'): Promise<AfterSalesPage> {
      const open = status === 'OPEN';
      const kinds = kind === 'ALL' ? ['RETURN', 'EXCHANGE'] : kind === 'REPLACEMENT' ? [] : [kind];
      const returnStatuses = RETURN_STATUSES.filter((s) => isOpenReturn(s) === open);
      const [rows, replaced] = await Promise.all([
        kinds.length ? repo.listByStatuses(returnStatuses, kinds) : Promise.resolve([]),
        kind === 'ALL' || kind === 'REPLACEMENT' ? replacementRows(open) : Promise.resolve([]),
      ]);
      const lines = await repo.linesOf(rows.map((r) => r.request.id));
      const orderLines = await repo.findLines([...new Set(rows.map((r) => r.request.orderId))]);
      const returned = rows.map(({ request: r, orderNumber, customer }) => ({
        _id: r.id,
        kind: r.kind as 'RETURN' | 'EXCHANGE',
        orderNumber,
        status: r.status,
        statusLabel: returnStatusLabels[r.status as keyof typeof returnStatusLabels],
        reason: returnReasonLabels[r.reason as keyof typeof returnReasonLabels] ?? r.reason,
        customer: customer?.name || customer?.email || '',
        pieces: lines
          .filter((l) => l.requestId === r.id)
          .map((l) => `${orderLines.find((o) => o.id === l.orderItemId)?.name ?? ''} × ${l.quantity}`)
          .join(', '),
        createdAt: r.createdAt.toISOString(),
      }));
      const all = [...returned, ...replaced].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return {
        rows: all.map((r) => ({ ...r, kind: r.kind, statusLabel: `${returnKindLabels[r.kind]} · ${r.statusLabel}` })),
      };
    },

    /** Approves: a courier reverse pickup (asked before the transaction, idempotent by the request id) or the shopper ships it back. */
    async approve(id: string, pickup: 'COURIER' | 'SELF', actor: { email: string }) {
      const found = await ctx.db.transaction((tx) => steps.lockFor(tx, id, 'PICKUP_SCHEDULED'));
      const created = pickup === 'COURIER' ? await scheduleReversePickup(ctx, courier, repo, found) : null;
      await ctx.db.transaction(async (tx) => {
        const request = await steps.lockFor(tx, id, 'PICKUP_SCHEDULED');
        await repo.updateRequest(tx, id, {
          status: 'PICKUP_SCHEDULED',
          pickup,
          pickupAwb: created?.awb ?? '',
          pickupShipmentId: created?.shipmentId ?? '',
          holdUntil: null,
        });
        await steps.mail(tx, request, created ? { step: 'pickup', awb: created.awb } : { step: 'self-ship' });
        ctx.log.info({ requestId: id, actor: actor.email, pickup }, 'return approved');
      });
      return done(id);
    },

    /** Rejects an undecided request with its reason; an exchange's reserved size goes back on the shelf. */
    async reject(id: string, reason: string, actor: { email: string }) {
      await ctx.db.transaction(async (tx) => {
        const request = await steps.lockFor(tx, id, 'REJECTED');
        // After approval a refusal is the quality check's (with its photos).
        if (request.status !== 'REQUESTED') throw conflict(returnMessages.returnWrongStep);
        await steps.release(tx, request);
        await repo.updateRequest(tx, id, { status: 'REJECTED', rejectReason: reason });
        await steps.mail(tx, request, { step: 'rejected', reason });
        ctx.log.info({ requestId: id, actor: actor.email }, 'return rejected');
      });
      ctx.cache.invalidate();
      return done(id);
    },

    async markPickedUp(id: string) {
      await ctx.db.transaction(async (tx) => {
        const request = await steps.lockFor(tx, id, 'PICKED_UP');
        await repo.updateRequest(tx, id, { status: 'PICKED_UP' });
        await steps.mail(tx, request, { step: 'picked-up' });
      });
      return done(id);
    },

    /** The quality check on receipt: accepted → refund or exchange order; refused → rejected with the reason (the photos uploaded before it stay). */
    async qualityCheck(id: string, check: { accept: boolean; reason: string }, actor: { email: string }) {
      if (!check.accept && !check.reason) throw badRequest(returnMessages.returnRejectReasonRequired);
      if (check.accept) await settlement.accept(id, actor);
      else
        await ctx.db.transaction(async (tx) => {
          const request = await steps.lockFor(tx, id, 'REJECTED');
          if (request.status === 'REQUESTED') throw conflict(returnMessages.returnWrongStep);
          await steps.release(tx, request);
          await repo.updateRequest(tx, id, {
            status: 'REJECTED',
            rejectReason: check.reason,
          });
          await steps.mail(tx, request, { step: 'rejected', reason: check.reason });
        });
      ctx.cache.invalidate();
      return done(id);
    },

    /** Undecided exchanges past their hold (EXCHANGE_HOLD_DAYS) expire and release their sizes; returns how many. */
    async expireHolds(now = new Date()): Promise<number> {
      const n = await ctx.db.transaction(async (tx) => {
        const due = await repo.lockExpiredHolds(now, tx);
        for (const request of due) {
          await steps.release(tx, request);
          await repo.updateRequest(tx, request.id, { status: 'EXPIRED' });
          await steps.mail(tx, request, { step: 'expired' });
        }
        return due.length;
      });
      if (n > 0) {
        ctx.cache.invalidate();
        ctx.outbox.kick();
        ctx.log.info({ expired: n, holdDays: EXCHANGE_HOLD_DAYS }, 'exchange holds released');
      }
      return n;
    },

    async recordPayout(id: string, reference: string, actor: { email: string }) {
      await settlement.recordPayout(id, reference, actor);
      return done(id);
    },
    orderStatusChanged: settlement.orderStatusChanged,
    onRefunded: settlement.onRefunded,
  };
}

export type ReturnDecisionsService = ReturnType<typeof createReturnDecisionsService>;
