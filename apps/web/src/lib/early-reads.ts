import type { SessionUser } from '@nidra/shared/account/account.schema';
import type { Language } from '@nidra/shared/i18n/language-list';
import { apiHeaders } from './api-headers.ts';

/**
 * Reads a page starts before the app has loaded (ADR 0028): the boot script asks for them at once, and
 * the API client takes each answer the first time the app asks for the same path with the same
 * headers (api-headers.ts), instead of asking again: the signed-in shopper's cart
 * (features/cart/early-cart.ts) and session check (features/auth/early-session.ts), and the header's
 * menus (features/menus/early-menus.ts).
 *
 * Boot and app share this module's file with the chunk loader's (vite.config.ts): it imports only the
 * API's headers, from the same file.
 */

/** A shop page as the boot script finds it when it starts (boot.ts): what decides its early reads. */
export type StartingPage = {
  /** The page's path without its language's prefix. */
  path: string;
  lang: Language;
  /** The stored session (spec §4). */
  token: string | null;
  user: SessionUser | null;
  /** The server drew the page: what it read is in the page's data. */
  rendered: boolean;
};

type EarlyRead = { path: string; headers: Record<string, string>; answer: Promise<Response> };

const reads: EarlyRead[] = [];

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/**
 * Asks for `path` now, in the page's language and with the token when given (null for a read every
 * visitor shares): the headers the API client will send for the same call, so it takes this answer.
 * Returns the answer for the boot script's own use, which must read a clone: the app reads the body.
 */
export function startEarlyRead(path: string, lang: Language, token: string | null): Promise<Response> {
  const headers = apiHeaders(lang, token);
  const answer = fetch(path, { headers });
  reads.push({ path, headers, answer });
  return answer;
}

/**
 * The answer to an early read of `path` asked with exactly `headers`, once; undefined when there is
 * none (then the caller asks itself). A read that failed on the network is asked again by the caller.
 */
export function takeEarlyRead(path: string, headers: Record<string, string>): Promise<Response> | undefined {
  const i = reads.findIndex((r) => r.path === path && sameHeaders(r.headers, headers));
  if (i < 0) return undefined;
  const [read] = reads.splice(i, 1);
  return read.answer.catch(() => fetch(path, { headers }));
}
