import { lazy, Suspense } from 'react';
import { useTexts } from '../lib/texts.tsx';
import { ErrorScreen } from './layouts/error-screen.tsx';
import { RouteFailure } from './route-data.ts';
import { useRouteFailure } from './route-page.tsx';

// The 404 page's module is the `*` route's own chunk: no storefront page's first script carries it.
const NotFoundPage = lazy(() => import('./routes/shop/not-found.tsx'));

/**
 * A page whose data does not exist (unknown product or subcategory): the 404 page inside the shop's
 * frame, headed by the route's own words for it when it has them. The server's render waits for its
 * module; in the browser, the page's own boundary keeps the server's markup until it is in.
 */
export function RouteNotFound({ headingKey }: { headingKey?: 'noProductsInCategory' }) {
  const error = useRouteFailure();
  const t = useTexts();
  const heading = headingKey && t[headingKey];
  if (!(error instanceof RouteFailure && error.status === 404)) return <ErrorScreen />;
  return (
    <Suspense fallback={null}>
      <NotFoundPage heading={heading} />
    </Suspense>
  );
}
