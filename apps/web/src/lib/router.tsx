import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/**
 * The app's router: the part of React Router's API the app uses (routes as objects, links, the
 * location, params and search params, navigation), in ~3 kB rather than React Router's ~15 kB gzip
 * on every storefront page's first load (docs/decisions/0028). Paths match as React Router matches
 * them: case-insensitively, an optional trailing slash, `:param` segments and a trailing `*`, the most
 * specific route first.
 */

export type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };
export type Params = Record<string, string | undefined>;
export type To = string | { pathname?: string; search?: string; hash?: string };
export type NavigateOptions = { replace?: boolean; state?: unknown; preventScrollReset?: boolean };
export type InitialEntry = string | (Partial<Location> & { pathname: string });

export type RouteObject = {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  /** What the app keeps beside a route (its page module, its prefetch). */
  handle?: unknown;
};

export type RouteMatch = { route: RouteObject; params: Params; pathname: string };

/** Where the location comes from and goes to: the browser's history, memory (tests) or one URL (server). */
type Navigator = {
  /** Resolves once the new location is on screen (the page left behind is gone). */
  push(to: string, state: unknown): Promise<void>;
  replace(to: string, state: unknown): Promise<void>;
  go(delta: number): void;
};

/**
 * `basename`: the URL prefix the app lives under (a language's, `/hi`, ADR 0029); locations and links
 * inside the app are written without it, the browser's address and every `href` carry it.
 */
type RouterState = { location: Location; navigator: Navigator; basename?: string };

/** `path` under the basename: `/cart` → `/hi/cart`, `/` → `/hi/`. */
export const withBasename = (basename: string | undefined, path: string) =>
  basename && path.startsWith('/') ? `${basename}${path}` : path;

/** `path` without the basename: `/hi/cart` → `/cart`, `/hi` → `/`. */
export function stripBasename(basename: string | undefined, path: string): string {
  if (!basename) return path;
  const lower = path.toLowerCase();
  const base = basename.toLowerCase();
  if (lower === base) return '/';
  if (lower.startsWith(`${base}/`) || lower.startsWith(`${base}?`) || lower.startsWith(`${base}#`)) {
    const rest = path.slice(basename.length);
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  return path;
}

const RouterContext = createContext<RouterState | null>(null);
const OutletContext = createContext<{ outlet: ReactNode; params: Params }>({ outlet: null, params: {} });

const newKey = () => Math.random().toString(36).slice(2, 10);

function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const createPath = ({ pathname = '/', search = '', hash = '' }: Partial<Location>) =>
  pathname +
  (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') +
  (hash && hash !== '#' ? hash : '');

/** `to` as a full path from the current location (a path without a leading slash is relative to it, `?…` keeps its pathname). */
function resolveTo(to: To, from: Pick<Location, 'pathname'>): string {
  if (typeof to !== 'string') return createPath({ pathname: from.pathname, ...to });
  if (to.startsWith('/')) return to;
  const base = from.pathname.endsWith('/') ? from.pathname : `${from.pathname}/`;
  const url = new URL(to, `http://localhost${to.startsWith('?') || to.startsWith('#') ? from.pathname : base}`);
  return url.pathname.replace(/(.)\/$/, '$1') + url.search + url.hash;
}

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('a router hook was used outside a router');
  return router;
}

// ————— Matching

type Branch = { pattern: RegExp; names: string[]; routes: RouteObject[]; score: number; order: number };

const joinPaths = (a: string, b: string) => `${a}/${b}`.replace(/\/+/g, '/');

function flatten(routes: RouteObject[], parents: RouteObject[] = [], parentPath = '', out: Branch[] = []) {
  for (const route of routes) {
    const path = route.path === undefined ? parentPath : joinPaths(parentPath, route.path);
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, chain, path, out);
    if (route.path === undefined && !route.index) continue;
    out.push(branch(path || '/', chain, route.index === true, out.length));
  }
  return out;
}

/** React Router's ranking: more segments first, then static (10) over `:param` (3) over a splat (−2); an index route +2. */
function branch(path: string, routes: RouteObject[], index: boolean, order: number): Branch {
  const segments = path.split('/').filter(Boolean);
  const names: string[] = [];
  let score = segments.length + (index ? 2 : 0);
  let source = '';
  for (const segment of segments) {
    if (segment === '*') {
      score -= 2;
      names.push('*');
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      score += 3;
      names.push(segment.slice(1));
      source += '/([^/]+)';
    } else {
      score += 10;
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    }
  }
  return { pattern: new RegExp(`^${source}/?$`, 'i'), names, routes, score, order };
}

const branches = new WeakMap<RouteObject[], Branch[]>();

/** The chain of routes (outermost first) that the path matches, with its params; null when none does. */
export function matchRoutes(
  routes: RouteObject[],
  location: string | { pathname: string },
  basename?: string,
): RouteMatch[] | null {
  const pathname = stripBasename(
    basename,
    typeof location === 'string' ? parsePath(location).pathname : location.pathname,
  );
  let ranked = branches.get(routes);
  if (!ranked) {
    ranked = flatten(routes).sort((a, b) => b.score - a.score || a.order - b.order);
    branches.set(routes, ranked);
  }
  for (const b of ranked) {
    const found = b.pattern.exec(pathname === '' ? '/' : pathname);
    if (!found) continue;
    const params: Params = {};
    b.names.forEach((name, i) => {
      const value = found[i + 1];
      params[name] = value === undefined ? (name === '*' ? '' : undefined) : safeDecode(value);
    });
    return b.routes.map((route) => ({ route, params, pathname }));
  }
  return null;
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The element of the routes matching the location, each drawing the next one at its `<Outlet />`. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { location } = useRouter();
  const matches = useMemo(() => matchRoutes(routes, location), [routes, location]);
  return matches ? renderMatches(matches, 0) : null;
}

/** The route at `depth` with the deeper ones as its outlet; every level sees all the path's params. */
function renderMatches(matches: RouteMatch[], depth: number): ReactNode {
  const match = matches[depth];
  if (!match) return null;
  return (
    <OutletContext.Provider value={{ outlet: renderMatches(matches, depth + 1), params: match.params }}>
      {match.route.element ?? <Outlet />}
    </OutletContext.Provider>
  );
}

export function Outlet() {
  return useContext(OutletContext).outlet;
}

// ————— Hooks

export const useLocation = () => useRouter().location;

export const useParams = <T extends Params = Params>() => useContext(OutletContext).params as T;

/** Navigates to a path (relative to the current one when it has no leading slash) or back/forward by a number. */
export function useNavigate() {
  const { location, navigator } = useRouter();
  const current = useRef(location);
  current.current = location;
  return useCallback(
    (to: To | number, options: NavigateOptions = {}): Promise<void> => {
      if (typeof to === 'number') {
        navigator.go(to);
        return Promise.resolve();
      }
      const path = resolveTo(to, current.current);
      return options.replace ? navigator.replace(path, options.state) : navigator.push(path, options.state);
    },
    [navigator],
  );
}

type SearchInit = URLSearchParams | string | Record<string, string | string[]>;

const toSearchParams = (init: SearchInit) =>
  init instanceof URLSearchParams || typeof init === 'string'
    ? new URLSearchParams(init)
    : new URLSearchParams(
        Object.entries(init).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]])),
      );

/** The location's search params and a setter that navigates to the same path with new ones. */
export function useSearchParams() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const current = useRef(params);
  current.current = params;
  const set = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = toSearchParams(typeof next === 'function' ? next(new URLSearchParams(current.current)) : next);
      navigate(`?${value}`, options);
    },
    [navigate],
  );
  return [params, set] as const;
}

// ————— Components

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

const isPlainClick = (e: MouseEvent<HTMLAnchorElement>, target?: string) =>
  e.button === 0 && (!target || target === '_self') && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);

/** A link that navigates inside the app on a plain click (a new tab, a modified click or `reloadDocument` load the page). */
export function Link({
  to,
  replace,
  state,
  preventScrollReset: _,
  reloadDocument,
  onClick,
  target,
  ...rest
}: LinkProps) {
  const { location, navigator, basename } = useRouter();
  const href = resolveTo(to, location);
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || reloadDocument || !isPlainClick(e, target)) return;
    e.preventDefault();
    // A link to where the shopper already is replaces the entry, as React Router does.
    if (replace ?? href === createPath(location)) void navigator.replace(href, state);
    else void navigator.push(href, state);
  };
  return <a {...rest} href={withBasename(basename, href)} target={target} onClick={handle} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string);
  end?: boolean;
};

/** A link that knows when it leads to the current page (`aria-current="page"`, `isActive` for its class). */
export function NavLink({ className, end, to, ...rest }: NavLinkProps) {
  const { location } = useRouter();
  const target = parsePath(resolveTo(to, location))
    .pathname.toLowerCase()
    .replace(/(.)\/$/, '$1');
  const here = location.pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const isActive = here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** Navigates once drawn (a redirect inside the app). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: it navigates once, where it was first drawn.
  useEffect(() => void navigate(to, { replace, state }), []);
  return null;
}

// ————— Routers

const toLocation = (path: string, state: unknown, key: string): Location => ({ ...parsePath(path), state, key });

type HistoryState = { usr?: unknown; key?: string; idx?: number } | null;

/**
 * The browser's address and history. A navigation is a transition: the page on screen stays until
 * the next one is ready (its module loaded), as with React Router's BrowserRouter.
 */
function browserLocation(basename?: string): Location {
  const s = window.history.state as HistoryState;
  const { pathname, search, hash } = window.location;
  return toLocation(stripBasename(basename, pathname) + search + hash, s?.usr ?? null, s?.key ?? 'default');
}

export function BrowserRouter({ basename, children }: { basename?: string; children: ReactNode }) {
  const [location, setLocation] = useState(() => browserLocation(basename));
  // Navigations waiting for their location to be on screen (a navigate() awaited).
  const arrivals = useRef<(() => void)[]>([]);
  const navigator = useMemo<Navigator>(() => {
    const move = (method: 'pushState' | 'replaceState', to: string, state: unknown) => {
      const idx = ((window.history.state as HistoryState)?.idx ?? 0) + (method === 'pushState' ? 1 : 0);
      const key = newKey();
      window.history[method]({ usr: state, key, idx }, '', withBasename(basename, to));
      startTransition(() => setLocation(toLocation(to, state ?? null, key)));
      return new Promise<void>((resolve) => arrivals.current.push(resolve));
    };
    return {
      push: (to, state) => move('pushState', to, state),
      replace: (to, state) => move('replaceState', to, state),
      go: (delta) => window.history.go(delta),
    };
  }, [basename]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time a new location is on screen.
  useLayoutEffect(() => {
    for (const arrived of arrivals.current.splice(0)) arrived();
  }, [location]);
  useLayoutEffect(() => {
    const onPop = () => startTransition(() => setLocation(browserLocation(basename)));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [basename]);
  const value = useMemo(() => ({ location, navigator, basename }), [location, navigator, basename]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

const refuse = () => {
  throw new Error('the server render cannot navigate');
};

/** One URL, for the server's render. */
export function StaticRouter({
  basename,
  location,
  children,
}: {
  basename?: string;
  location: string;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({
      location: toLocation(stripBasename(basename, location), null, 'default'),
      navigator: { push: refuse, replace: refuse, go: refuse },
      basename,
    }),
    [basename, location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

const entryLocation = (entry: InitialEntry, i: number) =>
  typeof entry === 'string'
    ? toLocation(entry, null, i === 0 ? 'default' : newKey())
    : { ...toLocation(createPath(entry), entry.state ?? null, entry.key ?? newKey()) };

type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** A history in memory (component tests): its entries, where it stands, and who listens. */
export function createMemoryRouter(
  routes: RouteObject[],
  { initialEntries = ['/'] }: { initialEntries?: InitialEntry[] } = {},
) {
  const entries = initialEntries.map(entryLocation);
  let index = entries.length - 1;
  const listeners = new Set<() => void>();
  const router = {
    routes,
    state: { location: entries[index], historyAction: 'POP' as HistoryAction },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    navigator: {} as Navigator,
    async navigate(to: To | number, options: NavigateOptions = {}) {
      if (typeof to === 'number') return router.navigator.go(to);
      const path = resolveTo(to, router.state.location);
      await (options.replace
        ? router.navigator.replace(path, options.state)
        : router.navigator.push(path, options.state));
    },
  };
  const set = (location: Location, historyAction: HistoryAction) => {
    router.state = { location, historyAction };
    for (const l of listeners) l();
  };
  router.navigator = {
    async push(to, state) {
      entries.splice(index + 1, entries.length, toLocation(to, state ?? null, newKey()));
      index = entries.length - 1;
      set(entries[index], 'PUSH');
    },
    async replace(to, state) {
      entries[index] = toLocation(to, state ?? null, newKey());
      set(entries[index], 'REPLACE');
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      set(entries[index], 'POP');
    },
  };
  return router;
}

/** Draws a memory router's routes at its location (component tests). */
export function RouterProvider({ router }: { router: ReturnType<typeof createMemoryRouter> }) {
  const [location, setLocation] = useState(router.state.location);
  useLayoutEffect(() => router.subscribe(() => setLocation(router.state.location)), [router]);
  const value = useMemo(() => ({ location, navigator: router.navigator }), [location, router]);
  return (
    <RouterContext.Provider value={value}>
      <RoutesOf routes={router.routes} />
    </RouterContext.Provider>
  );
}

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Its children inside a memory history at `initialEntries` (component tests of parts with links). */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: InitialEntry[]; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: children }], { initialEntries }));
  const [location, setLocation] = useState(router.state.location);
  useLayoutEffect(() => router.subscribe(() => setLocation(router.state.location)), [router]);
  const value = useMemo(() => ({ location, navigator: router.navigator }), [location, router]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
