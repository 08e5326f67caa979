import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onVisible` whenever the element scrolls near the viewport (infinite scroll). Without
 * IntersectionObserver it does nothing and the visible "Load more" button remains the way on.
 */
export function useOnVisible<T extends Element>(onVisible: () => void, enabled: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
