/** The back office's query key prefix and freshness (as features/admin uses), so its writes refresh these too. */
export const ADMIN_KEY = 'admin' as const;
export const ADMIN_STALE_MS = 5_000;
