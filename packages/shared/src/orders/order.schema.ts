import { z } from 'zod';
import { shopperMessages as messages } from '../shopper.messages.ts';
import { text } from '../validation/text.schema.ts';

/**
 * POST /api/payment (spec §7). `totalAmount` is only compared with the server's figure (DESIGN §13.2);
 * the shipping text and mobile number are rebuilt from the chosen saved address, never taken as sent.
 * The spec's body alone is enough: without `addressId` the saved address is the one `shippingAddress`
 * names, however its fields were joined (`isAddressText`).
 */
export const paymentBody = z.object({
  userId: z.uuid(),
  shippingAddress: text({ max: 600, multiline: true, message: messages.selectAddress }).min(1),
  mobileNumber: text({ max: 20 }).min(1),
  totalAmount: z.number().nonnegative(),
  cartId: z.uuid(),
  shippingFee: z.number().nonnegative(),
  /** The saved address chosen at checkout (preferred over matching `shippingAddress`): label, invoice and GST state. */
  addressId: z.uuid({ error: messages.selectAddress }).optional(),
});
export type PaymentBody = z.infer<typeof paymentBody>;

export const paymentResponse = z.object({ message: z.literal('ok'), paymentUrl: z.string() });
export type PaymentResponse = z.infer<typeof paymentResponse>;

/**
 * GET /api/payment/validate/{transactionId}: the result page and the admin verify action read `success`.
 * The id is the order's `transactionId` or the order id (our merchant order id, carried by the return URL).
 */
export const paymentRefParams = z.object({
  transactionId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const validatePaymentResponse = z.object({
  success: z.boolean(),
  status: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  message: z.string(),
});
export type ValidatePaymentResponse = z.infer<typeof validatePaymentResponse>;

/** A line of an order: the product as it was sold (name and price snapshot) with its current image. */
export const orderProduct = z.object({
  _id: z.string(),
  productName: z.string(),
  description: z.string(),
  size: z.string(),
  /** The design the piece belongs to (ADR 0012), what staff pick it by beside the size. */
  designNumber: z.string().optional(),
  displayImage: z.string().nullable(),
  subcategory: z.string(),
  sellingPrice: z.number(),
  MRP: z.number(),
});

export const orderLine = z.object({ _id: z.string(), product: orderProduct, quantity: z.number().int() });

export const order = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  createdAt: z.string(),
  amount: z.number(),
  shippingFee: z.number(),
  trackingNumber: z.string(),
  transactionId: z.string().nullable(),
  invoicePdfPath: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** The GST credit note of a cancelled paid order (its refund), once issued. */
  creditNoteNumber: z.string().nullable().optional(),
  orderStatus: z.string(),
  /** The payment status (spec §3 calls it `status`). */
  status: z.string(),
  /** ONLINE (PhonePe) or COD (cash on delivery, ADR 0014); the COD fee in rupees is part of `amount`. */
  paymentMethod: z.enum(['ONLINE', 'COD']).optional(),
  codFee: z.number().optional(),
  /** What offers took off the items, and the shipping fee a free-shipping offer waived (rupees, ADR 0023). */
  discount: z.number().optional(),
  shippingSaving: z.number().optional(),
  /** A COD order's confirmation (ADR 0025): AWAITING, CALL, CONFIRMED, NOT_ASKED or CANCELLED; null otherwise. */
  codConfirmation: z.string().nullable().optional(),
  shippingAddress: z.string(),
  mobile: z.string(),
  products: z.array(orderLine),
  paymentResponse: z.object({ merchantTransactionId: z.string() }).nullable(),
});
export type Order = z.infer<typeof order>;
export type OrderLine = z.infer<typeof orderLine>;
