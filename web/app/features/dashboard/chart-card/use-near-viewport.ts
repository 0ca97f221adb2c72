import { useEffect, useState, type RefObject } from 'react';

/** How far below (or above) the window a chart starts drawing, so scrolling finds it drawn. */
const NEAR_MARGIN = '400px 0px';

/**
 * Whether the element has come near the window: once true it stays true, so a chart scrolled past keeps its drawing.
 * Without IntersectionObserver (tests, old browsers) everything counts as near.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
