import { gstRateForLine, splitTax } from '../orders/gst.rules.ts';

/**
 * After-sales kinds (ADR 0027): a replacement for damage (its own request, ADR 0017), a return for a
 * refund, an exchange for another size; these are the kinds a return request carries.
 */
export const RETURN_KINDS = ['RETURN', 'EXCHANGE'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** Why a piece comes back; DAMAGED is not among them: damage goes to the replacement flow with its video. */
export const RETURN_REASONS = ['TOO_SMALL', 'TOO_LARGE', 'NOT_AS_PICTURED', 'CHANGED_MIND'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_STATUSES = [
  'REQUESTED',
  'PICKUP_SCHEDULED',
  'PICKED_UP',
  'RECEIVED',
  'REFUNDED',
  'EXCHANGE_SHIPPED',
  'REJECTED',
  'EXPIRED',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Statuses after which the request's lines are free again (closed) — the others hold them. */
export const CLOSED_RETURN_STATUSES: readonly ReturnStatus[] = ['REFUNDED', 'EXCHANGE_SHIPPED', 'REJECTED', 'EXPIRED'];

/** The one state machine of a return or exchange: each status and where staff (or the system) may move it. */
const TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  REQUESTED: ['PICKUP_SCHEDULED', 'REJECTED', 'EXPIRED'],
  PICKUP_SCHEDULED: ['PICKED_UP', 'RECEIVED', 'REJECTED'],
  PICKED_UP: ['RECEIVED', 'REJECTED'],
  RECEIVED: ['REFUNDED', 'EXCHANGE_SHIPPED'],
  REFUNDED: [],
  EXCHANGE_SHIPPED: [],
  REJECTED: [],
  EXPIRED: [],
};

/** Whether a request may move from `from` to `to`. */
export const canMoveReturn = (from: string, to: ReturnStatus): boolean =>
  (TRANSITIONS[from as ReturnStatus] ?? []).includes(to);

/** Photos staff attach during the quality check (ADR 0027): how many, which types, and at which steps. */
export const QC_PHOTO_LIMIT = 3;
export const QC_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const canAddQcPhotos = (status: string): boolean => status === 'PICKUP_SCHEDULED' || status === 'PICKED_UP';

export const isOpenReturn = (status: string): boolean => !CLOSED_RETURN_STATUSES.includes(status as ReturnStatus);

/** Days after delivery a return or exchange may be asked for (RETURN_WINDOW_DAYS, default 15). */
export const DEFAULT_RETURN_WINDOW_DAYS = 15;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return or exchange is accepted: `days` × 24 hours after delivery. */
export function returnDeadline(deliveredAt: Date | string, days: number): Date {
  return new Date(new Date(deliveredAt).getTime() + days * DAY_MS);
}

/** A DELIVERED order may ask for a return or exchange until its deadline (inclusive). */
export function canRequestReturn(
  order: { orderStatus: string; deliveredAt: Date | string | null },
  days: number,
  now: Date = new Date(),
): boolean {
  if (order.orderStatus !== 'DELIVERED' || !order.deliveredAt) return false;
  return now.getTime() <= returnDeadline(order.deliveredAt, days).getTime();
}

/** Pieces of a line that may still come back: delivered minus those already returned or asked for. */
export function returnableQuantity(line: { quantity: number }, alreadyClaimed: number): number {
  return Math.max(0, line.quantity - alreadyClaimed);
}

/** How long the size asked for in an exchange stays reserved before an undecided request expires. */
export const EXCHANGE_HOLD_DAYS = 7;

export type CreditPart = {
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/**
 * The share of an invoice line that `quantity` returned pieces carry, after `before` pieces of the line
 * came back earlier: the line's value after its offer discount is shared by cumulative pieces
 * (round(net × n / Q)) and each figure is the difference of two cumulative splits, so the credit notes of
 * a line add up to its invoice line to the paisa, and a whole line returned at once equals it exactly.
 */
export function creditForReturnedPieces(
  line: { price: number; quantity: number; discount: number },
  before: number,
  quantity: number,
  intraState: boolean,
): CreditPart & { ratePercent: number } {
  const net = line.price * line.quantity - line.discount;
  const rate = gstRateForLine(net, line.quantity);
  const upTo = (n: number) => {
    const total = Math.round((net * n) / line.quantity);
    const s = splitTax(total, rate, intraState);
    return { totalPaise: total, taxablePaise: s.taxablePaise, cgstPaise: s.cgst, sgstPaise: s.sgst, igstPaise: s.igst };
  };
  const a = upTo(before);
  const b = upTo(before + quantity);
  return {
    ratePercent: rate,
    totalPaise: b.totalPaise - a.totalPaise,
    taxablePaise: b.taxablePaise - a.taxablePaise,
    cgstPaise: b.cgstPaise - a.cgstPaise,
    sgstPaise: b.sgstPaise - a.sgstPaise,
    igstPaise: b.igstPaise - a.igstPaise,
  };
}

/** Where a refund of a cash-on-delivery order goes: a UPI ID, or a bank account with its IFSC. */
export const PAYOUT_KINDS = ['UPI', 'BANK'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];
export const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** IFSC: four letters of the bank, a zero, six letters or digits of the branch (RBI format). */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const BANK_ACCOUNT = /^\d{9,18}$/;

/** What the screens show of a payout destination: never the whole account or UPI ID. */
export function maskPayout(p: { kind: PayoutKind; upiId?: string; accountNumber?: string; ifsc?: string }): string {
  if (p.kind === 'UPI') {
    const [name, handle] = (p.upiId ?? '').split('@');
    return `${name.slice(0, 2)}${'•'.repeat(Math.max(1, name.length - 2))}@${handle ?? ''}`;
  }
  return `A/c ••••${(p.accountNumber ?? '').slice(-4)} · ${p.ifsc ?? ''}`;
}
