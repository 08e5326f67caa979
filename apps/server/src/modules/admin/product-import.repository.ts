import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { ProductInsert } from './admin-products.repository.ts';

/** The product import's own queries: rows by barcode and inserts many at once. */
export function createProductImportRepository(db: DbOrTx) {
  return {
    /** Products carrying one of `barcodes`, with the prices a partial update needs. */
    findByBarcodes: (barcodes: string[], tx: DbOrTx = db) =>
      barcodes.length === 0
        ? Promise.resolve([])
        : tx
            .select({
              id: products.id,
              barcode: products.barcode,
              mrp: products.mrp,
              sellingPrice: products.sellingPrice,
            })
            .from(products)
            .where(inArray(products.barcode, barcodes)),

    /** Inserts the rows in one statement; returns each new id with its barcode. */
    insertProducts: (rows: ProductInsert[], tx: DbOrTx = db) =>
      rows.length === 0
        ? Promise.resolve([])
        : tx.insert(products).values(rows).returning({ id: products.id, barcode: products.barcode }),

    /** Brings the planner's statistics of the tables an import grows up to date. */
    refreshStatistics: async () => {
      await db.execute(sql`ANALYZE products, designs`);
    },

    /** Updates one product's columns and stamps it as changed. */
    updateProduct: async (id: string, set: Partial<ProductInsert>, tx: DbOrTx = db) => {
      await tx
        .update(products)
        .set({ ...set, updatedAt: sql`now()` })
        .where(inArray(products.id, [id]));
    },
  };
}

export type ProductImportRepository = ReturnType<typeof createProductImportRepository>;
