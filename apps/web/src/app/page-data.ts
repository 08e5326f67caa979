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
