import type { SubcategoryPrice, SubcategoryStats } from '@nidra/shared/admin/admin.schema';
import { messages } from '@nidra/shared/messages';
import { toPaise, toRupees } from '@nidra/shared/money/format.rules';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/errors.ts';
import type { SubcategoriesRepository } from './subcategories.repository.ts';

export function createSubcategoriesService(deps: { ctx: AppContext; repo: SubcategoriesRepository }) {
  const { ctx, repo } = deps;
  return {
    /** Every subcategory, also empty ones; active means isActive with at least one piece in stock. */
    getStockStats: (): Promise<SubcategoryStats[]> => repo.stockBySubcategory(),

    /** Only subcategories with a saved cost price, in rupees. */
    async listPrices(): Promise<SubcategoryPrice[]> {
      const rows = await repo.savedPrices();
      return rows.map((r) => ({ subcategory: r.subcategory, actualPrice: toRupees(r.actualPrice ?? 0) }));
    },

    /** Upserts the cost price on an existing subcategory (matched case-insensitively); 404 otherwise. */
    async savePrice(input: SubcategoryPrice): Promise<SubcategoryPrice> {
      const row = await repo.setPrice(input.subcategory, toPaise(input.actualPrice));
      if (!row) throw notFound(`${messages.notFound}: ${input.subcategory}`);
      ctx.cache.invalidate();
      return { subcategory: row.subcategory, actualPrice: toRupees(row.actualPrice ?? 0) };
    },
  };
}

export type SubcategoriesService = ReturnType<typeof createSubcategoriesService>;
