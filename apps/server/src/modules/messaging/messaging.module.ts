import type { App, AppContext } from '../../app-context.ts';
import { periodicJob } from '../../lib/periodic-job.ts';
import { createMessagingProvider } from '../../messaging/create-messaging-provider.ts';
import { messagingSandboxRoutes } from '../../messaging/sandbox/sandbox.routes.ts';
import { createMessagingRepository } from './messaging.repository.ts';
import { messagingRoutes } from './messaging.routes.ts';
import { createMessagingService } from './messaging.service.ts';

type Deps = { cancelOrder: (orderId: string, actor: { email: string }) => Promise<unknown> };

/**
 * WhatsApp order updates and COD confirmation (ADR 0025): the service other modules queue through,
 * its routes (with the sandbox platform when MESSAGING_PROVIDER=sandbox), and the confirmation job.
 */
export function createMessagingModule(app: App, ctx: AppContext, deps: Deps) {
  const provider = createMessagingProvider(app, ctx.env);
  const service = createMessagingService({ ctx, repo: createMessagingRepository(ctx.db), provider, ...deps });
  if (provider) ctx.outbox.register('message', service.outboxSender);
  return {
    service,
    async routes(api: App) {
      await messagingRoutes(api, service, provider);
      if (ctx.env.MESSAGING_PROVIDER === 'sandbox') await messagingSandboxRoutes(api, ctx);
    },
    /** The confirmation job on a timer (every instance; rows are claimed), or run by tests themselves. */
    startJobs() {
      return periodicJob((now?: Date) => service.runConfirmationJob(now), {
        name: 'cod-confirmation',
        log: ctx.log,
        intervalMs: ctx.env.NODE_ENV === 'test' ? undefined : 5 * 60_000,
      });
    },
  };
}

export type MessagingModule = ReturnType<typeof createMessagingModule>;
