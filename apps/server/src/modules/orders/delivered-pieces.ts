import { and, desc, eq, gte, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, products, subcategories } from '../../db/schema/index.ts';

// What after-sales requests (replacements, returns, exchanges) start from: the shopper's delivered
// orders and the pieces in them. Each kind narrows the orders and adds what it needs to know of a piece.

/**
 * The shopper's orders marked delivered since `since`, newest first; `where` is the kind's own
 * narrowing (an order without a request yet, not a ₹0 order, …).
 */
export function deliveredOrdersSince(tx: DbOrTx, userId: string, since: Date, where?: SQL) {
  return tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      deliveredAt: orders.deliveredAt,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.orderStatus, 'DELIVERED'),
        isNotNull(orders.deliveredAt),
        gte(orders.deliveredAt, since),
        where,
      ),
    )
    .orderBy(desc(orders.deliveredAt));
}

/**
 * The lines of these orders as pieces a request may name: the line as sold (product, quantity,
 * name) with its product's size, plus `columns` (of the line, its product or its subcategory).
 */
export function orderPieces<T extends SelectedFields>(tx: DbOrTx, orderIds: string[], columns: T) {
  return tx
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      name: orderItems.name,
      size: products.size,
      ...columns,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(inArray(orderItems.orderId, orderIds));
}
