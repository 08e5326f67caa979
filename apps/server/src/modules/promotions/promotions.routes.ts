import { messages } from '@nidra/shared';
import { cart } from '@nidra/shared/cart/cart.schema';
import { adminPromotion, applyCouponBody, pieceOffers, promotionBody } from '@nidra/shared/promotions/promotion.schema';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import { notFound } from '../../lib/errors.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { PromotionsService } from './promotions.service.ts';

const tags = ['promotions'];
const userParams = z.object({ userId: z.uuid() });
const idParams = z.object({ id: z.uuid() });
const productParams = z.object({ productId: z.uuid() });
const history = z.array(
  z.object({ action: z.string(), actor: z.string(), changes: z.unknown().nullable(), at: z.string() }),
);

type Deps = {
  promotions: PromotionsService;
  carts: CartService;
  findPieceKeys: (productId: string) => Promise<{ subcategoryId: string; designKey: string } | null>;
};

/** Coupons on the shopper's cart, offers on a product page, and the admin's promotions (ADR 0023). */
export async function promotionsRoutes(app: App, { promotions, carts, findPieceKeys }: Deps) {
  app.post(
    '/api/cart/:userId/coupon',
    {
      onRequest: app.requireOwner,
      schema: { tags, params: userParams, body: applyCouponBody, response: { 200: cart } },
    },
    async (req) => {
      await promotions.applyCoupon(req.params.userId, req.body.code, await carts.offerLinesOf(req.params.userId));
      return carts.readCart(req.params.userId);
    },
  );

  app.delete(
    '/api/cart/:userId/coupon',
    { onRequest: app.requireOwner, schema: { tags, params: userParams, response: { 200: cart } } },
    async (req) => {
      await promotions.removeCoupon(req.params.userId);
      return carts.readCart(req.params.userId);
    },
  );

  app.get(
    '/api/offers/product/:productId',
    { schema: { tags, params: productParams, response: { 200: pieceOffers } } },
    async (req) => {
      const piece = await findPieceKeys(req.params.productId);
      if (!piece) throw notFound(messages.productNotFound);
      return promotions.offersForProduct(piece);
    },
  );

  const onRequest = app.requireAdmin;
  const actor = (req: { authUser: { email: string } | null }) => req.authUser?.email ?? 'admin';

  app.get('/api/admin/promotions', { onRequest, schema: { tags, response: { 200: z.array(adminPromotion) } } }, () =>
    promotions.list(),
  );
  app.post(
    '/api/admin/promotions',
    { onRequest, schema: { tags, body: promotionBody, response: { 201: adminPromotion } } },
    async (req, reply) => reply.status(201).send(await promotions.create(req.body, actor(req))),
  );
  app.get(
    '/api/admin/promotions/:id',
    { onRequest, schema: { tags, params: idParams, response: { 200: adminPromotion } } },
    (req) => promotions.get(req.params.id),
  );
  app.put(
    '/api/admin/promotions/:id',
    { onRequest, schema: { tags, params: idParams, body: promotionBody, response: { 200: adminPromotion } } },
    (req) => promotions.edit(req.params.id, req.body, actor(req)),
  );
  app.get(
    '/api/admin/promotions/:id/history',
    { onRequest, schema: { tags, params: idParams, response: { 200: history } } },
    (req) => promotions.history(req.params.id),
  );
  for (const action of ['pause', 'resume', 'end'] as const) {
    app.post(
      `/api/admin/promotions/:id/${action}`,
      { onRequest, schema: { tags, params: idParams, response: { 200: adminPromotion } } },
      (req) => promotions[action](req.params.id, actor(req)),
    );
  }
}
