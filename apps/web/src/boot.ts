import { pathWithoutLanguage } from '@nidra/shared/i18n/language-path';
import { PAGE_SCRIPTS_ID } from '@nidra/shared/page-scripts';
import { preloadCartPictures } from './features/cart/cart-pictures.ts';
import './index.css';
import { startEarlyRead } from './lib/early-reads.ts';

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

/**
 * A signed-in shopper's cart, asked for as the page starts (early-reads.ts): with the headers the API
 * client sends, the stored token and the page's language (`<html lang>`). Not in the back office. The
 * storage keys are the spec's (session.ts), read here without the app's session module, which would
 * bring the app's file into the boot script.
 */
function readCartEarly(): void {
  if (window.location.pathname.startsWith('/admin')) return;
  try {
    const token = localStorage.getItem('token');
    const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { _id?: string } | null;
    if (!token || !user?._id) return;
    const lang = document.documentElement.lang.split('-')[0];
    const answer = startEarlyRead(`/api/cart/${encodeURIComponent(user._id)}`, {
      'Accept-Language': lang,
      Authorization: `Bearer ${token}`,
    });
    // On the cart page the first lines' pictures are its largest paint: asked for with the answer,
    // not once the app has drawn the lines. Elsewhere the cart only feeds the header's count.
    if (pathWithoutLanguage(window.location.pathname) === '/cart')
      answer
        .then((r) => (r.ok ? r.clone().json() : null))
        .then((cart) => cart && preloadCartPictures(cart))
        .catch(() => undefined);
  } catch {
    // Storage refused or a stored user that is not JSON: the app reads the cart itself.
  }
}

readCartEarly();
void afterFirstPaint().then(() => {
  fetchPageScripts();
  return import('./main.tsx');
});
