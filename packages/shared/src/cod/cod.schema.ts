import { z } from 'zod';
import { paymentBody } from '../orders/order.schema.ts';
import { salesQuery } from '../reports/sales-range.schema.ts';
import { shopperMessages as messages } from '../shopper.messages.ts';
import { PAYMENT_METHODS } from './cod.rules.ts';

const rupees = (field: string, min: number, max: number) =>
  z
    .number({ error: messages.fieldInvalid(field) })
    .min(min, { error: messages.fieldTooSmall(field, min) })
    .max(max, { error: messages.fieldTooLarge(field, max) })
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      error: messages.fieldInvalid(field),
    });

/** The store's COD settings (GET /api/cod-settings, PUT /api/admin/cod-settings), money in rupees. */
export const codSettings = z.object({
  enabled: z.boolean({ error: messages.fieldInvalid('Cash on Delivery on/off') }),
  fee: rupees('COD fee', 0, 1000),
  limit: rupees('COD order value limit', 1, 1_000_000),
});
export type CodSettingsBody = z.infer<typeof codSettings>;

/**
 * POST /api/orders/cod: the checkout body of POST /api/payment plus the COD fee the page showed.
 * `totalAmount` is the cart's Total Amount plus that fee; both are only compared with the server's.
 */
export const codOrderBody = paymentBody.extend({ codFee: z.number().nonnegative().max(1_000_000) });
export type CodOrderBody = z.infer<typeof codOrderBody>;

export const codOrderResponse = z.object({
  message: z.literal('ok'),
  orderId: z.string(),
  orderNumber: z.number().int(),
  amount: z.number(),
});
export type CodOrderResponse = z.infer<typeof codOrderResponse>;

export const paymentMethod = z.enum(PAYMENT_METHODS);

/** GET /api/admin/sales/by-method?days=: revenue (rupees, incl. shipping and COD fees) and orders per method. */
/** The Sales screen's own days: the last `days` (default 30), or `from`–`to` inclusive. */
export const salesByMethodQuery = salesQuery;
export const salesByMethod = z.object({
  days: z.number().int(),
  methods: z.array(z.object({ method: paymentMethod, revenue: z.number(), orders: z.number().int() })),
});
export type SalesByMethod = z.infer<typeof salesByMethod>;

/** POST /api/admin/orders/{orderId}/cod-collected answers the new payment status. */
export const codCollectedResponse = z.object({ message: z.string(), status: z.string() });
