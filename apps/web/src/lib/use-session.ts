import type { SessionUser } from '@nidra/shared/account/account.schema';
import { useSyncExternalStore } from 'react';
import { getStoredUser, subscribeSession } from './session.ts';

let cachedRaw: string | null = null;
let cachedUser: SessionUser | null = null;

function snapshot(): SessionUser | null {
  const raw = localStorage.getItem('user');
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = getStoredUser();
  }
  return cachedUser;
}

/** The signed-in user from local storage, re-rendering on sign-in and sign-out. */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, snapshot, () => null);
}
