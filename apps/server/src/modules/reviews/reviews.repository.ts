import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  designRatings,
  orderItems,
  orders,
  products,
  reviewEvents,
  reviewPhotos,
  reviewReports,
  reviews,
  reviewVotes,
  users,
} from '../../db/schema/index.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type Design = { subcategoryId: string; designKey: string };
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

const PAGE = 10;

/** Reviews, their photos, votes, reports, audit events and the per-design rating rows. */
export function createReviewsRepository(db: Db) {
  return {
    /** The caller's order line with its design and size, and whether its order is delivered. */
    async findOwnLine(userId: string, orderItemId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          orderItemId: orderItems.id,
          productId: products.id,
          subcategoryId: products.subcategoryId,
          designKey: products.designKey,
          size: products.size,
          orderStatus: orders.orderStatus,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(and(eq(orderItems.id, orderItemId), eq(orders.userId, userId)));
      return row ? { ...row, designKey: row.designKey ?? row.productId } : undefined;
    },

    /** The design a product is a size of. */
    async designOf(productId: string, tx: DbOrTx = db): Promise<Design | undefined> {
      const [row] = await tx
        .select({ subcategoryId: products.subcategoryId, designKey: products.designKey, id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.isActive, true)));
      return row ? { subcategoryId: row.subcategoryId, designKey: row.designKey ?? row.id } : undefined;
    },

    async findByShopperAndDesign(userId: string, d: Design, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(reviews)
        .where(
          and(
            eq(reviews.userId, userId),
            eq(reviews.subcategoryId, d.subcategoryId),
            eq(reviews.designKey, d.designKey),
          ),
        )
        .for('update');
      return row;
    },

    async findById(id: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, id));
      return row;
    },

    async insert(values: typeof reviews.$inferInsert, tx: DbOrTx = db) {
      const [row] = await tx.insert(reviews).values(values).returning();
      return row;
    },

    async update(id: string, values: Partial<typeof reviews.$inferInsert>, tx: DbOrTx = db) {
      const [row] = await tx
        .update(reviews)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(reviews.id, id))
        .returning();
      return row;
    },

    async photosOf(reviewIds: string[], tx: DbOrTx = db) {
      if (reviewIds.length === 0) return [];
      return tx
        .select()
        .from(reviewPhotos)
        .where(inArray(reviewPhotos.reviewId, reviewIds))
        .orderBy(asc(reviewPhotos.sort));
    },

    async replacePhotos(reviewId: string, paths: string[], tx: DbOrTx = db) {
      await tx.delete(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId));
      if (paths.length > 0) await tx.insert(reviewPhotos).values(paths.map((path, sort) => ({ reviewId, path, sort })));
    },

    async addEvent(reviewId: string, action: string, actor: string, detail = '', tx: DbOrTx = db) {
      await tx.insert(reviewEvents).values({ reviewId, action, actor, detail });
    },

    async eventsOf(reviewId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(reviewEvents)
        .where(eq(reviewEvents.reviewId, reviewId))
        .orderBy(asc(reviewEvents.at), asc(reviewEvents.seq));
    },

    /** Rewrites a design's rating row from its published reviews (removes it when none is left). */
    async refreshRating(d: Design, tx: DbOrTx = db) {
      const mine = and(
        eq(reviews.subcategoryId, d.subcategoryId),
        eq(reviews.designKey, d.designKey),
        eq(reviews.status, 'published'),
      );
      const [agg] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          total: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
          s1: sql<number>`count(*) filter (where ${reviews.rating} = 1)::int`,
          s2: sql<number>`count(*) filter (where ${reviews.rating} = 2)::int`,
          s3: sql<number>`count(*) filter (where ${reviews.rating} = 3)::int`,
          s4: sql<number>`count(*) filter (where ${reviews.rating} = 4)::int`,
          s5: sql<number>`count(*) filter (where ${reviews.rating} = 5)::int`,
          fitSmall: sql<number>`count(*) filter (where ${reviews.sizeFeedback} = 'small')::int`,
          fitTrue: sql<number>`count(*) filter (where ${reviews.sizeFeedback} = 'true')::int`,
          fitLarge: sql<number>`count(*) filter (where ${reviews.sizeFeedback} = 'large')::int`,
        })
        .from(reviews)
        .where(mine);
      const key = and(eq(designRatings.subcategoryId, d.subcategoryId), eq(designRatings.designKey, d.designKey));
      if (!agg || agg.count === 0) {
        await tx.delete(designRatings).where(key);
        return;
      }
      const row = {
        count: agg.count,
        total: agg.total,
        stars: [agg.s1, agg.s2, agg.s3, agg.s4, agg.s5],
        fitSmall: agg.fitSmall,
        fitTrue: agg.fitTrue,
        fitLarge: agg.fitLarge,
        updatedAt: new Date(),
      };
      await tx
        .insert(designRatings)
        .values({ ...d, ...row })
        .onConflictDoUpdate({ target: [designRatings.subcategoryId, designRatings.designKey], set: row });
    },

    async ratingOf(d: Design, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(designRatings)
        .where(and(eq(designRatings.subcategoryId, d.subcategoryId), eq(designRatings.designKey, d.designKey)));
      return row;
    },

    /** A page of a design's published reviews, most helpful or newest first, with the author's name. */
    async listPublished(d: Design, opts: { sort: 'helpful' | 'newest'; withPhotos: boolean; page: number }) {
      const order =
        opts.sort === 'helpful'
          ? [desc(reviews.helpfulCount), desc(reviews.publishedAt), desc(reviews.id)]
          : [desc(reviews.publishedAt), desc(reviews.id)];
      return db
        .select({ review: reviews, author: users.name })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(
          and(
            eq(reviews.subcategoryId, d.subcategoryId),
            eq(reviews.designKey, d.designKey),
            eq(reviews.status, 'published'),
            opts.withPhotos ? gt(reviews.photoCount, 0) : undefined,
          ),
        )
        .orderBy(...order)
        .limit(PAGE + 1)
        .offset((opts.page - 1) * PAGE);
    },

    async listByShopper(userId: string) {
      return db
        .select({ review: reviews, author: users.name, productId: orderItems.productId })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
        .where(eq(reviews.userId, userId))
        .orderBy(desc(reviews.updatedAt));
    },

    /** Staff's queue: pending reviews (reported ones included) or those with open reports, oldest first. */
    async listQueue(queue: 'pending' | 'reported') {
      return db
        .select({
          review: reviews,
          author: users.name,
          email: users.email,
          productId: orderItems.productId,
          productName: orderItems.name,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
        .where(queue === 'pending' ? eq(reviews.status, 'pending') : gt(reviews.openReports, 0))
        .orderBy(asc(reviews.updatedAt))
        .limit(100);
    },

    async reportsOf(reviewIds: string[]) {
      if (reviewIds.length === 0) return [];
      return db.select().from(reviewReports).where(inArray(reviewReports.reviewId, reviewIds));
    },

    /** One vote per shopper: true when this call added it (and counted it). */
    async addVote(reviewId: string, userId: string, tx: DbOrTx = db): Promise<boolean> {
      const added = await tx.insert(reviewVotes).values({ reviewId, userId }).onConflictDoNothing().returning();
      if (added.length === 0) return false;
      await tx
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
        .where(eq(reviews.id, reviewId));
      return true;
    },

    /** One report per shopper: true when this call added it. */
    async addReport(reviewId: string, userId: string, reason: string, tx: DbOrTx = db): Promise<boolean> {
      const added = await tx
        .insert(reviewReports)
        .values({ reviewId, userId, reason })
        .onConflictDoNothing()
        .returning();
      return added.length > 0;
    },

    async clearReports(reviewId: string, tx: DbOrTx = db) {
      await tx.delete(reviewReports).where(eq(reviewReports.reviewId, reviewId));
    },
  };
}
