import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The storefront's stylesheet (src/index.css) has utilities only for the classes of the sources it
// scans; the back office's screens bring their own (features/admin/admin.css). A storefront module
// that imported a back-office module statically would render classes its stylesheet may not have.

const SRC = path.resolve(import.meta.dirname, '..');
const css = readFileSync(path.join(SRC, 'index.css'), 'utf8');
const excluded = [...css.matchAll(/@source not "\.\/([^"]+)"/g)].map((m) => m[1]);

/** A source path left out of the storefront's stylesheet (the test sources aside). */
const isBackOffice = (rel: string) =>
  excluded
    .filter((p) => !p.includes('test'))
    .some((p) =>
      p.includes('*')
        ? new RegExp(`^${p.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}`).test(rel)
        : rel === p || rel.startsWith(`${p}/`),
    );

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );

describe('storefront stylesheet sources', () => {
  it('leaves out the back office, and only it', () => {
    expect(excluded).toContain('app/routes/admin');
    expect(excluded).toContain('features/admin');
  });

  it('no storefront module imports a back-office module statically', () => {
    const storefront = sources(SRC)
      .map((file) => path.relative(SRC, file))
      .filter((rel) => /\.tsx?$/.test(rel) && !/\.test\.tsx?$/.test(rel) && !rel.startsWith('test/'))
      .filter((rel) => !isBackOffice(rel));
    const offenders = storefront.flatMap((rel) => {
      const text = readFileSync(path.join(SRC, rel), 'utf8');
      return [...text.matchAll(/^import[^'"]*['"](\.[^'"]+)['"]/gm)]
        .map((m) => path.relative(SRC, path.resolve(SRC, path.dirname(rel), m[1])))
        .filter(isBackOffice)
        .map((target) => `${rel} → ${target}`);
    });
    expect(storefront.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
