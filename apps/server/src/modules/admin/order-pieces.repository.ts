import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, productImages, products } from '../../db/schema/index.ts';

/** The pieces of an order as a shopper's mail shows them; part of the admin orders repository. */
export function createOrderPiecesRepository() {
  return {
    /** Each line's name, count and price as sold, with the product's size, design number and first picture. */
    findPieces: (tx: DbOrTx, orderId: string) =>
      tx
        .select({
          name: orderItems.name,
          quantity: orderItems.quantity,
          price: orderItems.price,
          size: products.size,
          designNumber: products.designNumber,
          image: sql<string | null>`(select ${productImages.path} from ${productImages}
            where ${productImages.productId} = ${products.id} order by ${productImages.sort} limit 1)`,
        })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.name)),
  };
}
