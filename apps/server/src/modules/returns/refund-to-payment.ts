import type { ReturnRow } from './returns.repository.ts';

/**
 * Whether a return's refund goes back to the way the shopper paid: a return with no payout destination
 * of its own (only a COD order's return seals one, the UPI ID or bank account staff pay into). The
 * shopper's screen (return-views.ts) and mails (return-settlement.ts) both say so from this.
 */
export const refundsToPayment = (request: Pick<ReturnRow, 'kind' | 'payoutSealed'>): boolean =>
  request.kind === 'RETURN' && request.payoutSealed === null;
