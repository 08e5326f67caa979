import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppContext } from './app-context.ts';
import { type Env, fastifyTrustProxy } from './config/env.ts';
import type { Database } from './db/client.ts';
import { sharedReadCache, startCacheBus } from './lib/cache-bus.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { startOutboxWorker } from './lib/outbox.ts';
import { createReadCache } from './lib/read-cache.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import type { Storage } from './lib/storage/storage.ts';
import type { Modules } from './modules/index.ts';
import { registerModules } from './modules/register-modules.ts';
import { loadLanguageHeads } from './modules/storefront/language-head.ts';
import { loadPageHints } from './modules/storefront/page-hints.ts';
import { createPageRenderer } from './modules/storefront/page-renderer.ts';
import { loadPageShell } from './modules/storefront/page-shell.ts';
import { storefrontRoutes } from './modules/storefront/storefront.routes.ts';
import { createStorefrontService } from './modules/storefront/storefront.service.ts';
import { sandboxRoutes } from './payments/sandbox/sandbox.routes.ts';
import { answerLanguagePlugin } from './plugins/answer-language.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { healthRoutes } from './plugins/health.ts';
import { publicHostPlugin } from './plugins/public-host.ts';
import { validatorCompiler } from './plugins/schema-validator.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';

/** `storage`: the caller's (the seed shares it); unset, the app opens its own from the environment and closes it. */
export type AppDeps = { env: Env; database: Database; mailer?: Mailer; logger?: boolean | object; storage?: Storage };

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const webSource = fileURLToPath(new URL('../../web', import.meta.url));
const webSsrDist = fileURLToPath(new URL('../../web/dist-server', import.meta.url));

/** Builds the whole application without listening; no I/O happens at import time. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { env, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: env.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    // While draining (SIGTERM), a request arriving on a connection already open is still answered:
    // the listener is closed, so the balancer sends new requests to other instances.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every route as registered, for the authorization matrix test (modules/route-matrix.test.ts).
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routeTable.push({ method, url: r.url });
  });

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.join(env.DATA_DIR, 'outbox'),
      log: (m) => app.log.info(m),
    });
  const outbox = startOutboxWorker(database.db, mailer, app.log);
  app.addHook('onClose', async () => outbox.stop());
  let storage = deps.storage;
  if (!storage) {
    const own = createStorage(env);
    storage = own.storage;
    app.addHook('onClose', async () => own.close());
  }
  // Entries live until a write drops them: this process's own writes, and on a shared PostgreSQL every
  // other instance's, heard through LISTEN/NOTIFY (lib/cache-bus.ts, docs/decisions/0022).
  const localCache = createReadCache(Number.POSITIVE_INFINITY, env.CACHE_OPEN_ENTRIES);
  const cacheBus = database.url
    ? startCacheBus({ url: database.url, db: database.db, log: app.log, onInvalidate: localCache.invalidate })
    : undefined;
  if (cacheBus) app.addHook('onClose', () => cacheBus.stop());
  const cache = sharedReadCache(localCache, cacheBus);
  const ctx: AppContext = {
    env,
    db: database.db,
    dbKind: database.kind,
    mailer,
    outbox,
    cache,
    log: app.log,
    storage,
    invoiceRenders: new Map(),
  };

  await app.register(errorHandlerPlugin);
  await app.register(answerLanguagePlugin);
  await app.register(securityHeadersPlugin, { env });
  await app.register(publicHostPlugin, { env });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: `${env.STORE_NAME} store API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin, { db: database.db, secret: env.JWT_SECRET, ttl: env.JWT_TTL });

  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true }));
  healthRoutes(app as App, database.db);
  let modules: Modules | undefined;
  await app.register(async (api) => {
    modules = await registerModules(app as App, api as App, ctx);
    if (env.PAYMENT_PROVIDER === 'sandbox') await sandboxRoutes(api as App, ctx);
  });

  await serveWeb(app as App, ctx, modules!);
  return app as App;
}

/** Hashed bundles never change; the HTML shell always revalidates; other files (hero art) keep a day. */
function webCacheControl(file: string): string {
  if (file.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=86400, stale-while-revalidate=604800';
}

/** The built storefront and back office: storefront pages with their own head, client screens, files. */
async function serveWeb(app: App, ctx: AppContext, modules: Modules) {
  const shell = loadPageShell(webDist, webSource, ctx.env.STORE_NAME);
  const renderer = createPageRenderer(app, ctx, { webSsrDist, webSource });
  const otherPage = await storefrontRoutes(
    app,
    createStorefrontService(
      ctx,
      shell,
      modules.catalogue,
      renderer,
      loadPageHints(webDist),
      loadLanguageHeads(webDist, webSource),
      modules.reviews.service.topReviews,
    ),
  );
  const built = existsSync(webDist);
  if (built)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The storefront routes answer `/` with the home page's own head.
      index: false,
      // The build writes .br and .gz beside each text file; they are sent to browsers that accept them.
      preCompressed: true,
      setHeaders: (res, file) => res.header('Cache-Control', webCacheControl(file)),
    });
  app.get('/*', { schema: { hide: true } }, (req, reply) => {
    if (req.url.startsWith('/api/') || req.url.startsWith('/images/')) {
      return reply.status(404).send({ message: `Not found: ${req.method} ${req.url.split('?')[0]}` });
    }
    const file = req.url.split('?')[0];
    // Not the build's own notes (`.vite/`, read by the server) nor anything outside the build.
    if (built && file !== '/' && existsSync(path.join(webDist, file)) && !file.includes('/.'))
      return reply.sendFile(file.slice(1));
    return otherPage(file, req, reply);
  });
}
