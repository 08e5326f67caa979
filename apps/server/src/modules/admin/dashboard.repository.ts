import { and, asc, count, desc, eq, exists, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { cartItems, carts, orderItems, orders, products, subcategories, users } from '../../db/schema/index.ts';

/** Orders whose payment succeeded (a user's order count on the dashboard). */
const PAID = 'PAYMENT_SUCCESS';

/** Orders that count as sales (cards, revenue, order counts): paid or cash on delivery, not cancelled afterwards. */
const isSale = () =>
  and(inArray(orders.paymentStatus, [PAID, 'COD_PENDING', 'COD_COLLECTED']), ne(orders.orderStatus, 'CANCELLED'));

/**
 * Orders whose money the shop has received (the sales report, README "Revenue"): paid online, or cash
 * on delivery once collected; a COD order whose cash is still owed is not revenue yet.
 */
const isMoneyReceived = () =>
  and(inArray(orders.paymentStatus, [PAID, 'COD_COLLECTED']), ne(orders.orderStatus, 'CANCELLED'));

/** Drizzle queries behind the dashboard: counts, the users table and the sales report. */
export function createDashboardRepository(db: Db) {
  return {
    countUsers: async () => (await db.select({ n: count() }).from(users))[0].n,

    countSaleOrders: async () => (await db.select({ n: count() }).from(orders).where(isSale()))[0].n,

    countProducts: async () => {
      const [row] = await db
        .select({
          total: count(),
          soldOut: sql<number>`count(*) filter (where ${products.quantity} < 1)`.mapWith(Number),
        })
        .from(products);
      return row;
    },

    /** One page of users with their cart line count and paid order count, in one statement. */
    listUsersWithActivity: (limit: number, offset: number) => {
      // Aliased `u` so the correlated subqueries can name the outer row (drizzle leaves columns unqualified).
      const u = alias(users, 'u');
      return db
        .select({
          id: u.id,
          role: u.role,
          name: u.name,
          email: u.email,
          phone: u.phone,
          loginCount: u.loginCount,
          cartItems: sql<number>`(select count(*) from cart_items ci join carts c on c.id = ci.cart_id
            where c.user_id = u.id)`.mapWith(Number),
          orderCount: sql<number>`(select count(*) from orders o
            where o.user_id = u.id and o.payment_status = ${PAID})`.mapWith(Number),
        })
        .from(u)
        .orderBy(desc(u.loginCount), asc(u.name), asc(u.id))
        .limit(limit)
        .offset(offset);
    },

    /** Owners of carts holding at least one line, most recently touched cart first. */
    findActiveCartOwners: (limit: number) =>
      db
        .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
        .from(carts)
        .innerJoin(users, eq(users.id, carts.userId))
        .where(exists(db.select({ one: cartItems.id }).from(cartItems).where(eq(cartItems.cartId, carts.id))))
        .orderBy(desc(carts.updatedAt), asc(carts.id))
        .limit(limit),

    /** Revenue received (paise), its order count and offers' discount per Asia/Kolkata day of ordering in [from, until). */
    salesByDay: (from: Date, until?: Date) => {
      const day = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
      return db
        .select({
          date: day,
          revenue: sql<number>`sum(${orders.amount})`.mapWith(Number),
          orders: count(),
          discount: sql<number>`sum(${orders.discount} + ${orders.shippingSaving})`.mapWith(Number),
        })
        .from(orders)
        .where(and(isMoneyReceived(), gte(orders.createdAt, from), until ? lt(orders.createdAt, until) : undefined))
        .groupBy(day);
    },

    /** Item revenue received (paise, after offers) and pieces per subcategory in [from, until), best first. */
    topSubcategories: (from: Date, limit: number, until?: Date) => {
      const revenue = sql<number>`sum(${orderItems.price} * ${orderItems.quantity} - ${orderItems.discount})`;
      return db
        .select({
          subcategory: subcategories.name,
          revenue: revenue.mapWith(Number),
          quantity: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(products, eq(products.id, orderItems.productId))
        .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
        .where(and(isMoneyReceived(), gte(orders.createdAt, from), until ? lt(orders.createdAt, until) : undefined))
        .groupBy(subcategories.name)
        .orderBy(desc(revenue), asc(subcategories.name))
        .limit(limit);
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
