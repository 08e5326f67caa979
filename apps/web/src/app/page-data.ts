import type { DehydratedState } from '../lib/query/hydration.ts';
import type { RouteFailures } from './route-page.tsx';

/** The server render's query cache and the routes that failed (an unknown product: 404), as the browser receives them. */
type PageData = { queries: DehydratedState; failures: RouteFailures };

/** JSON for a `<script type="application/json">` block; `<` escaped so no text can close it. */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function parsePageData(text: string): PageData {
  return JSON.parse(text) as PageData;
}

/**
 * When the server sent this page, on the browser's clock (a phone's clock may be minutes off the
 * server's). The server answers a page from its read cache, which every catalogue, stock or review
 * write drops on every instance (ADR 0028), so the page's data was current when it was sent, however
 * long ago it was rendered. A page the browser took from its own cache on back or forward may be
 * older: undefined, and its data counts from the server's render.
 */
export function pageAnsweredAt(): number | undefined {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation || navigation.type === 'back_forward') return undefined;
  return Math.round(Date.now() - (performance.now() - navigation.responseStart));
}
