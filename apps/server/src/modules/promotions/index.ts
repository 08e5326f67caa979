import type { App, AppContext } from '../../app-context.ts';
import type { CartRepository } from '../cart/cart.repository.ts';
import type { CartService } from '../cart/cart.service.ts';
import { createPromotionsRepository, findPieceKeys } from './promotions.repository.ts';
import { promotionsRoutes } from './promotions.routes.ts';
import { createPromotionsService } from './promotions.service.ts';

/**
 * Offers and coupons (ADR 0023): the service that prices a cart's offers (cart view, checkout, COD),
 * the admin's promotions, and their routes.
 */
export function createPromotionsModule(ctx: AppContext, deps: { carts: CartRepository }) {
  const repo = createPromotionsRepository(ctx.db);
  const service = createPromotionsService({ repo, carts: deps.carts });
  return {
    service,
    repo,
    routes: (app: App, carts: CartService) =>
      promotionsRoutes(app, { promotions: service, carts, findPieceKeys: (id) => findPieceKeys(ctx.db, id) }),
  };
}

export type PromotionsModule = ReturnType<typeof createPromotionsModule>;
