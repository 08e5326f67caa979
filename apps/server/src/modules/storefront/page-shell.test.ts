import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillPageShell, loadPageShell } from './page-shell.ts';

/** A built index.html as Vite writes it: the boot script and the stylesheet after the page-head markers. */
function builtShell() {
  const dist = mkdtempSync(path.join(tmpdir(), 'nidra-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/index-1.css'), '.card{color:red}.other{color:blue}');
  writeFileSync(
    path.join(dist, 'index.html'),
    [
      '<!doctype html><html lang="en-IN"><head><!--page-head--><title>Nidra</title><!--/page-head-->',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  return loadPageShell(dist, dist, 'Nidra');
}

const hints = '<link rel="modulepreload" crossorigin href="/assets/main-1.js">';

describe('page shell', () => {
  it("keeps a rendered page's script files in a template, fetched at low priority once it has painted", () => {
    const html = fillPageShell(builtShell(), { head: '<title>Home</title>', hints, root: '<p class="card">Hi</p>' });
    expect(html).toContain(
      '<template id="page-scripts"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/main-1.js"></template>' +
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">',
    );
    // The page's rules inline, the whole stylesheet without blocking.
    expect(html).toContain('<style>.card{color:red}</style>');
    expect(html).not.toContain('.other');
    expect(html).toContain('<div id="root"><p class="card">Hi</p></div>');
  });

  it('names a client-drawn screen’s script files in its head, fetched at once', () => {
    const html = fillPageShell(builtShell(), { head: '<title>Cart</title>', hints });
    expect(html).toContain(`${hints}<script type="module" crossorigin src="/assets/index-1.js">`);
    expect(html).not.toContain('<template');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });
});
