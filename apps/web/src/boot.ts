import { languageOfPath, pathWithoutLanguage } from '@nidra/shared/i18n/language-path';
import { PAGE_DATA_ID, PAGE_SCRIPTS_ID } from '@nidra/shared/page-scripts';
import { readSessionCheckEarly } from './features/auth/early-session.ts';
import { readCartEarly } from './features/cart/early-cart.ts';
import { readMenusEarly } from './features/menus/early-menus.ts';
import { getStoredUser, getToken } from './lib/session.ts';
import './index.css';

/**
 * The page's one script tag. A server-rendered page is painted before the app's scripts are even
 * fetched: on a slow phone network the page's own picture then does not share the line with ~100 kB
 * of script, and the app takes over right after (docs/decisions/0011). The stylesheet is imported
 * here, not in main.tsx, so it stays a `<link>` in index.html.
 */
function afterFirstPaint(): Promise<void> {
  // A tab opened in the background paints nothing until shown: start at once.
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** Resolves in a task of its own: what comes after runs after the browser has had its turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * A rendered page's script files, named by the server in a template (page-hints.ts): all fetched
 * together, now that the page has painted, rather than each after the file that imports it. Each
 * file's request is started in a task of its own: starting a request costs the main thread up to a few
 * milliseconds, so the whole list in one task held a tap for 20–30 ms on a server's CPU and several
 * times that on a phone.
 */
async function fetchPageScripts(): Promise<void> {
  const files = document.getElementById(PAGE_SCRIPTS_ID);
  if (!(files instanceof HTMLTemplateElement)) return;
  for (const file of [...files.content.children]) {
    document.head.append(file);
    await nextTask();
  }
}

/**
 * What a shop page's frame reads whoever draws it, asked for now rather than after the app's file and its
 * first render (ADR 0028): the signed-in shopper's cart and session check, and on a page the browser
 * draws alone the header's menus. The app takes each answer when it asks (early-reads.ts). The back
 * office asks for nothing early.
 */
function readEarly(): void {
  const { pathname } = window.location;
  if (pathname.startsWith('/admin')) return;
  const page = {
    path: pathWithoutLanguage(pathname),
    lang: languageOfPath(pathname),
    token: getToken(),
    user: getStoredUser(),
    rendered: document.getElementById(PAGE_DATA_ID) !== null,
  };
  readCartEarly(page);
  readSessionCheckEarly(page);
  readMenusEarly(page);
}

try {
  readEarly();
} catch {
  // Storage refused (a browser's privacy setting): the app asks for each itself.
}
void afterFirstPaint()
  .then(fetchPageScripts)
  .then(() => import('./main.tsx'));
