import { and, asc, eq, gt, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { productColumns, withTaxonomy } from '../../db/product-columns.ts';
import {
  categories,
  orderItems,
  orders,
  productImages,
  products,
  subcategories,
  users,
} from '../../db/schema/index.ts';

/** Where the last batch ended: the next one starts after this (created_at, id). */
export type Cursor = { createdAt: Date; id: string } | null;

const after = (createdAt: AnyPgColumn, id: AnyPgColumn, cursor: Cursor) =>
  cursor ? or(gt(createdAt, cursor.createdAt), and(eq(createdAt, cursor.createdAt), gt(id, cursor.id))) : undefined;

/**
 * Keyset batches for the CSV exports: each call is one short query on an index (created_at, id), so an
 * export of a million rows holds one batch in memory and no transaction or connection open between them.
 */
export function createCsvExportRepository(db: Db) {
  return {
    orderBatch: (filter: { start?: Date; end?: Date; status?: string }, cursor: Cursor, limit: number) => {
      const where: (SQL | undefined)[] = [
        filter.start ? gte(orders.createdAt, filter.start) : undefined,
        filter.end ? lt(orders.createdAt, filter.end) : undefined,
        filter.status ? eq(orders.orderStatus, filter.status) : undefined,
        after(orders.createdAt, orders.id, cursor),
      ];
      return db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          createdAt: orders.createdAt,
          customer: users.name,
          email: users.email,
          buyerName: orders.buyerName,
          mobile: orders.mobile,
          shippingState: orders.shippingState,
          shippingAddress: orders.shippingAddress,
          amount: orders.amount,
          shippingFee: orders.shippingFee,
          orderStatus: orders.orderStatus,
          paymentStatus: orders.paymentStatus,
          transactionId: orders.transactionId,
          invoiceNumber: orders.invoiceNumber,
          creditNoteNumber: orders.creditNoteNumber,
          trackingNumber: orders.trackingNumber,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(...where))
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit);
    },

    itemsOf: (orderIds: string[]) =>
      db
        .select({
          orderId: orderItems.orderId,
          name: orderItems.name,
          quantity: orderItems.quantity,
          size: products.size,
          designNumber: products.designNumber,
        })
        .from(orderItems)
        .leftJoin(products, eq(products.id, orderItems.productId))
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(orderItems.name, orderItems.id),

    productBatch: (cursor: Cursor, limit: number) =>
      db
        .select(productColumns)
        .from(products)
        .innerJoin(categories, withTaxonomy.categories)
        .innerJoin(subcategories, withTaxonomy.subcategories)
        .where(after(products.createdAt, products.id, cursor))
        .orderBy(asc(products.createdAt), asc(products.id))
        .limit(limit),

    imagesOf: (productIds: string[]) =>
      db
        .select({ productId: productImages.productId, path: productImages.path })
        .from(productImages)
        .where(inArray(productImages.productId, productIds))
        .orderBy(productImages.productId, productImages.sort),
  };
}

export type CsvExportRepository = ReturnType<typeof createCsvExportRepository>;
