import { useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router';

/** Whether a navigation leaves this dashboard's edit mode (another page, or the same dashboard without `edit=true`). */
export function leavesEditMode(current: Location, next: Location): boolean {
  if (current.pathname !== next.pathname) return true;
  return new URLSearchParams(next.search).get('edit') !== 'true';
}

/**
 * Guards unsaved edits: a navigation out of edit mode inside the app is held (the blocker's state becomes `blocked`
 * so the page can ask), and closing or reloading the tab asks the browser's own question. `release()` lets the next
 * navigation through, for the page's own exits after saving or discarding.
 */
export function useLeaveGuard(hasUnsavedChanges: boolean) {
  const unsaved = useRef(hasUnsavedChanges);
  const released = useRef(false);
  useEffect(() => {
    unsaved.current = hasUnsavedChanges;
  }, [hasUnsavedChanges]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !released.current && unsaved.current && leavesEditMode(currentLocation, nextLocation),
  );
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsavedChanges]);
  return {
    blocker,
    release: () => {
      released.current = true;
    },
  };
}
