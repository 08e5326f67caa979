import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  createMemoryRouter,
  Link,
  matchRoutes,
  NavLink,
  type RouteObject,
  RouterProvider,
  StaticRouter,
  useLocation,
  useParams,
  useRoutes,
  useSearchParams,
} from './router.tsx';

const Here = () => {
  const { pathname, search, state } = useLocation();
  return <p data-testid="here">{`${pathname}${search}${state ? ` ${JSON.stringify(state)}` : ''}`}</p>;
};
const Product = () => <p>Product {useParams().productId}</p>;
const List = () => <p>List {useParams().subcategory}</p>;

const ROUTES: RouteObject[] = [
  {
    handle: 'shop',
    children: [
      { index: true, element: <p>Home</p> },
      { path: 'login', element: <p>Login</p> },
      { path: 'login/link/:token', element: <p>Login link</p> },
      { path: 'prod/:subcategory', element: <List /> },
      { path: 'prod/:subcategory/:productName/:productId', element: <Product /> },
      { path: '*', element: <p>Not found</p> },
    ],
  },
];

const leaf = (path: string) => matchRoutes(ROUTES, path)?.at(-1);

describe('matchRoutes', () => {
  it('picks the most specific route, as React Router ranks them', () => {
    expect(leaf('/')?.route.index).toBe(true);
    expect(leaf('/login')?.route.path).toBe('login');
    expect(leaf('/login/link/abc')?.params).toEqual({ token: 'abc' });
    expect(leaf('/prod/Cotton-Nighties')?.route.path).toBe('prod/:subcategory');
    expect(leaf('/prod/Cotton-Nighties/Ivory/p1')?.params).toEqual({
      subcategory: 'Cotton-Nighties',
      productName: 'Ivory',
      productId: 'p1',
    });
    expect(leaf('/somewhere/else')?.params).toEqual({ '*': 'somewhere/else' });
  });

  it('matches case-insensitively, with a trailing slash, and decodes params', () => {
    expect(leaf('/LOGIN/')?.route.path).toBe('login');
    expect(leaf('/prod/Cotton%20Nighties')?.params).toEqual({ subcategory: 'Cotton Nighties' });
  });

  it('returns the chain from the layout to the page', () => {
    expect(matchRoutes(ROUTES, '/login')?.map((m) => m.route.handle ?? m.route.path)).toEqual(['shop', 'login']);
  });
});

function App() {
  return (
    <>
      <Here />
      {useRoutes(ROUTES)}
    </>
  );
}

describe('navigation', () => {
  it('follows a link in the app, keeps its state, and replaces the entry for a link to the current page', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <Here />
              <Link to="/prod/Pyjama-Sets" state={{ from: 'home' }}>
                Pyjamas
              </Link>
              <Link to="/">Home</Link>
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Pyjamas' }));
    expect(screen.getByTestId('here').textContent).toBe('/prod/Pyjama-Sets {"from":"home"}');
    expect(router.state.historyAction).toBe('PUSH');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('here').textContent).toBe('/prod/Pyjama-Sets {"from":"home"}');
  });

  it('sets search params on the same path', async () => {
    function Sort() {
      const [params, setParams] = useSearchParams();
      return (
        <button
          type="button"
          onClick={() =>
            setParams((p) => {
              p.set('sort', 'price');
              return p;
            })
          }
        >
          {params.get('q')}
        </button>
      );
    }
    const router = createMemoryRouter([{ path: 'search', element: <Sort /> }], {
      initialEntries: ['/search?q=cotton'],
    });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'cotton' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=cotton&sort=price');
  });

  it('marks the link to the current page', () => {
    render(
      <StaticRouter location="/about-us">
        <NavLink to="/about-us" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          About
        </NavLink>
        <NavLink to="/contact-us">Contact</NavLink>
      </StaticRouter>,
    );
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'About' }).className).toBe('on');
    expect(screen.getByRole('link', { name: 'Contact' }).hasAttribute('aria-current')).toBe(false);
  });

  it('in the browser, a click pushes the address and draws the page; Back returns', async () => {
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <App />
        <Link to="/prod/Cotton-Nighties/Ivory/p7">Ivory</Link>
      </BrowserRouter>,
    );
    screen.getByText('Home');
    await userEvent.click(screen.getByRole('link', { name: 'Ivory' }));
    await screen.findByText('Product p7');
    expect(window.location.pathname).toBe('/prod/Cotton-Nighties/Ivory/p7');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await screen.findByText('Home');
  });
});
