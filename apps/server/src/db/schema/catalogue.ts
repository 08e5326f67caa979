import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
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

/**
 * The English-stemmed document of a product ("nighties", "nightie" and "nighty" share the stem "nighti"),
 * with its Hindi name, fabric and description (ADR 0029), so a shopper typing a product's Hindi name
 * finds it. Devanagari words are kept whole (stemming leaves them as they are); the nukta is dropped,
 * as the shopper's words drop it (searchTerms), so "काफ़्तान" and "काफ्तान" are one word.
 */
export function searchDocument(english: (AnyColumn | SQL)[], hindi: (AnyColumn | SQL)[]) {
  const join = (parts: (AnyColumn | SQL)[]) => sql.join(parts, sql` || ' ' || `);
  return sql`to_tsvector('english'::regconfig, ${normalisedSql(sql`${join(english)} || ' ' || replace(${join(hindi)}, chr(2364), '')`)})`;
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
    /** Hygiene items (innerwear, opened sets): never returned or exchanged, only replaced if damaged (ADR 0027). */
    isHygiene: boolean('is_hygiene').notNull().default(false),
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
    /** Which design the product is a size of (ADR 0012): its design number, or its own id when it has none. */
    designKey: text('design_key').generatedAlwaysAs(sql`coalesce(nullif("design_number", ''), "id"::text)`),
    isActive: boolean('is_active').notNull().default(true),
    displayImage: text('display_image'),
    barcode: text('barcode').notNull().default(''),
    length: text('length').notNull().default(''),
    chest: text('chest').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    fabric: text('fabric').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Hindi name, fabric and description for the Hindi storefront (ADR 0029); '' shows the English. */
    productNameHi: text('product_name_hi').notNull().default(''),
    fabricHi: text('fabric_hi').notNull().default(''),
    descriptionHi: text('description_hi').notNull().default(''),
    hsn: text('hsn').notNull().default('6208'),
    /** What search matches (ADR 0013): kept by the database, so no write path can forget it. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      searchDocument(
        [sql`"product_name"`, sql`"fabric"`, sql`"description"`],
        [sql`"product_name_hi"`, sql`"fabric_hi"`, sql`"description_hi"`],
      ),
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the stock last fell from 1 or more to 0 (a sale, an edit, an import); null while in stock or
     * never sold out. Kept by a trigger (migration sold_out_at), so no write path can forget it; a
     * product created at 0 has none. The daily stock mail's "sold out today" reads it.
     */
    soldOutAt: timestamp('sold_out_at', { withTimezone: true }),
  },
  (t) => [
    check('products_quantity_nonneg', sql`${t.quantity} >= 0`),
    check('products_prices_nonneg', sql`${t.mrp} >= 0 and ${t.sellingPrice} >= 0`),
    index('products_subcategory_idx').on(t.subcategoryId, t.isActive, t.createdAt),
    index('products_created_idx').on(t.createdAt),
    index('products_name_idx').on(t.productName),
    // Designs: the sizes of one design share a subcategory and a design key (ADR 0012).
    index('products_design_key_idx').on(t.subcategoryId, t.designKey),
    // Search suggestions (ADR 0013): full text over name, fabric and description.
    index('products_search_idx').using('gin', t.searchVector),
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

/**
 * One row per design — the active sizes sharing a subcategory and a design key — with what lists and
 * search sort, filter and show (ADR 0012, 0013). Kept by the database: a trigger on products
 * (migration 0009_designs) rewrites a design's row whenever one of its sizes is added, removed, edited
 * or sells out / comes back in stock, so no write path can forget it. A stock change that leaves a
 * size in stock does not touch it; the total stock of the designs on a page is summed when it is read.
 */
export const designs = pgTable(
  'designs',
  {
    subcategoryId: uuid('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
    designKey: text('design_key').notNull(),
    /** The size a card shows: in stock first, then the cheapest, then the newest. */
    productId: uuid('product_id').notNull(),
    /** The search document of its sizes' distinct names, fabrics and descriptions. */
    searchVector: tsvector('search_vector').notNull(),
    /** The lowest selling price of its sizes in stock (of all sizes when none is), in paise. */
    lowestPrice: integer('lowest_price').notNull(),
    bestDiscount: numeric('best_discount', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    newest: timestamp('newest', { withTimezone: true }).notNull(),
    inStockCount: integer('in_stock_count').notNull(),
    /** Every size, as entered (a design's card lists them; the size filter offers them). */
    sizes: text('sizes').array().notNull(),
    /** Its distinct fabrics, for the fabric filter's choices. */
    fabrics: text('fabrics').array().notNull(),
    /** Per size: lower-cased size and fabric, price and whether in stock, for filters one size must pass. */
    variants: jsonb('variants').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subcategoryId, t.designKey] }),
    index('designs_search_idx').using('gin', t.searchVector),
  ],
);
