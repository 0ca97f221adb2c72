import { useEffect, useRef } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * Calls `preload` once, in the first idle moment after `ready` turns true, so code for later clicks loads without
 * competing with what the page is drawing. A failed preload is left for first use to retry.
 */
export function useIdlePreload(ready: boolean, preload: () => Promise<unknown>): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    return whenIdle(() => {
      done.current = true;
      preload().catch(() => undefined);
    });
  }, [ready, preload]);
}
