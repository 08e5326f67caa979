import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { storeFactsFromEnv } from '@nidra/shared/store/store.defaults';
import type { App, AppContext } from '../../app-context.ts';

/** One page as the web app's server entry renders it (apps/web/src/entry-server.tsx). */
type RenderedBody = { status: number; root: string; data: string };
type RenderBody = (url: string) => Promise<RenderedBody>;
type ServerEntry = { createPageRenderer: (send: typeof fetch) => RenderBody; pageModules: (url: string) => string[] };

/** A storefront page's body rendered, and the web app's modules a page starts with (its script files). */
export type PageRenderer = { render: RenderBody; modules: (url: string) => Promise<string[]> };

/**
 * The web app's server entry: the SSR build (`npm run build` writes apps/web/dist-server) when there
 * is one, else its source, which tsx and vitest compile on import — so `npm test` and `npm run dev`
 * need no build. Tests always use the source, never a stale build.
 */
async function importServerEntry(webSsrDist: string, webSource: string, ctx: AppContext): Promise<ServerEntry> {
  const built = path.join(webSsrDist, 'entry-server.js');
  if (existsSync(built) && process.env.NODE_ENV !== 'test')
    return import(pathToFileURL(built).href) as Promise<ServerEntry>;
  // The build defines the store facts for the web code; from source they are a global read at run time.
  Object.assign(globalThis, { __STORE__: storeFactsFromEnv(ctx.env) });
  const source = path.join(webSource, 'src/entry-server.tsx');
  return import(/* @vite-ignore */ pathToFileURL(source).href) as Promise<ServerEntry>;
}

/**
 * The storefront's renderer, loaded on the first page asked for. The web app's API calls go to this
 * server's own routes in process (`inject`): no network, the same validation and read cache as a
 * browser's call, and no visitor's headers (the HTML is the same for everyone).
 */
export function createPageRenderer(
  app: App,
  ctx: AppContext,
  dirs: { webSsrDist: string; webSource: string },
): PageRenderer {
  let entry: Promise<ServerEntry> | undefined;
  let renderer: Promise<RenderBody> | undefined;
  const loadEntry = () => {
    entry ??= importServerEntry(dirs.webSsrDist, dirs.webSource, ctx);
    return entry;
  };
  const send: typeof fetch = async (input, init) => {
    if (init?.method && init.method !== 'GET') throw new Error('The server render only reads');
    const res = await app.inject({ method: 'GET', url: String(input), headers: { accept: 'application/json' } });
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
  const href = (url: string) => new URL(url, ctx.env.PUBLIC_URL).href;
  return {
    render: (url) => {
      renderer ??= loadEntry().then((loaded) => loaded.createPageRenderer(send));
      return renderer.then((render) => render(href(url)));
    },
    modules: (url) => loadEntry().then((loaded) => loaded.pageModules(href(url))),
  };
}
