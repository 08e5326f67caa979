import { messages } from '@nidra/shared/messages';
import { WISHLIST_MAX_ITEMS, type Wishlist } from '@nidra/shared/wishlist/wishlist.schema';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { toPublicProduct } from '../catalogue/product-mapper.ts';
import type { WishlistRepository } from './wishlist.repository.ts';

/** A shopper's saved pieces: adding is idempotent, merging keeps what is there, the list holds at most WISHLIST_MAX_ITEMS. */
export function createWishlistService(deps: { db: Db; repo: WishlistRepository }) {
  const { db, repo } = deps;

  async function read(userId: string): Promise<Wishlist> {
    const rows = await repo.list(userId);
    return { items: rows.map((r) => ({ product: toPublicProduct(r.row), addedAt: r.addedAt.toISOString() })) };
  }

  return {
    read,

    /** Saves one active product; saving it again changes nothing. */
    async add(userId: string, productId: string): Promise<Wishlist> {
      const [id] = await repo.activeProductIds([productId]);
      if (!id) throw notFound(messages.productNotFound);
      await db.transaction(async (tx) => {
        if ((await repo.count(userId, tx)) >= WISHLIST_MAX_ITEMS) throw conflict(messages.wishlistFull);
        await repo.add(userId, [id], tx);
      });
      return read(userId);
    },

    async remove(userId: string, productId: string): Promise<Wishlist> {
      await repo.remove(userId, productId);
      return read(userId);
    },

    /**
     * Adds the browser's saved pieces to the account's: unknown or inactive ids are skipped, pieces
     * already saved keep their date, and repeating the same merge changes nothing. Beyond the limit
     * the newest of the browser's pieces are kept.
     */
    async merge(userId: string, productIds: string[]): Promise<Wishlist> {
      const active = new Set(await repo.activeProductIds([...new Set(productIds)]));
      const wanted = [...new Set(productIds)].filter((id) => active.has(id));
      await db.transaction(async (tx) => {
        const room = WISHLIST_MAX_ITEMS - (await repo.count(userId, tx));
        if (room > 0) await repo.add(userId, wanted.slice(-room), tx);
      });
      return read(userId);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
