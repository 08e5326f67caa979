import { messages } from '@nidra/shared';
import type { ComponentType } from 'react';

/** Script chunks load lazily with a 120000 ms timeout (spec §1, §8). */
export const CHUNK_TIMEOUT_MS = 120_000;

type RouteModule = { default: ComponentType };

/** A React Router `lazy` for a route module whose default export is the screen. */
export function lazyRoute(load: () => Promise<RouteModule>) {
  return async () => {
    const mod = await withTimeout(load());
    return { Component: mod.default };
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
