import { type RefObject, useEffect, useState } from 'react';
import { allChartsSettled, useReportReady } from '../chart/index.ts';

/**
 * In report mode, watches the dashboard's chart cards (their `data-chart-status`) and raises the report's ready signal
 * once every one has drawn or failed. Reports draw every chart at once (no viewport-gated loading), so nothing waits
 * for a scroll that never comes.
 */
export function useDashboardReportReady(enabled: boolean, root: RefObject<HTMLElement | null>): void {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const element = root.current;
    if (!enabled || !element || settled) return;
    const check = () => allChartsSettled(element) && setSettled(true);
    const observer = new MutationObserver(check);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-chart-status'],
    });
    check();
    return () => observer.disconnect();
  }, [enabled, root, settled]);
  useReportReady(enabled && settled);
}
