import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products, subcategories } from '../../db/schema/index.ts';

/** Drizzle queries behind the product stats and cost price screens. */
export function createSubcategoriesRepository(db: Db) {
  const n = (filter: ReturnType<typeof sql>) =>
    sql<number>`count(${products.id}) filter (where ${filter})`.mapWith(Number);
  return {
    /** Per subcategory (menu order): all products, active with stock, and sold out (quantity < 1). */
    stockBySubcategory: () =>
      db
        .select({
          subcategory: subcategories.name,
          displayImage: subcategories.displayImage,
          totalProducts: sql<number>`count(${products.id})`.mapWith(Number),
          activeProducts: n(sql`${products.isActive} and ${products.quantity} >= 1`),
          soldOutCount: n(sql`${products.quantity} < 1`),
        })
        .from(subcategories)
        .innerJoin(categories, eq(categories.id, subcategories.categoryId))
        .leftJoin(products, eq(products.subcategoryId, subcategories.id))
        .groupBy(subcategories.id, categories.sort, categories.name)
        .orderBy(asc(categories.sort), asc(categories.name), asc(subcategories.sort), asc(subcategories.name)),

    /** Saved cost prices (paise), by subcategory name. */
    savedPrices: () =>
      db
        .select({ subcategory: subcategories.name, actualPrice: subcategories.actualPrice })
        .from(subcategories)
        .where(isNotNull(subcategories.actualPrice))
        .orderBy(asc(subcategories.name)),

    /** Sets the cost price of the subcategory named (any case); null when no such subcategory. */
    setPrice: async (name: string, paise: number) => {
      const [row] = await db
        .update(subcategories)
        .set({ actualPrice: paise })
        .where(sql`lower(${subcategories.name}) = lower(${name})`)
        .returning({ subcategory: subcategories.name, actualPrice: subcategories.actualPrice });
      return row ?? null;
    },
  };
}

export type SubcategoriesRepository = ReturnType<typeof createSubcategoriesRepository>;
