/** The shop's size list, in shopping order: a product's size is one of these, or none. */
export const PRODUCT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL', 'Free Size'] as const;

/**
 * The size as the shop spells it ('m' → 'M', 'free size' → 'Free Size'); '' for no size; null when
 * the text is not one of the shop's sizes ('medium'), so a typo never becomes a new size.
 */
export function shopSize(input: string): string | null {
  const wanted = input.trim().toLowerCase();
  if (wanted === '') return '';
  return PRODUCT_SIZES.find((s) => s.toLowerCase() === wanted) ?? null;
}
