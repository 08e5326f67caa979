import type { App, AppContext } from '../../app-context.ts';
import { createOpenPaymentRepository } from '../checkout/open-payment.repository.ts';
import { createPaymentRateLimiter } from '../checkout/payment-rate-limit.ts';
import { createCodRepository } from './cod.repository.ts';
import { codRoutes } from './cod.routes.ts';
import { createCodService } from './cod.service.ts';
import { createCodSettingsRepository } from './cod-settings.repository.ts';
import { createCodSettingsService } from './cod-settings.service.ts';
import { createPaymentMethodsRepository } from './payment-methods.repository.ts';
import { createPaymentMethodsService } from './payment-methods.service.ts';

/** Same window as POST /api/payment: COD starts are limited like payment starts. */
const COD_WINDOW_MS = 10 * 60 * 1000;

/** Wires the cash-on-delivery module: repositories → services → routes. */
export async function codModule(app: App, ctx: AppContext) {
  const settings = createCodSettingsService({ ctx, repo: createCodSettingsRepository(ctx.db) });
  const cod = createCodService({
    ctx,
    repo: createCodRepository(ctx.db),
    settings,
    openPayments: createOpenPaymentRepository(ctx.db),
    limiter: createPaymentRateLimiter({ max: ctx.env.PAYMENT_LIMIT_PER_USER, windowMs: COD_WINDOW_MS }),
  });
  const methods = createPaymentMethodsService({ repo: createPaymentMethodsRepository(ctx.db) });
  await codRoutes(app, { cod, settings, methods });
}
