import {
  designName,
  normaliseSearchText,
  productPath,
  SUGGEST_MIN_CHARS,
  searchTerms,
  searchWords,
  subcategoryPath,
} from '@nidra/shared';
import type { Suggestion, SuggestionsResponse } from '@nidra/shared/catalogue/catalogue.schema';
import type { AppContext } from '../../app-context.ts';
import type { SearchRepository, Vocabulary } from './search.repository.ts';

const SUBCATEGORY_SUGGESTIONS = 3;
const PRODUCT_SUGGESTIONS = 6;
const CLOSE_SUBCATEGORIES = 4;

/** Search suggestions, and the shopper's words made into a query with their typos corrected (ADR 0013). */
export function createSearchService({ ctx, repo }: { ctx: AppContext; repo: SearchRepository }) {
  /** The shop's words, read once per catalogue change (the catalogue cache drops them on every write). */
  async function vocabulary(): Promise<Vocabulary> {
    const cached = await ctx.cache.get('search:vocabulary', () => repo.vocabulary());
    return JSON.parse(cached.body) as Vocabulary;
  }

  /** The to_tsquery text for the shopper's words ('' when there are none); prefixes while typing. */
  async function query(q: string, prefix = false): Promise<string> {
    const terms = searchTerms(q);
    return terms.length ? repo.correctedQuery(terms, await vocabulary(), prefix) : '';
  }

  return {
    query,

    /** For a search that found nothing: the shop's subcategories closest to the words, always a few. */
    async closeMatches(q: string): Promise<SuggestionsResponse> {
      const names = await repo.findCloseSubcategories(searchWords(q), CLOSE_SUBCATEGORIES);
      return {
        suggestions: names.map(
          (name): Suggestion => ({ kind: 'subcategory', label: name, url: subcategoryPath(name) }),
        ),
      };
    },

    async suggestions(q: string): Promise<SuggestionsResponse> {
      if (normaliseSearchText(q).length < SUGGEST_MIN_CHARS) return { suggestions: [] };
      const text = await query(q, true);
      if (!text) return { suggestions: [] };
      const [subs, rows] = await Promise.all([
        repo.findSubcategories(text, SUBCATEGORY_SUGGESTIONS),
        repo.findProducts(text, PRODUCT_SUGGESTIONS * 5),
      ]);
      const seen = new Set<string>();
      const designs: Suggestion[] = [];
      for (const row of rows) {
        const label = designName(row.product_name, row.size);
        const key = `${row.subcategory}\u0000${label.toLowerCase()}`;
        if (seen.has(key)) continue;
        seen.add(key);
        designs.push({
          kind: 'product',
          label,
          url: productPath({ ...row, _id: row.id, productName: row.product_name }),
        });
        if (designs.length === PRODUCT_SUGGESTIONS) break;
      }
      return {
        suggestions: [
          ...subs.map((name): Suggestion => ({ kind: 'subcategory', label: name, url: subcategoryPath(name) })),
          ...designs,
        ],
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
