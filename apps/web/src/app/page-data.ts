import type { DehydratedState } from '@tanstack/react-query';
import { type HydrationState, isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from 'react-router';

/** The id of the JSON block the server writes after the rendered page: what the browser hydrates from. */
export const PAGE_DATA_ID = 'page-data';

/** The server render's query cache and route state, as the browser receives them. */
type PageData = { queries: DehydratedState; router: HydrationState };

type SerializedError = { status: number; statusText: string; data: unknown };

/** JSON for a `<script type="application/json">` block; `<` escaped so no text can close it. */
export function serializePageData(data: PageData): string {
  const errors = data.router.errors
    ? Object.fromEntries(
        Object.entries(data.router.errors).map(([id, e]) => [
          id,
          isRouteErrorResponse(e) ? { status: e.status, statusText: e.statusText, data: e.data } : { status: 500 },
        ]),
      )
    : null;
  return JSON.stringify({ ...data, router: { ...data.router, errors } }).replace(/</g, '\\u003c');
}

/** The page data read back, route errors as the error responses the routes threw (404 → the not-found page). */
export function parsePageData(text: string): PageData {
  const data = JSON.parse(text) as PageData;
  const errors = data.router.errors as Record<string, SerializedError> | null | undefined;
  if (errors)
    data.router.errors = Object.fromEntries(
      Object.entries(errors).map(([id, e]) => [id, new UNSAFE_ErrorResponseImpl(e.status, e.statusText ?? '', e.data)]),
    );
  return data;
}
