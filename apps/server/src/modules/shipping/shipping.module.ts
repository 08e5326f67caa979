import type { App, AppContext } from '../../app-context.ts';
import { createCourier } from '../../courier/create-courier.ts';
import { courierSandboxRoutes } from '../../courier/sandbox/courier-sandbox.routes.ts';
import type { AdminOrdersService } from '../admin/admin-orders.service.ts';
import { createShippingRepository } from './shipping.repository.ts';
import { shippingRoutes } from './shipping.routes.ts';
import { createShippingService } from './shipping.service.ts';

/**
 * The courier link (ADR 0024): the Shiprocket adapter (or the local sandbox courier speaking the same
 * API), the shipping service over it, its routes, and the sandbox's own routes when it is in use.
 */
export function createShippingModule(app: App, ctx: AppContext, deps: { adminOrders: AdminOrdersService }) {
  const courier = createCourier(app, ctx.env);
  const service = createShippingService({
    ctx,
    repo: createShippingRepository(ctx.db),
    courier,
    adminOrders: deps.adminOrders,
  });
  return {
    courier,
    service,
    async registerRoutes(api: App) {
      await shippingRoutes(api, service);
      if (ctx.env.COURIER_PROVIDER === 'sandbox') await courierSandboxRoutes(api, ctx);
    },
  };
}

export type ShippingModule = ReturnType<typeof createShippingModule>;
