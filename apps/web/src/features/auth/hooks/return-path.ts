const ENTRY_SCREENS = ['/login', '/register'];

/** Where to go after signing in: the origin saved in navigation state (same-site paths only), else '/'. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  return ENTRY_SCREENS.includes(from.split('?')[0]) ? '/' : from;
}
