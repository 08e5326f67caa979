import { useCallback, useState } from 'react';

/**
 * Whether the element given to the returned ref callback is on screen; `initial` until the observer
 * reports. The ref callback sets up the observer itself and keeps no state of its own: a state set
 * from a ref callback is set during React's commit, which makes React draw the whole screen again at
 * once, in one long task (on a hydrating product page, the page itself).
 */
export function useInView<T extends Element>(initial = true) {
  const [inView, setInView] = useState(initial);
  const ref = useCallback((el: T | null) => {
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, inView] as const;
}
