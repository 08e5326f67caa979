import { orderLabel } from '@nidra/shared';
import { expect } from 'vitest';
import { adminOrder, newShopper, type Product, placeOrder } from './admin.ts';
import { call } from './shop-api.ts';

// The start of every journey that follows a delivered order (replacements, returns, exchanges,
// reviews): a shopper of the journey's own whose paid order has been delivered, made through the API.

/**
 * A new shopper `name` (with a saved address and `phone`) who paid online for one piece of `product`,
 * which the admin then marked delivered. Returns the shopper, the order id and its label (ORD1234).
 */
export async function deliveredOrder(token: string, product: Product, name: string, phone: string) {
  const shopper = await newShopper(name, phone);
  const orderId = await placeOrder(shopper, product, true);
  const { orderNumber } = await adminOrder(orderId, token);
  const delivered = await call(`/api/admin/orders/${orderId}`, {
    method: 'PUT',
    token,
    body: { orderStatus: 'DELIVERED', trackingNumber: 'EE556677889IN' },
  });
  expect(delivered.status).toBe(200);
  return { shopper, orderId, label: orderLabel(orderNumber) };
}
