/** Discount percentage stored with 2 decimals: (MRP - sellingPrice) / MRP × 100 (spec §5). */
export function discountPercent(mrp: number, sellingPrice: number): number {
  if (!(mrp > 0) || !(sellingPrice >= 0)) return 0;
  return Math.round(((mrp - sellingPrice) / mrp) * 10000) / 100;
}

/** The percent-off tag's words; each language's catalogue has its own (ADR 0029). */
export const percentOffWords = (percent: number) => `${percent}% OFF`;

/** The rounded percent-off tag shown on cards. */
export function percentOffLabel(mrp: number, sellingPrice: number, words = percentOffWords): string {
  return words(Math.round(discountPercent(mrp, sellingPrice)));
}

/** Spaces become hyphens in URLs (spec §2). */
export function toSlug(name: string): string {
  return name.trim().replace(/\s+/g, '-');
}

/** A hyphenated URL segment back to the name it came from, for case-insensitive matching. */
export function fromSlug(slug: string): string {
  return decodeURIComponent(slug).replace(/-/g, ' ').trim();
}

/**
 * The key a subcategory is found by: spaces and hyphens are the same and case is ignored (spec §2:
 * URLs carry hyphens), so "Co-ord-Sets", "co ord sets" and "Co-ord Sets" all name "Co-ord Sets".
 */
export function subcategoryKey(name: string): string {
  let text = name;
  try {
    text = decodeURIComponent(name);
  } catch {
    // a stray % is part of the name
  }
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '-');
}

export function subcategoryPath(subcategory: string): string {
  return `/prod/${encodeURIComponent(toSlug(subcategory))}`;
}

export function productPath(p: { subcategory: string; productName: string; _id: string }): string {
  return `${subcategoryPath(p.subcategory)}/${encodeURIComponent(toSlug(p.productName))}/${p._id}`;
}

/** Default HSN code for women's nightwear (DESIGN §7a). */
export const DEFAULT_HSN = '6208';
/** Stats rows with fewer active products than this are low on stock (spec §9). */
export const LOW_STOCK_THRESHOLD = 10;
