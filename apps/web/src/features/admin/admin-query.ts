/**
 * Admin screens show what the store holds now: their queries go stale quickly and live under the
 * 'admin' key, so one invalidation after a write refreshes every open back-office screen.
 */
export const ADMIN_KEY = 'admin' as const;
export const ADMIN_STALE_MS = 5_000;
