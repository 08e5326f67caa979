import { REDIRECT_DELAY_MS } from '@nidra/shared';
import { useEffect } from 'react';
import { useNavigate } from '../../../lib/router.tsx';

/**
 * Once `to` is set, goes there after the spec's redirect delay (2 s, spec §9); cancelled on unmount.
 * `state` goes along (registration hands the page to return to on to /login).
 */
export function useDelayedRedirect(to: string | null, delayMs = REDIRECT_DELAY_MS, state?: unknown) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return;
    const timer = setTimeout(() => navigate(to, { replace: true, state }), delayMs);
    return () => clearTimeout(timer);
  }, [to, delayMs, navigate, state]);
}
