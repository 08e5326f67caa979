import { z } from 'zod';
import { messages } from '../messages.ts';
import { text } from '../validation/text.schema.ts';
import { RECORDED_REPLACEMENT_REASONS, REPLACEMENT_REASONS, REPLACEMENT_STATUSES } from './replacement.rules.ts';

/** A finished upload's id in the video store (tus upload ids are 32 hex characters). */
export const videoId = z.string().regex(/^[0-9a-f]{32}$/, { error: messages.replacementVideoRequired });

/** POST /api/replacements: the lines to replace, why, and the uploaded unboxing video. */
export const createReplacementBody = z.object({
  orderId: z.uuid(),
  reason: z.enum(REPLACEMENT_REASONS, { error: messages.replacementReasonInvalid }),
  note: text({ max: 1000, multiline: true }),
  videoId,
  items: z
    .array(
      z.object({
        orderItemId: z.uuid(),
        quantity: z.number().int().min(1).max(50),
        /** The product wanted instead: the same product, or another size of the same design. */
        wantedProductId: z.uuid(),
      }),
    )
    .min(1, { error: messages.replacementItemsRequired })
    .max(20),
});
export type CreateReplacementBody = z.infer<typeof createReplacementBody>;

export const replacementItem = z.object({
  orderItemId: z.string(),
  name: z.string(),
  size: z.string(),
  quantity: z.number(),
  wantedProductId: z.string(),
  wantedName: z.string(),
  wantedSize: z.string(),
});

export const replacementRequest = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.number(),
  status: z.enum(REPLACEMENT_STATUSES),
  reason: z.enum(RECORDED_REPLACEMENT_REASONS),
  note: z.string(),
  items: z.array(replacementItem),
  videoType: z.string(),
  videoSize: z.number(),
  adminNote: z.string(),
  rejectReason: z.string(),
  replacementOrderNumber: z.number().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  customer: z.object({ name: z.string(), email: z.string() }),
});
export type ReplacementRequest = z.infer<typeof replacementRequest>;

/** A line of a delivered order that may be replaced, with the sizes of its design in stock. */
export const replaceableLine = z.object({
  orderItemId: z.string(),
  productId: z.string(),
  name: z.string(),
  size: z.string(),
  quantity: z.number(),
  options: z.array(z.object({ productId: z.string(), size: z.string() })),
});

/** GET /api/replacements/mine: orders still inside their window (with their lines) and the shopper's requests. */
export const myReplacements = z.object({
  eligible: z.array(
    z.object({
      orderId: z.string(),
      orderNumber: z.number(),
      deliveredAt: z.string(),
      until: z.string(),
      lines: z.array(replaceableLine),
    }),
  ),
  requests: z.array(replacementRequest),
});
export type MyReplacements = z.infer<typeof myReplacements>;

export const replacementsQuery = z.object({ status: z.enum(REPLACEMENT_STATUSES).default('REQUESTED') });
export const replacementsPage = z.object({ requests: z.array(replacementRequest) });
export type ReplacementsPage = z.infer<typeof replacementsPage>;

export const approveReplacementBody = z.object({ note: text({ max: 500, multiline: true }).default('') });
export const rejectReplacementBody = z.object({
  reason: text({ max: 500, multiline: true }).min(1, { error: messages.replacementRejectReasonRequired }),
});

/** A short-lived link the browser's video player can load (it cannot send the session header). */
export const videoLink = z.object({ url: z.string() });
