import { toRupees } from '@nidra/shared';
import type { AdminProduct, PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';

/** A product as the repository reads it: money in paise, names of its taxonomy, picture paths in order. */
export type ProductRow = {
  id: string;
  productName: string;
  size: string;
  category: string;
  subcategory: string;
  mrp: number;
  sellingPrice: number;
  actualPrice: number | null;
  discount: number | string;
  designNumber: string;
  isActive: boolean;
  displayImage: string | null;
  images: string[] | null;
  barcode: string;
  length: string;
  chest: string;
  quantity: number;
  fabric: string;
  description: string;
  hsn: string;
  createdAt: Date | string;
};

/** The storefront view: rupees, field names of the spec, and never the cost price. */
export function toPublicProduct(row: ProductRow): PublicProduct {
  const images = row.images ?? [];
  return {
    _id: row.id,
    productName: row.productName,
    size: row.size,
    category: row.category,
    subcategory: row.subcategory,
    MRP: toRupees(row.mrp),
    sellingPrice: toRupees(row.sellingPrice),
    discount: Number(row.discount),
    designNumber: row.designNumber,
    isActive: row.isActive,
    displayImage: row.displayImage ?? images[0] ?? null,
    imagesUrl: images,
    barcode: row.barcode,
    length: row.length,
    chest: row.chest,
    quantity: row.quantity,
    fabric: row.fabric,
    description: row.description,
    hsn: row.hsn,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The back-office view: the public view plus the cost price in rupees (null when unknown). */
export function toAdminProduct(row: ProductRow): AdminProduct {
  return { ...toPublicProduct(row), actualPrice: row.actualPrice === null ? null : toRupees(row.actualPrice) };
}
