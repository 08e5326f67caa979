import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../lib/session.ts';

function hasConsent(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.cookieConsent) === 'true';
  } catch {
    return false;
  }
}

const noSubscription = () => () => {};

/** The notice's words and button: only a visitor who has not answered yet loads them. */
const CookieNotice = lazy(() => import('./cookie-notice.tsx'));

/** The cookie-consent banner (spec §2): shows until accepted; acceptance is kept in local storage. */
export function CookieBanner() {
  // Read after hydration: the server's HTML is the same for everyone, so it never carries the banner.
  const stored = useSyncExternalStore(noSubscription, hasConsent, () => true);
  const [accepted, setAccepted] = useState(false);
  if (stored || accepted) return null;
  return (
    <Suspense fallback={null}>
      <CookieNotice onAccept={() => setAccepted(true)} />
    </Suspense>
  );
}
