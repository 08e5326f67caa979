import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const START = '<!--page-head-->';
const END = '<!--/page-head-->';
const ROOT = '<div id="root"></div>';

/** The web app's HTML split around its page-head markers and its empty root element. */
export type PageShell = { before: string; middle: string; after: string };

/** What a storefront page fills the shell with: its head tags, its rendered markup and the data block. */
type PageParts = { head: string; root?: string; data?: string };

/**
 * The built index.html when the web app is built; otherwise (tests, a fresh clone) its source, whose
 * script tag points at the development entry. Refuses a file without the markers, so a changed
 * index.html cannot silently lose every page's head or body.
 */
export function loadPageShell(webDist: string, webSource: string, storeName: string): PageShell {
  const built = path.join(webDist, 'index.html');
  const html = existsSync(built)
    ? readFileSync(built, 'utf8')
    : readFileSync(path.join(webSource, 'index.html'), 'utf8').replaceAll('%STORE_NAME%', storeName);
  const start = html.indexOf(START);
  const end = html.indexOf(END);
  const root = html.indexOf(ROOT);
  if (start < 0 || end < start) throw new Error(`index.html has no ${START}…${END} markers`);
  if (root < end) throw new Error(`index.html has no ${ROOT} after its head`);
  return {
    before: html.slice(0, start + START.length),
    middle: html.slice(end, root + ROOT.length - '</div>'.length),
    after: html.slice(root + ROOT.length - '</div>'.length),
  };
}

/** The shell with the page's head between its markers, its markup in the root and its data after it. */
export function fillPageShell(shell: PageShell, page: PageParts): string {
  const after = page.data ? shell.after.replace('</div>', `</div>${page.data}`) : shell.after;
  return `${shell.before}\n    ${page.head}\n    ${shell.middle}${page.root ?? ''}${after}`;
}
