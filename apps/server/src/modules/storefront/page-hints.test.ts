import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPageHints } from './page-hints.ts';

/** A web build's folder holding only its module files (as vite.config.ts writes them). */
function buildWith(files: object): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'nidra-web-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite/module-files.json'), JSON.stringify(files));
  return dist;
}

const built = {
  modules: {
    'apps/web/src/main.tsx': 'assets/main-1.js',
    'apps/web/src/lib/router.tsx': 'assets/main-1.js',
    'packages/shared/src/i18n/texts.en.core.ts': 'assets/texts.en.core-1.js',
    'apps/web/src/app/routes/shop/product.tsx': 'assets/product-1.js',
    // A page's module in a file with others (the 404 page, which the policy pages also draw).
    'apps/web/src/app/routes/shop/not-found.tsx': 'assets/not-found-1.js',
    'apps/web/src/features/reviews/reviews-section.tsx': 'assets/reviews-1.js',
  },
  imports: {
    'assets/main-1.js': ['assets/runtime-1.js'],
    'assets/runtime-1.js': [],
    'assets/texts.en.core-1.js': ['assets/main-1.js'],
    'assets/product-1.js': ['assets/main-1.js', 'assets/parts-1.js'],
    'assets/parts-1.js': ['assets/runtime-1.js'],
    'assets/not-found-1.js': ['assets/main-1.js'],
    'assets/reviews-1.js': ['assets/parts-1.js'],
  },
};

const hrefs = (tags: string) =>
  [...tags.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('page hints', () => {
  it("names each module's file and the files it imports, each once, and nothing it loads later", () => {
    const hints = loadPageHints(buildWith(built));
    const app = ['apps/web/src/main.tsx', 'packages/shared/src/i18n/texts.en.core.ts'];
    expect(hrefs(hints([...app, 'apps/web/src/app/routes/shop/product.tsx']))).toEqual([
      '/assets/main-1.js',
      '/assets/runtime-1.js',
      '/assets/texts.en.core-1.js',
      '/assets/product-1.js',
      '/assets/parts-1.js',
    ]);
    expect(hrefs(hints([...app, 'apps/web/src/app/routes/shop/not-found.tsx']))).toEqual([
      '/assets/main-1.js',
      '/assets/runtime-1.js',
      '/assets/texts.en.core-1.js',
      '/assets/not-found-1.js',
    ]);
  });

  it('refuses a module the build does not have', () => {
    const hints = loadPageHints(buildWith(built));
    expect(() => hints(['apps/web/src/main.tsx', 'packages/shared/src/i18n/texts.hi.core.ts'])).toThrow(
      'The web build has no module packages/shared/src/i18n/texts.hi.core.ts',
    );
  });

  it('names nothing without a build (the source is served, Vite answers each import)', () => {
    const hints = loadPageHints(mkdtempSync(path.join(tmpdir(), 'nidra-web-')));
    expect(hints(['apps/web/src/main.tsx'])).toBe('');
  });
});
