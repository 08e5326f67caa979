import type { FastifyInstance } from 'fastify';
import type { FetchFn } from './provider.ts';

type Injectable = Pick<FastifyInstance, 'inject' | 'server'>;

/** fetch(url, init) answered by the app's own HTTP handlers without a socket (the same routes, not a mock). */
export function injectFetch(app: Injectable): FetchFn {
  return async (url, init = {}) => {
    const target = new URL(url);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const payload = init.body == null ? undefined : String(init.body);
    const run = app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: target.pathname + target.search,
      headers,
      payload,
    });
    const res = await (init.signal ? raceAbort(run, init.signal) : run);
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    }
    const noBody = [101, 204, 205, 304].includes(res.statusCode);
    return new Response(noBody ? null : res.rawPayload, { status: res.statusCode, headers: out });
  };
}

/**
 * The sandbox gateway lives in this same app: while the server listens, real HTTP to PUBLIC_URL;
 * before that (tests through app.inject), the handlers are called directly.
 */
export function selfFetch(app: Injectable): FetchFn {
  const viaInject = injectFetch(app);
  return (url, init) => (app.server.listening ? fetch(url, init) : viaInject(url, init));
}

function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
