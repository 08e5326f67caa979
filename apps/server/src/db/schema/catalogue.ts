import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_quantity_nonneg', sql`${t.quantity} >= 0`),
    check('products_prices_nonneg', sql`${t.mrp} >= 0 and ${t.sellingPrice} >= 0`),
    index('products_subcategory_idx').on(t.subcategoryId, t.isActive, t.createdAt),
    index('products_created_idx').on(t.createdAt),
    index('products_name_idx').on(t.productName),
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
