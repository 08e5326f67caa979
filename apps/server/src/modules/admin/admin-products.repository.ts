import { desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findProductImagePaths, productColumns } from '../../db/product-columns.ts';
import { categories, productImages, products, subcategories } from '../../db/schema/index.ts';

export type ProductInsert = typeof products.$inferInsert;

const sameName = (column: typeof categories.name | typeof subcategories.name, name: string) =>
  sql`lower(${column}) = lower(${name})`;

/** Drizzle queries behind the admin product screens, including the taxonomy a new product may create. */
export function createAdminProductsRepository(db: Db) {
  /** Products with names of their category and subcategory, newest first; inactive ones included. */
  const findProducts = (where?: SQL) =>
    db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id));

  return {
    findProducts,
    findProductsBySubcategoryId: (subcategoryId: string) => findProducts(eq(products.subcategoryId, subcategoryId)),

    /** Every subcategory's id and name (a few dozen rows), for matching a name from a URL. */
    listSubcategories: () => db.select({ id: subcategories.id, name: subcategories.name }).from(subcategories),
    findProductById: async (id: string) => (await findProducts(eq(products.id, id)))[0] ?? null,

    /** The newest product of each distinct name (for the add form's name suggestions). */
    findLatestPerName: () => {
      const latest = db
        .selectDistinctOn([products.productName], { id: products.id })
        .from(products)
        .orderBy(products.productName, desc(products.createdAt), desc(products.id));
      return findProducts(inArray(products.id, latest));
    },

    /** Additional image paths per product, in display order. */
    findImagePaths: (productIds: string[]) => findProductImagePaths(db, productIds),

    findSubcategory: async (tx: DbOrTx, name: string) =>
      (
        await tx
          .select({
            id: subcategories.id,
            categoryId: subcategories.categoryId,
            displayImage: subcategories.displayImage,
            actualPrice: subcategories.actualPrice,
          })
          .from(subcategories)
          .where(sameName(subcategories.name, name))
      )[0] ?? null,

    /** The category named (any case), created at the end of the menu when missing. */
    ensureCategory: async (tx: DbOrTx, name: string): Promise<string> => {
      const find = async () =>
        (await tx.select({ id: categories.id }).from(categories).where(sameName(categories.name, name)))[0]?.id;
      const found = await find();
      if (found) return found;
      await tx
        .insert(categories)
        .values({ name, sort: sql`(select coalesce(max(${categories.sort}), 0) + 1 from ${categories})` })
        .onConflictDoNothing();
      const created = await find();
      if (!created) throw new Error(`category ${name} vanished after insert`);
      return created;
    },

    /** Inserts a subcategory unless one of that name (any case) exists. */
    insertSubcategory: async (
      tx: DbOrTx,
      values: { name: string; categoryId: string; displayImage: string | null },
    ) => {
      await tx
        .insert(subcategories)
        .values({
          ...values,
          sort: sql`(select coalesce(max(${subcategories.sort}), 0) + 1 from ${subcategories} where ${subcategories.categoryId} = ${values.categoryId})`,
        })
        .onConflictDoNothing();
    },

    setSubcategoryImage: async (tx: DbOrTx, id: string, displayImage: string) => {
      await tx.update(subcategories).set({ displayImage }).where(eq(subcategories.id, id));
    },

    insertProduct: async (tx: DbOrTx, values: ProductInsert): Promise<string> =>
      (await tx.insert(products).values(values).returning({ id: products.id }))[0].id,

    updateProduct: async (tx: DbOrTx, id: string, set: Partial<ProductInsert>) => {
      await tx
        .update(products)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(products.id, id));
    },

    /** Replaces the product's additional images with `paths`, in that order; returns the replaced paths. */
    replaceImages: async (tx: DbOrTx, productId: string, paths: string[]): Promise<string[]> => {
      const old = await tx
        .delete(productImages)
        .where(eq(productImages.productId, productId))
        .returning({ path: productImages.path });
      if (paths.length > 0)
        await tx.insert(productImages).values(paths.map((path, sort) => ({ productId, path, sort })));
      return old.map((r) => r.path);
    },

    /** Those of `paths` still shown somewhere: a product's display or additional image, or a subcategory's. */
    findImagesInUse: async (paths: string[]): Promise<Set<string>> => {
      if (paths.length === 0) return new Set();
      const found = await Promise.all([
        db.select({ path: products.displayImage }).from(products).where(inArray(products.displayImage, paths)),
        db.select({ path: productImages.path }).from(productImages).where(inArray(productImages.path, paths)),
        db
          .select({ path: subcategories.displayImage })
          .from(subcategories)
          .where(inArray(subcategories.displayImage, paths)),
      ]);
      return new Set(found.flat().flatMap((r) => (r.path ? [r.path] : [])));
    },

    /** The stored row, locked until the transaction ends so concurrent edits of one product serialize. */
    lockProduct: async (tx: DbOrTx, id: string) =>
      (await tx.select().from(products).where(eq(products.id, id)).for('update'))[0] ?? null,
  };
}

export type AdminProductsRepository = ReturnType<typeof createAdminProductsRepository>;
export type AdminProductRow = Awaited<ReturnType<AdminProductsRepository['findProducts']>>[number];
