import { WISHLIST_MAX_ITEMS } from '@nidra/shared/wishlist/wishlist.rules';
import { useSyncExternalStore } from 'react';

/** A signed-out shopper's saved product ids, oldest first, kept in this browser until sign-in merges them. */
const KEY = 'wishlist';
const listeners = new Set<() => void>();
/**
 * One empty list for the server's render and an empty browser alike: were they two arrays, React would
 * see the store change as the page hydrates and draw every heart on it again at once, in one long task.
 */
const NONE: string[] = [];
let cachedRaw: string | null = null;
let cachedIds: string[] = NONE;

function read(): string[] {
  const raw = localStorage.getItem(KEY);
  if (raw === cachedRaw) return cachedIds;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedIds = Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : NONE;
  } catch {
    cachedIds = NONE;
  }
  return cachedIds;
}

function write(ids: string[]) {
  if (ids.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(ids.slice(-WISHLIST_MAX_ITEMS)));
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab saving or removing a piece shows here too.
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const guestWishlist = {
  ids: read,
  toggle: (id: string) => {
    const ids = read();
    write(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
  },
  clear: () => write([]),
};

/** The browser's saved ids, re-rendering when they change. */
export function useGuestWishlistIds(): string[] {
  return useSyncExternalStore(subscribe, read, () => NONE);
}
