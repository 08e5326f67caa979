import type { App, AppContext } from '../../app-context.ts';
import type { Courier } from '../../courier/courier.ts';
import { courierSandboxRoutes } from '../../courier/sandbox/courier-sandbox.routes.ts';
import type { AdminOrdersService } from '../admin/admin-orders.service.ts';
import type { DeliveryCheckService } from './delivery-check.ts';
import { createShippingRepository } from './shipping.repository.ts';
import { shippingRoutes } from './shipping.routes.ts';
import { createShippingService, type ShopperMessages } from './shipping.service.ts';

/**
 * The courier link (ADR 0024): the shipping service over the Shiprocket adapter (or the local sandbox
 * courier speaking the same API), its routes, and the sandbox's own routes when it is in use.
 */
export function createShippingModule(
  ctx: AppContext,
  deps: {
    courier: Courier;
    delivery: DeliveryCheckService;
    adminOrders: AdminOrdersService;
    shopperMessages: ShopperMessages;
  },
) {
  const service = createShippingService({ ctx, repo: createShippingRepository(ctx.db), ...deps });
  return {
    service,
    async registerRoutes(api: App) {
      await shippingRoutes(api, service);
      if (ctx.env.COURIER_PROVIDER === 'sandbox') await courierSandboxRoutes(api, ctx);
    },
  };
}

export type ShippingModule = ReturnType<typeof createShippingModule>;
