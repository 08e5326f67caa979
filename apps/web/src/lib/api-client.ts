import { apiHeaders } from './api-headers.ts';
import { takeEarlyRead } from './early-reads.ts';
import { pageLanguage, pageTexts } from './page-language.ts';
import { clearSession, getToken } from './session.ts';

/**
 * An API failure carrying the server's `{message}` (or the caller's fallback) and the HTTP status. The
 * server words its message in the page's language (the client sends it as `Accept-Language`, ADR 0029).
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Message used when the server sends none (spec §8 fallbacks), in the page's language (`pageTexts()`). */
  fallback?: string;
  /** Login-family calls, and reads every visitor shares (the product detail), carry no authorization header. */
  anonymous?: boolean;
  signal?: AbortSignal;
};

let onUnauthorized: () => void = () => {};
let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * The server's render installs this once: its calls go to the API in process instead of over the
 * network. Only anonymous catalogue reads happen there (no token, no session).
 */
export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

/** The router installs this: a 401 signs out and goes to /login, remembering the page (DESIGN §13.5). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** The one fetch client: JSON or multipart bodies, bearer token, `{message}` errors, 401 → sign out. */
export async function api<T>(path: string, opts: Options = {}): Promise<T> {
  const res = await send(path, opts);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** Like `api`, for binary answers (invoice PDFs). */
export async function apiBlob(path: string, opts: Options = {}): Promise<Blob> {
  return (await send(path, opts)).blob();
}

/** Like `api`, handing over the answer as it arrives (the product import's NDJSON progress). */
export async function apiStream(path: string, opts: Options = {}): Promise<ReadableStream<Uint8Array>> {
  const res = await send(path, opts);
  if (!res.body) throw new ApiError(res.status, pageTexts().httpError(res.status));
  return res.body;
}

/** Like `api`, also giving the status (the add-to-cart call reads 202). */
export async function apiWithStatus<T>(path: string, opts: Options = {}): Promise<{ status: number; data: T }> {
  const res = await send(path, opts);
  return { status: res.status, data: (await res.json()) as T };
}

async function send(path: string, opts: Options): Promise<Response> {
  const token = getToken();
  const headers = apiHeaders(pageLanguage(), opts.anonymous ? null : token);
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const method = opts.method ?? (body ? 'POST' : 'GET');
  // A read the boot script started with these very headers (early-reads.ts) is taken, once.
  const res =
    (method === 'GET' && takeEarlyRead(path, headers)) ||
    transport(path, { method, headers, body, signal: opts.signal });
  return check(await res, token, opts);
}

/** A successful answer as it is; otherwise the server's `{message}` as an ApiError (a 401 signs out). */
async function check(res: Response, token: string | null, opts: Options): Promise<Response> {
  if (res.ok) return res;
  const message = await res
    .json()
    .then((j: { message?: string }) => j.message)
    .catch(() => undefined);
  if (res.status === 401 && token && !opts.anonymous) {
    clearSession();
    onUnauthorized();
  }
  throw new ApiError(res.status, message ?? opts.fallback ?? pageTexts().httpError(res.status));
}
