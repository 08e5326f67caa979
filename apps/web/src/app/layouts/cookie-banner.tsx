import { useState, useSyncExternalStore } from 'react';
import { Link } from '../../lib/router.tsx';
import { STORAGE_KEYS } from '../../lib/session.ts';
import { useTexts } from '../../lib/texts.tsx';
import { Button } from '../../ui/button.tsx';

function hasConsent(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.cookieConsent) === 'true';
  } catch {
    return false;
  }
}

const noSubscription = () => () => {};

/**
 * The cookie-consent banner (spec §2): shows until accepted; acceptance is kept in local storage. It is
 * part of the shell, not a chunk loaded on demand: a notice that suspended while the page hydrated held
 * back the product page's own effects (the remembered delivery PIN was never checked). It is always in
 * the markup, hidden until the browser knows the visitor has not accepted: so a server-rendered page's
 * inline rules style it, and showing it does not need the whole stylesheet (lib/stylesheet.ts).
 */
export function CookieBanner() {
  const t = useTexts();
  // Read after hydration: the server's HTML is the same for everyone, so it carries the banner hidden.
  const stored = useSyncExternalStore(noSubscription, hasConsent, () => true);
  const [accepted, setAccepted] = useState(false);
  const accept = () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'true');
    setAccepted(true);
  };
  return (
    <section
      hidden={stored || accepted}
      aria-label={t.cookieConsent}
      className="fixed inset-x-3 bottom-3 z-40 rounded-2xl border border-plum-100 bg-white p-5 shadow-2xl shadow-plum-900/15 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:max-w-sm"
    >
      <h2 className="font-display text-lg text-plum-900">{t.cookieTitle}</h2>
      <p className="mt-1.5 text-sm leading-relaxed text-plum-700">
        {t.cookieText}{' '}
        <Link to="/privacy-policy" className="font-medium text-plum-900 underline underline-offset-2">
          {t.privacyPolicy}
        </Link>
        .
      </p>
      <Button onClick={accept} className="mt-4 w-full sm:w-auto">
        {t.accept}
      </Button>
    </section>
  );
}
