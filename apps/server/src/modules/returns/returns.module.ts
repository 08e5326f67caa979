import type { App, AppContext } from '../../app-context.ts';
import type { Courier } from '../../courier/courier.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { periodicJob } from '../../lib/periodic-job.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { AdminOrdersRepository } from '../admin/admin-orders.repository.ts';
import type { CreditNotesService } from '../refunds/credit-notes.service.ts';
import type { RefundsService } from '../refunds/refunds.service.ts';
import type { ReplacementDecisionsService } from '../replacements/replacement-decisions.service.ts';
import { createHygieneService } from './hygiene.service.ts';
import { createQcPhotos } from './qc-photos.ts';
import { createReturnDecisionsService } from './return-decisions.service.ts';
import { createReturnSettlement } from './return-settlement.ts';
import { createReturnSteps } from './return-steps.ts';
import { createReturnsRepository } from './returns.repository.ts';
import { returnsAdminRoutes, returnsRoutes } from './returns.routes.ts';
import { createReturnsService } from './returns.service.ts';

type Deps = {
  refunds: RefundsService;
  creditNotes: CreditNotesService;
  courier: Courier;
  replacements: ReplacementDecisionsService;
  orderEvents: Pick<AdminOrdersRepository, 'insertEvents'>;
  images: ImageStore;
};

/** Returns and size exchanges (ADR 0027): the shopper's service, the staff's steps, the hygiene flag and their routes. */
export function createReturnsModule(ctx: AppContext, deps: Deps) {
  const repo = createReturnsRepository(ctx.db);
  const steps = createReturnSteps(ctx, repo);
  const box = createSecretBox(ctx.env.PAYOUT_ENCRYPTION_KEY);
  const service = createReturnsService({ ctx, repo, refunds: deps.refunds, box });
  const settlement = createReturnSettlement({ ctx, repo, steps, ...deps });
  const decisions = createReturnDecisionsService({ ctx, repo, steps, shopper: service, settlement, box, ...deps });
  const hygiene = createHygieneService(ctx);
  const qcPhotos = createQcPhotos({ ctx, repo, images: deps.images });
  return {
    service,
    decisions,
    hygiene,
    /** The sealed COD payout destination, for staff paying it (never sent to the browser whole). */
    box,
    /** Undecided exchanges past their hold release their sizes, hourly (tests run it themselves). */
    startJobs: (intervalMs: number | undefined) =>
      periodicJob(async (o?: { now?: Date }) => ({ expired: await decisions.expireHolds(o?.now) }), {
        name: 'exchange-holds',
        log: ctx.log,
        intervalMs,
      }),
    async routes(api: App) {
      await returnsRoutes(api, service);
      await returnsAdminRoutes(api, decisions, hygiene, qcPhotos);
    },
  };
}

export type ReturnsModule = ReturnType<typeof createReturnsModule>;
