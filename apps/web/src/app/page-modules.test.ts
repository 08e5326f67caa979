import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageModules } from '../entry-server.tsx';
import type { RouteObject } from '../lib/router.tsx';
import { type LazyPage, type PageByLanguage, pageIn } from './lazy.ts';
import { type RouteHandle, routes } from './routes.tsx';

const REPO = path.resolve(import.meta.dirname, '../../../..');
const at = (path: string) => `https://shop.test${path}`;

/** Every page of the route table, nested routes included. */
const pagesOf = (table: RouteObject[]): (LazyPage | PageByLanguage)[] =>
  table.flatMap((route) => [
    ...((route.handle as RouteHandle | undefined)?.page ? [(route.handle as RouteHandle).page!] : []),
    ...pagesOf(route.children ?? []),
  ]);

describe('the modules a page starts with (their files named in its HTML by the server)', () => {
  it('are the app, the core words in the page language and the pages its URL shows', () => {
    expect(pageModules(at('/'))).toEqual([
      'apps/web/src/main.tsx',
      'packages/shared/src/i18n/texts.en.core.ts',
      'apps/web/src/app/routes/shop/home.tsx',
    ]);
    expect(pageModules(at('/hi/prod/Cotton-Nighties/Ivory-Nighty/p1'))).toEqual([
      'apps/web/src/main.tsx',
      'packages/shared/src/i18n/texts.hi.core.ts',
      'apps/web/src/app/routes/shop/product.tsx',
    ]);
    expect(pageModules(at('/hi/about-us'))).toEqual([
      'apps/web/src/main.tsx',
      'packages/shared/src/i18n/texts.hi.core.ts',
      'apps/web/src/app/routes/shop/static-page.hi.tsx',
    ]);
    expect(pageModules(at('/cart'))).toEqual([
      'apps/web/src/main.tsx',
      'packages/shared/src/i18n/texts.en.core.ts',
      'apps/web/src/app/routes/shop/cart.tsx',
    ]);
    // A page that loads beyond the core words names no module of its own: it is not a first page.
    expect(pageModules(at('/login'))).toEqual(['apps/web/src/main.tsx', 'packages/shared/src/i18n/texts.en.core.ts']);
  });

  it("each page's named module is the one it loads", async () => {
    const named = pagesOf(routes)
      .flatMap((page) => [pageIn(page, 'en'), pageIn(page, 'hi')])
      .filter((page) => page.module);
    expect(named.length).toBeGreaterThanOrEqual(8);
    for (const page of named) {
      const module: unknown = await import(/* @vite-ignore */ path.join(REPO, page.module!));
      expect(await page.load(), page.module).toBe(module);
    }
  });
});
