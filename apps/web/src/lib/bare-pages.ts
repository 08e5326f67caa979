/** Sign-in and registration draw no header and no footer (spec §2). */
const BARE_PAGES = ['/login', '/register'];

/** Whether the shop page at `path` (without its language's prefix) is drawn without header and footer. */
export function isBarePage(path: string): boolean {
  return BARE_PAGES.includes(path.replace(/\/+$/, '') || '/');
}
