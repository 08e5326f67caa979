import { describe, expect, it } from 'vitest';
import { classesIn, createCriticalCss } from './critical-css.ts';

// A stylesheet shaped like the web build's (Tailwind 4 through Lightning CSS, minified).
const CSS = [
  '/*! tailwindcss */@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--color-plum-50:#f8f4f9;--color-plum-900:#3f2a4a;--font-sans:ui-sans-serif, "Segoe UI";--default-font-family:var(--font-sans)}}',
  '@layer base{*,:after,:before{box-sizing:border-box}a{color:inherit}}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}.w-1\\/2{width:50%}',
  '.aspect-\\[4\\/5\\]{aspect-ratio:4/5}.\\32 xl\\:hidden{display:none}',
  '.hover\\:bg-plum-50:hover{background:var(--color-plum-50)}',
  '@media (min-width:40rem){.sm\\:px-4{padding-inline:1rem}.sm\\:grid-cols-3{grid-template-columns:repeat(3,1fr)}}',
  '@media (min-width:64rem){.lg\\:hidden{display:none}}}',
  '.shadow-sm{--tw-shadow:0 1px 2px #0000000d;box-shadow:var(--tw-shadow)}',
  '@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}}}',
  '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-blur{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}html,:host{font-family:var(--default-font-family)}',
].join('');

describe('critical CSS of a rendered page', () => {
  const critical = createCriticalCss(CSS);

  it('keeps the rules of the classes the markup uses, with their media blocks and layers', () => {
    const css = critical(
      '<div class="flex sm:px-4 hover:bg-plum-50"><img class="aspect-[4/5] w-1/2 2xl:hidden"></div>',
    );
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.w-1\\/2{width:50%}');
    expect(css).toContain('.aspect-\\[4\\/5\\]{aspect-ratio:4/5}');
    expect(css).toContain('.\\32 xl\\:hidden{display:none}');
    expect(css).toContain('.hover\\:bg-plum-50:hover');
    expect(css).toContain('@media (min-width:40rem){.sm\\:px-4{padding-inline:1rem}}');
    expect(css).not.toContain('.grid{');
    expect(css).not.toContain('grid-cols-3');
    // A media block with nothing the page uses is left out whole.
    expect(css).not.toContain('64rem');
  });

  it('keeps what applies without classes: layer order, theme, preflight and keyframes', () => {
    const css = critical('<p>text</p>');
    expect(css.startsWith('@layer theme,base,components,utilities;')).toBe(true);
    expect(css).toContain('*,:after,:before{box-sizing:border-box}');
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('.flex');
  });

  it('keeps a rule one of whose selectors names no class, though the page uses none of its classes', () => {
    const list = createCriticalCss(
      '.near,footer{content-visibility:auto;contain-intrinsic-block-size:auto var(--near)}footer{--near:729px}' +
        '.grid-cols-\\[a\\,b\\],.card{display:grid}.x:is(.a,p){color:red}',
    );
    const css = list('<footer><p>text</p></footer>');
    expect(css).toContain('.near,footer{content-visibility:auto;');
    expect(css).toContain('footer{--near:729px}');
    // An escaped comma or one inside :is() does not make a selector of its own.
    expect(css).not.toContain('display:grid');
    expect(css).not.toContain('color:red');
  });

  it('keeps only the custom properties that the kept rules or the markup read', () => {
    const plain = critical('<p>text</p>');
    // The preflight reads the font family, which reads the sans font: both stay, the colours go.
    expect(plain).toContain(
      ':root,:host{--font-sans:ui-sans-serif, "Segoe UI";--default-font-family:var(--font-sans)}',
    );
    expect(plain).not.toContain('--color-plum');
    expect(plain).not.toContain('@property');
    expect(plain).not.toContain('--tw-shadow');

    const styled = critical('<div class="hover:bg-plum-50 shadow-sm" style="color:var(--color-plum-900)"></div>');
    expect(styled).toContain('--color-plum-50:#f8f4f9;--color-plum-900:#3f2a4a;');
    expect(styled).toContain('@property --tw-shadow{');
    expect(styled).toContain('*,:before,:after{--tw-shadow:0 0 #0000}');
    expect(styled).not.toContain('--tw-blur');
  });

  it('reads class attributes as React writes them, entities included', () => {
    expect([...classesIn('<a class="a  b&amp;c" href="/"></a><b class="[&#x27;x&#x27;]"></b>')]).toEqual([
      'a',
      'b&c',
      "['x']",
    ]);
  });
});
