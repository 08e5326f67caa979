import { messages } from '@nidra/shared';
import type { HygieneList } from '@nidra/shared/returns/return.schema';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { subcategories } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/** Which subcategories are hygiene items: never returned or exchanged, and said so on their product pages. */
export function createHygieneService(ctx: AppContext) {
  const list = async (): Promise<HygieneList> => ({
    subcategories: await ctx.db
      .select({ id: subcategories.id, name: subcategories.name, isHygiene: subcategories.isHygiene })
      .from(subcategories)
      .orderBy(asc(subcategories.sort), asc(subcategories.name)),
  });
  return {
    list,
    async set(subcategoryId: string, isHygiene: boolean): Promise<HygieneList> {
      const rows = await ctx.db
        .update(subcategories)
        .set({ isHygiene })
        .where(eq(subcategories.id, subcategoryId))
        .returning({ id: subcategories.id });
      if (rows.length === 0) throw notFound(messages.notFound);
      // Product pages say whether a piece is returnable: their cached copies must follow.
      ctx.cache.invalidate();
      return list();
    },
  };
}

export type HygieneService = ReturnType<typeof createHygieneService>;
