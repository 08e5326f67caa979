import type { Language } from '../i18n/languages.ts';

/** A product's shopper-facing words, with the optional Hindi ones the admin fills (ADR 0029). */
export type ProductWords = {
  productName: string;
  fabric: string;
  description: string;
  productNameHi?: string;
  fabricHi?: string;
  descriptionHi?: string;
};

/**
 * The one fallback rule: a product's name, fabric and description in the page's language, each
 * Hindi text where the admin filled it and the English one where it is empty. Sizes, design numbers
 * and prices are never translated.
 */
export function productTextIn(
  p: ProductWords,
  lang: Language,
): Pick<ProductWords, 'productName' | 'fabric' | 'description'> {
  if (lang === 'en') return { productName: p.productName, fabric: p.fabric, description: p.description };
  const or = (hindi: string | undefined, english: string) => (hindi?.trim() ? hindi : english);
  return {
    productName: or(p.productNameHi, p.productName),
    fabric: or(p.fabricHi, p.fabric),
    description: or(p.descriptionHi, p.description),
  };
}
