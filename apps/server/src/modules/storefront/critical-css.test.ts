import { describe, expect, it } from 'vitest';
import { classesIn, createCriticalCss } from './critical-css.ts';

// A stylesheet shaped like the web build's (Tailwind 4 through Lightning CSS, minified).
const CSS = [
  '/*! tailwindcss */@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--color-plum-900:#3f2a4a}}',
  '@layer base{*,:after,:before{box-sizing:border-box}a{color:inherit}}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}.w-1\\/2{width:50%}',
  '.aspect-\\[4\\/5\\]{aspect-ratio:4/5}.\\32 xl\\:hidden{display:none}',
  '.hover\\:bg-plum-50:hover{background:var(--color-plum-50)}',
  '@media (min-width:40rem){.sm\\:px-4{padding-inline:1rem}.sm\\:grid-cols-3{grid-template-columns:repeat(3,1fr)}}',
  '@media (min-width:64rem){.lg\\:hidden{display:none}}}',
  '@property --tw-shadow{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(360deg)}}',
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

  it('keeps what applies without classes: layer order, theme, preflight, @property and keyframes', () => {
    const css = critical('<p>text</p>');
    expect(css.startsWith('@layer theme,base,components,utilities;')).toBe(true);
    expect(css).toContain(':root,:host{--color-plum-900:#3f2a4a}');
    expect(css).toContain('*,:after,:before{box-sizing:border-box}');
    expect(css).toContain('@property --tw-shadow');
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('.flex');
  });

  it('reads class attributes as React writes them, entities included', () => {
    expect([...classesIn('<a class="a  b&amp;c" href="/"></a><b class="[&#x27;x&#x27;]"></b>')]).toEqual([
      'a',
      'b&c',
      "['x']",
    ]);
  });
});
