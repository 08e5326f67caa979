import type { ListedProduct } from '@nidra/shared/catalogue/catalogue.schema';
import type { Language } from '@nidra/shared/i18n/languages';
import type { DehydratedState } from '../../../lib/query/hydration.ts';

/** What a product card, and the list pages around the cards, read of a listed product. */
const CARD_FIELDS = [
  '_id',
  'productName',
  'subcategory',
  'size',
  'displayImage',
  'quantity',
  'MRP',
  'sellingPrice',
  'design',
] as const satisfies readonly (keyof ListedProduct)[];

export type CardProduct = Pick<ListedProduct, (typeof CARD_FIELDS)[number] | 'productNameHi'>;

/** A Hindi page's cards show the Hindi name too; an English page's data carries none of it. */
const fieldsIn = (lang: Language): readonly (keyof ListedProduct)[] =>
  lang === 'en' ? CARD_FIELDS : [...CARD_FIELDS, 'productNameHi'];

type ListPage = { products: ListedProduct[] };

/**
 * The server render's queries as the browser needs them to hydrate: the product lists (a
 * subcategory, search results, new arrivals) keep only the card fields, since their markup is
 * already in the page and nothing else reads them — a list's descriptions, barcodes and picture
 * lists would otherwise travel twice (docs/decisions/0011). A list refetched later is whole again.
 */
export function cardsOnly(state: DehydratedState, lang: Language = 'en'): DehydratedState {
  const fields = fieldsIn(lang);
  const toCard = (p: ListedProduct): CardProduct =>
    Object.fromEntries(fields.filter((k) => k in p).map((k) => [k, p[k]])) as CardProduct;
  const queries = state.queries.map((q) => {
    const data = q.state.data as unknown;
    const kind = q.queryKey[0];
    if ((kind === 'products' || kind === 'search') && data && typeof data === 'object' && 'pages' in data) {
      const pages = (data as { pages: ListPage[] }).pages.map((p) => ({ ...p, products: p.products.map(toCard) }));
      return { ...q, state: { ...q.state, data: { ...data, pages } } };
    }
    if (kind === 'new-arrivals' && Array.isArray(data))
      return { ...q, state: { ...q.state, data: (data as ListedProduct[]).map(toCard) } };
    return q;
  });
  return { ...state, queries };
}
