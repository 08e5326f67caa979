import { type ProductWords, productTextIn } from '@nidra/shared/catalogue/product-text.rules';
import type { Language } from '@nidra/shared/i18n/languages';
import type { Texts } from '@nidra/shared/i18n/texts';
import { formatMoney, formatShopDateIn } from '@nidra/shared/money/locale-format.rules';
import { createContext, type ReactNode, useContext } from 'react';

type PageLanguage = { lang: Language; texts: Texts };

const TextsContext = createContext<PageLanguage | null>(null);

/**
 * The page's language and its loaded catalogue (ADR 0029): the server passes the language of the URL
 * it renders, the browser the catalogue it loaded for the URL before drawing (main.tsx).
 */
export function TextsProvider({ lang, texts, children }: PageLanguage & { children: ReactNode }) {
  return <TextsContext.Provider value={{ lang, texts }}>{children}</TextsContext.Provider>;
}

function usePageLanguage(): PageLanguage {
  const value = useContext(TextsContext);
  if (!value) throw new Error('No TextsProvider above this screen');
  return value;
}

/** The page's texts, in the language of its URL. */
export const useTexts = (): Texts => usePageLanguage().texts;

/** The page's language ('en' at `/`, 'hi' at `/hi/`), for money, dates and product words. */
export const useLanguage = (): Language => usePageLanguage().lang;

/** Rupees and dates as the page's language writes them (hi-IN on Hindi pages). */
export function useFormat() {
  const lang = useLanguage();
  return {
    money: (rupees: number) => formatMoney(rupees, lang),
    date: (date: string | Date) => formatShopDateIn(date, lang),
  };
}

/**
 * A product's name, fabric and description in the page's language (productTextIn: the Hindi where the
 * admin filled it, else the English); a card has no fabric or description and gets empty ones.
 */
export function useProductWords(product: ProductWords | Pick<ProductWords, 'productName' | 'productNameHi'>) {
  return productTextIn({ fabric: '', description: '', ...product }, useLanguage());
}
