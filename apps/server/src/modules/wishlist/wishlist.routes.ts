import { wishlist, wishlistMergeBody, wishlistProductParams } from '@nidra/shared/wishlist/wishlist.schema';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { WishlistService } from './wishlist.service.ts';

const tags = ['wishlist'];
const userParams = z.object({ userId: z.uuid() });
const itemParams = userParams.extend(wishlistProductParams.shape);

/** The shopper's wishlist; every route is the owner's (or an admin's), like the cart. */
export async function wishlistRoutes(app: App, wishlists: WishlistService) {
  const onRequest = app.requireOwner;

  app.get(
    '/api/wishlist/:userId',
    { onRequest, schema: { tags, params: userParams, response: { 200: wishlist } } },
    (req) => wishlists.read(req.params.userId),
  );

  app.put(
    '/api/wishlist/:userId/items/:productId',
    { onRequest, schema: { tags, params: itemParams, response: { 200: wishlist } } },
    (req) => wishlists.add(req.params.userId, req.params.productId),
  );

  app.delete(
    '/api/wishlist/:userId/items/:productId',
    { onRequest, schema: { tags, params: itemParams, response: { 200: wishlist } } },
    (req) => wishlists.remove(req.params.userId, req.params.productId),
  );

  app.post(
    '/api/wishlist/:userId/merge',
    { onRequest, schema: { tags, params: userParams, body: wishlistMergeBody, response: { 200: wishlist } } },
    (req) => wishlists.merge(req.params.userId, req.body.productIds),
  );
}
