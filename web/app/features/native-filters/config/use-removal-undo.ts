import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a removed filter can be restored (Superset's REMOVAL_DELAY_SECS). */
export const REMOVAL_UNDO_MS = 5000;

/**
 * Removal with undo: a removed id is marked for REMOVAL_UNDO_MS, during which `restore` brings it back; after it,
 * `onExpire` drops it for good.
 */
export function useRemovalUndo(onExpire: (id: string) => void) {
  const [removed, setRemoved] = useState<string[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const expire = useRef(onExpire);
  expire.current = onExpire;
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  const remove = useCallback((id: string) => {
    setRemoved((ids) => [...ids, id]);
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setRemoved((ids) => ids.filter((other) => other !== id));
        expire.current(id);
      }, REMOVAL_UNDO_MS),
    );
  }, []);
  const restore = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setRemoved((ids) => ids.filter((other) => other !== id));
  }, []);
  return { removed, remove, restore };
}
