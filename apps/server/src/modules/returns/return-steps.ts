import { returnMessages } from '@nidra/shared/returns/return.messages';
import { canMoveReturn, type ReturnKind, type ReturnStatus } from '@nidra/shared/returns/return.rules';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { queueMail } from '../../lib/outbox.ts';
import { buildReturnMail, type ReturnStep } from './return-mail.ts';
import type { ReturnRow, ReturnsRepository } from './returns.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The pieces every step shares: locking a request that may take a step, moving it, mailing the shopper. */
export function createReturnSteps(ctx: AppContext, repo: ReturnsRepository) {
  return {
    /** Locks the request and checks it may move to `to` by the one state machine (404 unknown, 409 otherwise). */
    async lockFor(tx: DbOrTx, id: string, to: ReturnStatus): Promise<ReturnRow> {
      const request = UUID.test(id) ? await repo.lockRequest(tx, id) : null;
      if (!request) throw notFound(returnMessages.returnNotFound);
      if (!canMoveReturn(request.status, to)) throw conflict(returnMessages.returnWrongStep);
      return request;
    },
    async mail(tx: DbOrTx, request: ReturnRow, step: ReturnStep) {
      const [customer, order] = await Promise.all([
        repo.findCustomer(request.userId, tx),
        repo.findOrder(request.orderId, tx),
      ]);
      if (customer && order)
        await queueMail(tx, buildReturnMail(ctx.env, customer, request.kind as ReturnKind, order.orderNumber, step));
    },
    /** Puts an exchange's reserved sizes back on the shelf and frees its lines (rejected, expired). */
    async release(tx: DbOrTx, request: ReturnRow) {
      for (const line of await repo.linesOf([request.id], tx))
        if (line.wantedProductId && line.reserved > 0) await repo.giveStock(tx, line.wantedProductId, line.reserved);
      await repo.clearReserved(tx, request.id);
      await repo.closeLines(tx, request.id, false);
    },
  };
}

export type ReturnSteps = ReturnType<typeof createReturnSteps>;
