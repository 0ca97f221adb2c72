import { useEffect } from 'react';

/**
 * The signal a report's headless browser waits for (functions/reports/delivery/render): `data-report-ready="true"` on
 * the document element once every chart on the page has drawn or failed. Set after the fonts have loaded and one more
 * frame, so the capture shows the final text; removed when the page leaves report mode.
 */
export function useReportReady(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    void document.fonts.ready.then(() =>
      requestAnimationFrame(() => {
        if (!cancelled) document.documentElement.dataset.reportReady = 'true';
      }),
    );
    return () => {
      cancelled = true;
      delete document.documentElement.dataset.reportReady;
    };
  }, [ready]);
}

/** The chart states that end a chart's part in a report: drawn, empty, failed, or a chart that no longer exists. */
const SETTLED_STATUSES = new Set(['rendered', 'empty', 'failed', 'missing']);

/** Whether every chart card under `root` (`[data-testid="dashboard-chart"]`) has settled, as `data-chart-status` says. */
export function allChartsSettled(root: ParentNode): boolean {
  const cards = root.querySelectorAll('[data-testid="dashboard-chart"]');
  return [...cards].every((card) =>
    SETTLED_STATUSES.has(card.querySelector<HTMLElement>('[data-chart-status]')?.dataset.chartStatus ?? ''),
  );
}
