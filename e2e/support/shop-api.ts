import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, uniqueEmail } from './browser.ts';

/** Helpers for journeys that set up their own shoppers through the store's API. */

export type Session = { token: string; user: { _id: string; name: string; role: string } };
export const PASSWORD = 'Sleep@2025';

/**
 * One call to the running store (POST when there is a body): JSON, or a multipart form when the body
 * is FormData; with an optional bearer token.
 */
export async function call<T>(path: string, opts: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  const isForm = opts.body instanceof FormData;
  if (opts.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${baseUrl()}${path}`, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
  });
  return { status: res.status, data: (await res.json()) as T };
}

/** A shopper of the test's own, registered through the API. */
export async function newShopper(name = 'Kavya Reddy', prefix = 'shopper', phoneNumber = '9876543210') {
  const email = uniqueEmail(prefix);
  const { status } = await call('/api/auth/register', {
    body: { name, email, password: PASSWORD, confirmPassword: PASSWORD, phoneNumber },
  });
  expect(status).toBe(201);
  return { name, email };
}

export async function signInByApi(email: string, password = PASSWORD): Promise<Session> {
  const { status, data } = await call<Session>('/api/auth/login', { body: { email, password } });
  expect(status).toBe(200);
  return data;
}

/** Starts every page of the context signed in, with the cookie notice accepted, as a returning shopper. */
export async function restoreSessionBeforeLoad(page: Page, session: Session) {
  await page.context().addInitScript((s: Session) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('cookieConsent', 'true');
  }, session);
}

export async function acceptCookiesBeforeLoad(page: Page) {
  await page.context().addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
}
