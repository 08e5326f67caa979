import { PAGE_SCRIPTS_ID } from '@nidra/shared/page-scripts';
import { readCartEarly } from './features/cart/early-cart.ts';
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

/**
 * A rendered page's script files, named by the server in a template (page-hints.ts): all fetched at
 * once, now that the page has painted, rather than each after the file that imports it.
 */
function fetchPageScripts(): void {
  const files = document.getElementById(PAGE_SCRIPTS_ID);
  if (files instanceof HTMLTemplateElement) document.head.append(files.content);
}

try {
  readCartEarly();
} catch {
  // Storage refused (a browser's privacy setting): the app reads the cart itself when it asks.
}
void afterFirstPaint().then(() => {
  fetchPageScripts();
  return import('./main.tsx');
});
