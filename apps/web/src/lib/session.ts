import type { SessionUser } from '@nidra/shared/account/account.schema';

/** Local storage keys fixed by the spec: `token`, `user`, `cookieConsent`. */
export const STORAGE_KEYS = { token: 'token', user: 'user', cookieConsent: 'cookieConsent' } as const;

type Listener = () => void;
const listeners = new Set<Listener>();

/** Local storage, absent while the server renders a page (it renders for no one in particular). */
const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function getToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) ?? null;
}

/** Signed in or out is decided by the stored user (spec §4). */
export function getStoredUser(): SessionUser | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const l of listeners) l();
}
