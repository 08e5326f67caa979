import { Component, createContext, type ReactNode, use, useContext, useState } from 'react';
import { useQueryClient } from '../lib/query/use-query.tsx';
import { type Location, useLocation, useParams } from '../lib/router.tsx';
import { useLanguage } from '../lib/texts.tsx';
import { type LazyPage, loadPage, type PageByLanguage, pageIn } from './lazy.ts';
import { RouteFailure } from './route-data.ts';
import type { RouteHandle } from './routes.tsx';

/**
 * The routes' failures found before the render, by route id: on the server, what a page's prefetch
 * threw (an unknown product: 404); in the browser, the same read back from the page data, so the
 * page hydrates as the server drew it.
 */
export type RouteFailures = Record<string, number>;

const FailuresContext = createContext<RouteFailures>({});
const ErrorContext = createContext<unknown>(undefined);

/** The server's failures for the page it rendered; they hold for that first location only. */
export function RouteFailuresProvider({ failures, children }: { failures: RouteFailures; children: ReactNode }) {
  const location = useLocation();
  const [first] = useState(location.key);
  return <FailuresContext.Provider value={location.key === first ? failures : {}}>{children}</FailuresContext.Provider>;
}

/** The error a route's error screen is showing (what React Router's `useRouteError` was). */
export const useRouteFailure = () => useContext(ErrorContext);

type BoundaryProps = { fallback: ReactNode; location: Location; children: ReactNode };
type BoundaryState = { error: unknown; location: Location };

/**
 * Shows `fallback` in place of a route that throws while drawing (or whose script cannot load), until
 * the next navigation.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.location.key !== state.location.key ? { error: undefined, location: props.location } : null;
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorContext.Provider value={this.state.error}>{this.props.fallback}</ErrorContext.Provider>;
  }
}

/**
 * A page route: its screen loads with its module; `errorElement` stands in when it fails, or else the
 * failure shows the enclosing frame's error screen.
 */
export function page(id: string, module: LazyPage | PageByLanguage, errorElement?: ReactNode) {
  return {
    element: <RoutePage id={id} page={module} errorElement={errorElement} />,
    handle: { id, page: module } satisfies RouteHandle,
  };
}

type RoutePageProps = { id: string; page: LazyPage | PageByLanguage; errorElement?: ReactNode };

/**
 * A route's screen from its lazily loaded module, inside the route's own error screen when it has one;
 * a failure the server found for the route (page data) is shown as the server drew it.
 */
export function RoutePage({ id, page: modules, errorElement }: RoutePageProps) {
  const status = useContext(FailuresContext)[id];
  // The page's language's module, the one the server rendered with and main.tsx loaded (lazy.ts).
  const page = pageIn(modules, useLanguage());
  if (status !== undefined && errorElement)
    return <ErrorContext.Provider value={new RouteFailure(status)}>{errorElement}</ErrorContext.Provider>;
  if (status !== undefined) throw new RouteFailure(status);
  return errorElement ? (
    <RouteFrame errorElement={errorElement}>
      <PageScreen page={page} />
    </RouteFrame>
  ) : (
    <PageScreen page={page} />
  );
}

/**
 * The screen, suspending while its module loads (the app's Suspense keeps the previous page on screen
 * meanwhile). A page's first visit in the browser starts its data as soon as its module is in, beside
 * the screen's own first render, as a route loader would.
 */
function PageScreen({ page }: { page: LazyPage }) {
  const client = useQueryClient();
  const params = useParams();
  if (!page.loaded && !page.loading)
    loadPage(page)
      .then((mod) => mod.prefetch?.({ params, url: new URL(window.location.href), client }))
      .catch(() => {});
  const Screen = (page.loaded ?? use(loadPage(page))).default;
  return <Screen />;
}

/** A layout route's element inside its error screen. */
export function RouteFrame({ children, errorElement }: { children: ReactNode; errorElement: ReactNode }) {
  return (
    <RouteErrorBoundary fallback={errorElement} location={useLocation()}>
      {children}
    </RouteErrorBoundary>
  );
}
