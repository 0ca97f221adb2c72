import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LOG_ACTIONS, logEvent } from './usage-logger.ts';

/** Superset's `spa_navigation`: one event per page the user moves to inside the app (query changes are no new page). */
export function useLogNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    logEvent(LOG_ACTIONS.spaNavigation, { path: pathname });
  }, [pathname]);
}
