import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The normalised text search works on: lower case, and the spellings shoppers mix up made one
 * ("co-ord", "co ord" → "coord"; "pajama" → "pyjama"). The same expression builds the index and
 * the query (normaliseSearchText does it to the shopper's words), so the planner uses the index.
 */
export function normalisedSql(text: SQL) {
  return sql`regexp_replace(regexp_replace(lower(${text}), '\\mco[\\s-]?ord', 'coord', 'g'), 'pajama', 'pyjama', 'g')`;
}

/** The English-stemmed document of a product ("nighties", "nightie" and "nighty" share the stem "nighti"). */
export function searchDocument(name: AnyColumn | SQL, fabric: AnyColumn | SQL, description: AnyColumn | SQL) {
  return sql`to_tsvector('english'::regconfig, ${normalisedSql(sql`${name} || ' ' || ${fabric} || ' ' || ${description}`)})`;
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    displayImage: text('display_image'),
    sort: integer('sort').notNull().default(0),
    /** Cost price per piece for the subcategory, in paise; null until an admin saves one. */
    actualPrice: integer('actual_price'),
  },
  (t) => [
    uniqueIndex('subcategories_name_lower_idx').on(sql`lower(${t.name})`),
    index('subcategories_category_idx').on(t.categoryId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productName: text('product_name').notNull(),
    size: text('size').notNull().default(''),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: uuid('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    mrp: integer('mrp').notNull(),
    sellingPrice: integer('selling_price').notNull(),
    actualPrice: integer('actual_price'),
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    designNumber: text('design_number').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    displayImage: text('display_image'),
    barcode: text('barcode').notNull().default(''),
    length: text('length').notNull().default(''),
    chest: text('chest').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    fabric: text('fabric').notNull().default(''),
    description: text('description').notNull().default(''),
    hsn: text('hsn').notNull().default('6208'),
    /** What search matches (ADR 0013): kept by the database, so no write path can forget it. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      searchDocument(sql`"product_name"`, sql`"fabric"`, sql`"description"`),
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_quantity_nonneg', sql`${t.quantity} >= 0`),
    check('products_prices_nonneg', sql`${t.mrp} >= 0 and ${t.sellingPrice} >= 0`),
    index('products_subcategory_idx').on(t.subcategoryId, t.isActive, t.createdAt),
    index('products_created_idx').on(t.createdAt),
    index('products_name_idx').on(t.productName),
    // Designs: the sizes of one design share a subcategory and a design number (ADR 0012).
    index('products_design_idx').on(t.subcategoryId, t.designNumber),
    // Search (ADR 0013): full text over name, fabric and description, and trigrams of the name for typos.
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.productName}) gin_trgm_ops`),
    /** The product CSV import finds the rows it updates by barcode. */
    index('products_barcode_idx').on(t.barcode),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sort)],
);
