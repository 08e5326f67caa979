import { useEffect, useState } from 'react';

/** Whether the element given to the returned ref callback is on screen; `initial` until the observer reports. */
export function useInView<T extends Element>(initial = true) {
  const [el, setEl] = useState<T | null>(null);
  const [inView, setInView] = useState(initial);
  useEffect(() => {
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return [setEl, inView] as const;
}
