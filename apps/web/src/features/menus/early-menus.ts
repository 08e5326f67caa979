import { isBarePage } from '../../lib/bare-pages.ts';
import { type StartingPage, startEarlyRead } from '../../lib/early-reads.ts';

/** GET /api/menus (spec §7): the header's read (get-menus.ts) and the boot script's are one path. */
export const MENUS_PATH = '/api/menus';

/**
 * The header's menus, asked for by the boot script as a page the browser draws alone starts, with the
 * headers of the header's own anonymous read, so the app takes this answer (ADR 0028). Asked by the app,
 * the read waited for the app's file and its first render, and on the cart it was the last request
 * before the page's largest paint. A rendered page has the menus in its data; sign-in and registration
 * draw no header.
 */
export function readMenusEarly({ path, lang, rendered }: StartingPage): void {
  if (!rendered && !isBarePage(path)) startEarlyRead(MENUS_PATH, lang, null);
}
