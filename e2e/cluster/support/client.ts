import { expect } from 'vitest';

export type Session = { token: string; user: { _id: string; name: string; role: string } };
export const PASSWORD = 'Sleep@2025';

/** One JSON (or multipart, for FormData) call to `base`, with an optional bearer token; redirects are not followed. */
export async function call<T = unknown>(
  base: string,
  path: string,
  opts: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; data: T; res: Response }> {
  const headers: Record<string, string> = {};
  const isForm = opts.body instanceof FormData || opts.body instanceof URLSearchParams;
  if (opts.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${base}${path}`, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    redirect: 'manual',
    body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
  });
  const type = res.headers.get('content-type') ?? '';
  const data = (type.includes('json') ? await res.json() : await res.text()) as T;
  return { status: res.status, data, res };
}

export async function signIn(base: string, email: string, password = PASSWORD): Promise<Session> {
  const { status, data } = await call<Session>(base, '/api/auth/login', { body: { email, password } });
  expect(status).toBe(200);
  return data;
}

/** A new shopper with a saved address, registered through `base`. */
export async function newShopper(base: string) {
  const email = `cluster-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await call(base, '/api/auth/register', {
    body: { name: 'Kavya Reddy', email, password: PASSWORD, confirmPassword: PASSWORD, phoneNumber: '9876543210' },
  });
  expect(registered.status).toBe(201);
  return signIn(base, email);
}

/** Polls `probe` every 10 ms until it is true; returns the milliseconds it took, or fails after `ms`. */
export async function msUntil(probe: () => Promise<boolean>, what: string, ms: number): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > ms) throw new Error(`${what}: not seen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}
