import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import type { PaymentRepository } from '../checkout/payment.repository.ts';
import type { OrderNotifier } from '../messaging/messaging.service.ts';
import type { CreditNotesRepository } from './credit-notes.repository.ts';
import type { CreditNotesService } from './credit-notes.service.ts';
import type { RefundInsert, RefundRow, RefundsRepository } from './refunds.repository.ts';
import { settleRefund } from './settle-refund.ts';
import { type CancelledRow, startRefund } from './start-refund.ts';

export type RefundsDeps = {
  ctx: AppContext;
  provider: PaymentProvider;
  repo: RefundsRepository;
  creditNotesRepo: CreditNotesRepository;
  creditNotes: CreditNotesService;
  payments: PaymentRepository;
  /** WhatsApp order updates (ADR 0025): 'refund processed' goes with the settled refund. */
  notify?: OrderNotifier;
  /** A return's refund completed (ADR 0027): the returns module closes the request in this transaction. */
  onReturnRefunded?: (tx: DbOrTx, refund: RefundRow) => Promise<void>;
};

/**
 * Refunds as rows (ADR 0009, 0027): a cancelled paid order's full refund started in the cancelling
 * transaction, returns' refunds recorded by the returns module; the reconciler settles them all.
 */
export function createRefundsService(deps: RefundsDeps) {
  return {
    startRefund: (tx: DbOrTx, row: CancelledRow, actor: string) => startRefund(deps, tx, row, actor),
    settleRefund: (refundId: string) => settleRefund(deps, refundId),
    /** Pending refunds due for a check, claimed for this instance (SKIP LOCKED). */
    claimDueRefunds: (now: Date, limit: number) => deps.repo.claimDue(now, limit),
    /** Records a return's refund row in the caller's transaction (the reconciler asks the provider). */
    recordRefund: (tx: DbOrTx, row: RefundInsert) => deps.repo.insert(row, tx),
    /** Paise refunded or being refunded for an order and how many refunds it has (the next id's number). */
    refundTotals: (orderId: string, tx?: DbOrTx) => deps.repo.totalsFor(orderId, tx),
    refundOfReturn: (returnRequestId: string, tx?: DbOrTx) => deps.repo.byReturn(returnRequestId, tx),
    refundsOfOrders: (orderIds: string[], tx?: DbOrTx) => deps.repo.listForOrders(orderIds, tx),
    /** A manual payout staff made (a COD order's refund), recorded once with its bank reference. */
    completeManual: (tx: DbOrTx, refundId: string, reference: string) =>
      deps.repo.complete(refundId, null, { reference }, tx),
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
