import { Link } from '../../lib/router.tsx';
import { STORAGE_KEYS } from '../../lib/session.ts';
import { useTexts } from '../../lib/texts.tsx';
import { Button } from '../../ui/button.tsx';

/** The cookie-consent notice itself (spec §2), loaded only for a visitor who has not accepted it (cookie-banner.tsx). */
export default function CookieNotice({ onAccept }: { onAccept: () => void }) {
  const t = useTexts();
  const accept = () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'true');
    onAccept();
  };
  return (
    <section
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
