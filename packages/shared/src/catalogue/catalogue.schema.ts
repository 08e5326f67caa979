import { z } from 'zod';
import { cardRating, ratingSummary } from '../reviews/review.schema.ts';
import { text } from '../validation/text.schema.ts';
import { LIST_LIMITS, LIST_SORTS } from './list-params.rules.ts';

/** A product as the storefront sees it: never carries `actualPrice` (the cost price). Money in rupees. */
export const publicProduct = z.object({
  _id: z.string(),
  productName: z.string(),
  size: z.string(),
  category: z.string(),
  subcategory: z.string(),
  MRP: z.number(),
  sellingPrice: z.number(),
  discount: z.number(),
  designNumber: z.string(),
  isActive: z.boolean(),
  displayImage: z.string().nullable(),
  imagesUrl: z.array(z.string()),
  barcode: z.string(),
  length: z.string(),
  chest: z.string(),
  quantity: z.number().int(),
  fabric: z.string(),
  description: z.string(),
  /** Hindi texts the admin filled ('' or absent: the English shows, productTextIn). */
  productNameHi: z.string().optional(),
  fabricHi: z.string().optional(),
  descriptionHi: z.string().optional(),
  hsn: z.string(),
  createdAt: z.string(),
});
export type PublicProduct = z.infer<typeof publicProduct>;

/** The admin view adds the cost price (rupees, null when unknown). */
export const adminProduct = publicProduct.extend({ actualPrice: z.number().nullable() });
export type AdminProduct = z.infer<typeof adminProduct>;

export const menu = z.object({ name: z.string(), submenus: z.array(z.string()) });
export type Menu = z.infer<typeof menu>;

export const categoryWithSubcategories = z.object({
  category: z.string(),
  subcategories: z.array(z.object({ subcategory: z.string(), displayImage: z.string().nullable() })),
});
export type CategoryWithSubcategories = z.infer<typeof categoryWithSubcategories>;

/** Sort and filters of a list (subcategory, search); prices in whole rupees. Mirrors readListParams. */
export const listFilters = z.object({
  sort: z.enum(LIST_SORTS).optional(),
  size: text({ max: LIST_LIMITS.size }).optional(),
  minPrice: z.coerce.number().int().min(0).max(LIST_LIMITS.maxPrice).optional(),
  maxPrice: z.coerce.number().int().min(0).max(LIST_LIMITS.maxPrice).optional(),
  fabric: text({ max: LIST_LIMITS.fabric }).optional(),
  inStock: z.enum(['0', '1']).optional(),
});
export type ListFilters = z.infer<typeof listFilters>;

const paging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
};

/**
 * The spec's list query; `group=design` turns it into one entry per design (ADR 0012), and the sort
 * and filters apply in both shapes.
 */
export const productListQuery = z.object({
  subcategory: text({ max: 100, trim: false }).min(1),
  ...paging,
  group: z.enum(['design']).optional(),
  ...listFilters.shape,
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** What a design card adds to its representative product (its lowest-priced size). */
export const designSummary = z.object({
  /** The design's sizes in shopping order (XS < S < M … < XXL < 3XL). */
  sizes: z.array(z.string()),
  /** "Sizes S–XXL", built by sizesLabel. */
  sizesLabel: z.string(),
  /** Lowest selling price over its sizes, rupees. */
  lowestPrice: z.number(),
  /** Sizes with stock; the card is sold out only when this is 0. */
  inStockCount: z.number().int(),
  /** The design's published reviews summed up (ADR 0026); absent without any. */
  rating: cardRating.optional(),
});
export type DesignSummary = z.infer<typeof designSummary>;

/**
 * A list entry: a product, or with `group=design` a design's representative product with its name
 * without the size, the lowest price and `design`; `quantity` is then the design's total stock.
 */
export const listedProduct = publicProduct.extend({ design: designSummary.optional() });
export type ListedProduct = z.infer<typeof listedProduct>;

export const productListResponse = z.object({
  products: z.array(listedProduct),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** With group=design, sorts or filters: the sizes (in shopping order) and fabrics to filter by. */
  facets: z.object({ sizes: z.array(z.string()), fabrics: z.array(z.string()) }).optional(),
});
export type ProductListResponse = z.infer<typeof productListResponse>;

export const newArrivalsQuery = z.object({ group: z.enum(['design']).optional() });

/** One size of the design a product belongs to, for the size buttons. */
export const designSize = z.object({ size: z.string(), productId: z.string(), url: z.string(), inStock: z.boolean() });
export type DesignSize = z.infer<typeof designSize>;

/** The product detail: the spec's product plus its design's sizes and size chart (ADR 0012). */
export const productDetail = publicProduct.extend({
  designSizes: z.array(designSize),
  sizeChart: z.array(z.object({ size: z.string(), length: z.string(), chest: z.string() })),
  /** The design's stored rating summary (ADR 0026); absent without published reviews. */
  rating: ratingSummary.optional(),
  /** A hygiene subcategory's piece (ADR 0027): not returnable or exchangeable; absent otherwise. */
  isHygiene: z.literal(true).optional(),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** POST /api/analytics/recently-viewed-products/{userId}: the product page a signed-in shopper opened. */
export const recordViewBody = z.object({ productId: z.uuid() });
export type RecordViewBody = z.infer<typeof recordViewBody>;

/** GET /api/search: a shopper's words plus the list's sort and filters. */
export const searchQuery = z.object({
  q: text({ max: LIST_LIMITS.query }).min(1),
  ...paging,
  ...listFilters.shape,
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const suggestionsQuery = z.object({ q: text({ max: LIST_LIMITS.query }).min(1) });

/** A suggestion under the search box: a subcategory or a design, with where it leads. */
export const suggestion = z.object({
  kind: z.enum(['subcategory', 'product']),
  label: z.string(),
  url: z.string(),
});
export type Suggestion = z.infer<typeof suggestion>;
export const suggestionsResponse = z.object({ suggestions: z.array(suggestion) });
export type SuggestionsResponse = z.infer<typeof suggestionsResponse>;
