import { type ProductWords, productTextIn } from '@nidra/shared/catalogue/product-text.rules';
import type { Language } from '@nidra/shared/i18n/languages';
import type { CoreTexts, Texts } from '@nidra/shared/i18n/texts';
import { formatMoney, formatShopDateIn } from '@nidra/shared/money/locale-format.rules';
import { createContext, type ReactNode, use, useContext } from 'react';
import { loadedPageTexts, loadPageTexts } from './page-language.ts';

type PageLanguage = { lang: Language; texts: CoreTexts; all?: Texts };

const TextsContext = createContext<PageLanguage | null>(null);

/**
 * The page's language and its loaded catalogue (ADR 0029): the server passes the language of the URL
 * it renders and its whole catalogue (`all`), the browser the core words it loaded for the URL before
 * drawing (main.tsx); the rest comes with the screens that need it (`useAllTexts`).
 */
export function TextsProvider({ lang, texts, all, children }: PageLanguage & { children: ReactNode }) {
  return <TextsContext.Provider value={{ lang, texts, all }}>{children}</TextsContext.Provider>;
}

function usePageLanguage(): PageLanguage {
  const value = useContext(TextsContext);
  if (!value) throw new Error('No TextsProvider above this screen');
  return value;
}

/** The words every storefront page draws (header, footer, menus, browse, cart), in the page's language. */
export const useTexts = (): CoreTexts => usePageLanguage().texts;

/**
 * The whole catalogue, for the screens beyond the core words (sign-in, account, checkout, orders...).
 * Their route modules and lazy parts load it before they draw (`withAllTexts`, `accountPage`); a screen
 * drawn before that waits for it (suspends) rather than drawing without its words.
 */
export function useAllTexts(): Texts {
  const { all } = usePageLanguage();
  return all ?? loadedPageTexts() ?? use(loadPageTexts());
}

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
