import { z } from 'zod';
import { text } from '../validation/text.schema.ts';
import { returnMessages } from './return.messages.ts';
import { BANK_ACCOUNT, IFSC, RETURN_KINDS, RETURN_REASONS, RETURN_STATUSES, UPI_ID } from './return.rules.ts';

/** A COD order's refund destination as the shopper enters it (stored encrypted, shown masked). */
export const payoutBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('UPI'),
    upiId: z.string().trim().regex(UPI_ID, { error: returnMessages.returnUpiInvalid }),
  }),
  z.object({
    kind: z.literal('BANK'),
    accountNumber: z.string().trim().regex(BANK_ACCOUNT, { error: returnMessages.returnAccountInvalid }),
    ifsc: z
      .string()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(IFSC, { error: returnMessages.returnIfscInvalid })),
  }),
]);
export type PayoutBody = z.infer<typeof payoutBody>;
/** What staff see to pay a COD refund: the unsealed destination (admin only). */
export const payoutView = z.union([
  z.object({ kind: z.literal('UPI'), upiId: z.string() }),
  z.object({ kind: z.literal('BANK'), accountNumber: z.string(), ifsc: z.string() }),
]);

/** POST /api/returns: the lines and pieces, why, and a refund or another size of the same design. */
export const createReturnBody = z.object({
  orderId: z.uuid(),
  kind: z.enum(RETURN_KINDS),
  reason: z.enum(RETURN_REASONS),
  note: text({ max: 1000, multiline: true }).default(''),
  items: z
    .array(
      z.object({
        orderItemId: z.uuid(),
        quantity: z.number().int().min(1).max(50),
        /** For an exchange: the size (product) wanted, of the same design. */
        wantedProductId: z.uuid().optional(),
      }),
    )
    .min(1, { error: returnMessages.returnItemsRequired })
    .max(20),
  /** For a refund of a cash-on-delivery order. */
  payout: payoutBody.optional(),
});
export type CreateReturnBody = z.infer<typeof createReturnBody>;

export const returnLineView = z.object({
  orderItemId: z.string(),
  name: z.string(),
  size: z.string(),
  quantity: z.number(),
  wantedProductId: z.string().nullable(),
  wantedSize: z.string().nullable(),
});

export const returnRequestView = z.object({
  _id: z.string(),
  kind: z.enum(RETURN_KINDS),
  orderId: z.string(),
  orderNumber: z.number(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  items: z.array(returnLineView),
  pickup: z.enum(['COURIER', 'SELF']).nullable(),
  pickupAwb: z.string(),
  rejectReason: z.string(),
  qcPhotos: z.array(z.string()),
  refundPaise: z.number(),
  refundTo: z.string(),
  /** The refund goes back to the PhonePe payment (no account given): the screen words it in its language. */
  refundToPayment: z.boolean(),
  refundState: z.string().nullable(),
  /** PROVIDER: back to the PhonePe payment; MANUAL: a payout staff make to the shopper's account (COD). */
  refundMethod: z.enum(['PROVIDER', 'MANUAL']).nullable(),
  creditNoteNumber: z.string().nullable(),
  exchangeOrderNumber: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
});
export type ReturnRequestView = z.infer<typeof returnRequestView>;

/** A delivered line inside the window: how many pieces may still come back and the sizes in stock. */
export const returnableLine = z.object({
  orderItemId: z.string(),
  productId: z.string(),
  name: z.string(),
  size: z.string(),
  quantity: z.number(),
  returnable: z.number(),
  isHygiene: z.boolean(),
  hasOpenRequest: z.boolean(),
  sizes: z.array(z.object({ productId: z.string(), size: z.string() })),
});

/** GET /api/returns/mine: orders inside the return window and every return or exchange of the shopper. */
export const myReturns = z.object({
  windowDays: z.number(),
  eligible: z.array(
    z.object({
      orderId: z.string(),
      orderNumber: z.number(),
      isCod: z.boolean(),
      until: z.string(),
      lines: z.array(returnableLine),
    }),
  ),
  requests: z.array(returnRequestView),
});
export type MyReturns = z.infer<typeof myReturns>;

/** The back office queue: every after-sales kind with a kind and a status filter. */
export const afterSalesQuery = z.object({
  kind: z.enum(['ALL', 'REPLACEMENT', ...RETURN_KINDS]).default('ALL'),
  status: z.enum(['OPEN', 'CLOSED']).default('OPEN'),
});
export const afterSalesRow = z.object({
  _id: z.string(),
  kind: z.enum(['REPLACEMENT', ...RETURN_KINDS]),
  orderNumber: z.number(),
  status: z.string(),
  statusLabel: z.string(),
  reason: z.string(),
  customer: z.string(),
  pieces: z.string(),
  createdAt: z.string(),
});
export const afterSalesPage = z.object({ rows: z.array(afterSalesRow) });
export type AfterSalesPage = z.infer<typeof afterSalesPage>;

export const rejectReturnBody = z.object({
  reason: text({ max: 500, multiline: true }).min(1, { error: returnMessages.returnRejectReasonRequired }),
});
export const approveReturnBody = z.object({ pickup: z.enum(['COURIER', 'SELF']) });
export const qualityCheckBody = z.object({
  accept: z.boolean(),
  reason: text({ max: 500, multiline: true }).default(''),
});
export const payoutRecordBody = z.object({ reference: text({ max: 100 }).min(1) });

/** Subcategories and whether they are hygiene items (never returned or exchanged). */
export const hygieneList = z.object({
  subcategories: z.array(z.object({ id: z.string(), name: z.string(), isHygiene: z.boolean() })),
});
export type HygieneList = z.infer<typeof hygieneList>;
export const hygieneBody = z.object({ subcategoryId: z.uuid(), isHygiene: z.boolean() });
