import { useEffect, useRef } from 'react';

/**
 * Calls `preload` once, in the first idle moment after `ready` turns true, so code for later clicks loads without
 * competing with what the page is drawing. A failed preload is left for first use to retry.
 */
export function useIdlePreload(ready: boolean, preload: () => Promise<unknown>): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    const run = () => {
      done.current = true;
      preload().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(run, 0);
    return () => window.clearTimeout(handle);
  }, [ready, preload]);
}
