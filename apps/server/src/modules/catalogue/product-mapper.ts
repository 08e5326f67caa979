import { averageRating, designName, mostBuyersSay, productPath, sizesLabel, sortSizes, toRupees } from '@nidra/shared';
import type {
  AdminProduct,
  ListedProduct,
  ProductDetail,
  PublicProduct,
} from '@nidra/shared/catalogue/catalogue.schema';
import type { DesignSizeRow, ListedRow } from './designs.repository.ts';

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
  productNameHi?: string;
  fabricHi?: string;
  descriptionHi?: string;
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
    productNameHi: row.productNameHi ?? '',
    fabricHi: row.fabricHi ?? '',
    descriptionHi: row.descriptionHi ?? '',
    hsn: row.hsn,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The back-office view: the public view plus the cost price in rupees (null when unknown). */
export function toAdminProduct(row: ProductRow): AdminProduct {
  return { ...toPublicProduct(row), actualPrice: row.actualPrice === null ? null : toRupees(row.actualPrice) };
}

/**
 * A list entry. One product stays as it is; a design is its representative size with the name
 * without the size, its total stock (sold out only when every size is) and its sizes (ADR 0012).
 */
export function toListedProduct(entry: ListedRow, grouped: boolean): ListedProduct {
  const product = toPublicProduct(entry.product);
  if (!grouped) return product;
  const sizes = sortSizes(entry.sizes);
  return {
    ...product,
    productName: designName(product.productName, product.size),
    quantity: entry.stock,
    design: {
      sizes,
      sizesLabel: sizesLabel(sizes),
      lowestPrice: toRupees(entry.lowestPrice),
      inStockCount: entry.inStockCount,
      ...(entry.rating
        ? { rating: { average: averageRating(entry.rating.total, entry.rating.count), count: entry.rating.count } }
        : {}),
    },
  };
}

/** The product page's view: the product, its design's sizes in shopping order and their size chart. */
export function toProductDetail(row: ProductRow & { isHygiene?: boolean }, sizes: DesignSizeRow[]): ProductDetail {
  const bySize = new Map<string, DesignSizeRow>();
  for (const s of sizes) {
    const held = bySize.get(s.size);
    // Two rows of one size (a restock entered anew): the one shown, else the one in stock.
    if (!held || s.id === row.id || (held.id !== row.id && held.quantity < 1 && s.quantity > 0)) bySize.set(s.size, s);
  }
  const ordered = sortSizes([...bySize.keys()]).map((size) => bySize.get(size)!);
  const rating = sizes[0]?.rating;
  return {
    ...toPublicProduct(row),
    ...(row.isHygiene ? { isHygiene: true } : {}),
    designSizes: ordered.map((s) => ({
      size: s.size,
      productId: s.id,
      url: productPath({ subcategory: s.subcategory, productName: s.product_name, _id: s.id }),
      inStock: s.quantity > 0,
    })),
    sizeChart: ordered
      .filter((s) => s.length || s.chest)
      .map((s) => ({ size: s.size, length: s.length, chest: s.chest })),
    ...(rating
      ? {
          rating: {
            average: averageRating(rating.total, rating.count),
            count: rating.count,
            stars: rating.stars,
            fit: { small: rating.fit_small, true: rating.fit_true, large: rating.fit_large },
            mostSay: mostBuyersSay({ small: rating.fit_small, true: rating.fit_true, large: rating.fit_large }),
          },
        }
      : {}),
  };
}
