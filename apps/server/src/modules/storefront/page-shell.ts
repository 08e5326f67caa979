import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const START = '<!--page-head-->';
const END = '<!--/page-head-->';

/** The web app's HTML split around its page-head markers, where each page's own head tags go. */
export type PageShell = { before: string; after: string };

/**
 * The built index.html when the web app is built; otherwise (tests, a fresh clone) its source, whose
 * script tag points at the development entry. Refuses a file without the markers, so a changed
 * index.html cannot silently lose every page's head.
 */
export function loadPageShell(webDist: string, webSource: string, storeName: string): PageShell {
  const built = path.join(webDist, 'index.html');
  const html = existsSync(built)
    ? readFileSync(built, 'utf8')
    : readFileSync(path.join(webSource, 'index.html'), 'utf8').replaceAll('%STORE_NAME%', storeName);
  const start = html.indexOf(START);
  const end = html.indexOf(END);
  if (start < 0 || end < start) throw new Error(`index.html has no ${START}…${END} markers`);
  return { before: html.slice(0, start + START.length), after: html.slice(end) };
}

/** The shell with `head` between its markers. */
export function fillPageShell(shell: PageShell, head: string): string {
  return `${shell.before}\n    ${head}\n    ${shell.after}`;
}
