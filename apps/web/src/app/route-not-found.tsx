import { useTexts } from '../lib/texts.tsx';
import { ErrorScreen } from './layouts/error-screen.tsx';
import { RouteFailure } from './route-data.ts';
import { useRouteFailure } from './route-page.tsx';
import NotFoundPage from './routes/shop/not-found.tsx';

/**
 * A page whose data does not exist (unknown product or subcategory): the 404 page inside the shop's
 * frame, headed by the route's own words for it when it has them.
 */
export function RouteNotFound({ headingKey }: { headingKey?: 'noProductsInCategory' }) {
  const error = useRouteFailure();
  const t = useTexts();
  const heading = headingKey && t[headingKey];
  return error instanceof RouteFailure && error.status === 404 ? <NotFoundPage heading={heading} /> : <ErrorScreen />;
}
