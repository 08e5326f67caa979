import { z } from 'zod';
import { text } from '../validation/text.schema.ts';

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

export const productListQuery = z.object({
  subcategory: text({ max: 100, trim: false }).min(1),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

export const productListResponse = z.object({
  products: z.array(publicProduct),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type ProductListResponse = z.infer<typeof productListResponse>;
