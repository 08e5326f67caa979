import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const html = read('../../../index.html');
const icons = read('./shop-icons.tsx');

describe("the shell's icons", () => {
  it('draw symbols that every page has: each name the icons use is a symbol of index.html, and no symbol is unused', () => {
    const used = [...icons.matchAll(/href="#(i-[\w-]+)"/g)].map((m) => m[1]).sort();
    const symbols = [...html.matchAll(/<symbol id="(i-[\w-]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]).sort();
    expect(used.length).toBeGreaterThan(10);
    expect(symbols).toEqual(used);
  });

  it('keep the sprite out of sight and out of the accessibility tree', () => {
    expect(html).toMatch(
      /<svg hidden aria-hidden="true" xmlns="http:\/\/www\.w3\.org\/2000\/svg">\s*(<!--[^>]*-->\s*)?<symbol/,
    );
  });
});
