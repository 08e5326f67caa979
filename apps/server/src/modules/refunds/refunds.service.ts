import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import type { PaymentRepository } from '../checkout/payment.repository.ts';
import type { OrderNotifier } from '../messaging/messaging.service.ts';
import type { CreditNotesRepository } from './credit-notes.repository.ts';
import type { CreditNotesService } from './credit-notes.service.ts';
import type { RefundsRepository } from './refunds.repository.ts';
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
};

/** Refunds of cancelled paid orders (ADR 0009): started in the cancelling transaction, settled by the reconciler. */
export function createRefundsService(deps: RefundsDeps) {
  return {
    startRefund: (tx: DbOrTx, row: CancelledRow, actor: string) => startRefund(deps, tx, row, actor),
    settleRefund: (orderId: string) => settleRefund(deps, orderId),
    /** Pending refunds due for a check, claimed for this instance (SKIP LOCKED). */
    claimDueRefunds: (now: Date, limit: number) => deps.repo.claimDue(now, limit),
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
