import { Link } from '../../lib/router.tsx';
import { useTexts } from '../../lib/texts.tsx';
import { RouteFailure } from '../route-data.ts';
import { useRouteFailure } from '../route-page.tsx';

/** 'Unexpected Application Error!' with the error's message (spec §8). */
export function ErrorScreen() {
  const t = useTexts();
  const error = useRouteFailure();
  const detail =
    error instanceof RouteFailure
      ? `${error.status} ${error.message}`
      : error instanceof Error
        ? error.message
        : String(error);
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-3xl text-plum-900">{t.unexpectedError}</h1>
      <p className="mt-4 text-plum-700">{detail}</p>
      <Link to="/" className="mt-8 inline-block rounded-full bg-plum-900 px-6 py-3 text-white">
        {t.backToShop}
      </Link>
    </main>
  );
}
