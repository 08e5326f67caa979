import {
  designName,
  normaliseSearchText,
  prefixQuery,
  productPath,
  SUGGEST_MIN_CHARS,
  subcategoryPath,
} from '@nidra/shared';
import type { Suggestion, SuggestionsResponse } from '@nidra/shared/catalogue/catalogue.schema';
import type { AppContext } from '../../app-context.ts';
import { type SearchRepository, withTypoTolerance } from './search.repository.ts';

const SUBCATEGORY_SUGGESTIONS = 3;
const PRODUCT_SUGGESTIONS = 6;

/** Search suggestions: a few subcategories, then designs (each design once, named without its size). */
export function createSearchService({ ctx, repo }: { ctx: AppContext; repo: SearchRepository }) {
  return {
    async suggestions(q: string): Promise<SuggestionsResponse> {
      const text = normaliseSearchText(q);
      const prefix = prefixQuery(q);
      if (text.length < SUGGEST_MIN_CHARS || !prefix) return { suggestions: [] };
      const [subs, rows] = await withTypoTolerance(
        ctx.db,
        async (tx) =>
          [
            await repo.findSubcategories(text, prefix, SUBCATEGORY_SUGGESTIONS, tx),
            await repo.findProducts(text, prefix, PRODUCT_SUGGESTIONS * 5, tx),
          ] as const,
      );
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
