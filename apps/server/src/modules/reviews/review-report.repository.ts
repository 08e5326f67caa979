import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { designRatings, designs, products, subcategories } from '../../db/schema/index.ts';

export type ReviewReportRepository = ReturnType<typeof createReviewReportRepository>;

/** The staff report's rows: every design with published reviews, with a name from its card's size. */
export function createReviewReportRepository(db: Db) {
  return {
    async ratingsByDesign() {
      return db
        .select({
          subcategory: subcategories.name,
          designKey: designRatings.designKey,
          productName: sql<string>`coalesce(${products.productName}, ${designRatings.designKey})`,
          count: designRatings.count,
          total: designRatings.total,
          fitSmall: designRatings.fitSmall,
          fitTrue: designRatings.fitTrue,
          fitLarge: designRatings.fitLarge,
        })
        .from(designRatings)
        .innerJoin(subcategories, eq(subcategories.id, designRatings.subcategoryId))
        .leftJoin(
          designs,
          sql`${designs.subcategoryId} = ${designRatings.subcategoryId} and ${designs.designKey} = ${designRatings.designKey}`,
        )
        .leftJoin(products, eq(products.id, designs.productId))
        .orderBy(asc(subcategories.name), desc(designRatings.count));
    },
  };
}
