import { messages } from '@nidra/shared';
import type { ComponentType } from 'react';
import { prefetchLoader, type RouteContext, type RoutePrefetch } from './route-data.ts';

/** Script chunks load lazily with a 120000 ms timeout (spec §1, §8). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A route module: the screen as default export and, for pages with data, what to prefetch. */
type RouteModule = { default: ComponentType; prefetch?: RoutePrefetch };

/** A React Router `lazy` for a route module whose default export is the screen. */
export function lazyRoute(ctx: RouteContext, load: () => Promise<RouteModule>) {
  return async () => {
    const mod = await withTimeout(load());
    return { Component: mod.default, ...(mod.prefetch ? { loader: prefetchLoader(ctx, mod.prefetch) } : {}) };
  };
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(messages.loadingChunkFailed)), CHUNK_TIMEOUT_MS);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      () => {
        clearTimeout(timer);
        reject(new Error(messages.loadingChunkFailed));
      },
    );
  });
}
