import { useEffect, useState } from 'react';
import type { SanitizedCss } from './custom-css/sanitize-css.ts';

/** What a dashboard's CSS is confined to: its area's element (see DashboardArea), and names (keyframes, font faces) of its own. */
export const dashboardScope = (dashboardId: number) => ({
  selector: `[data-dashboard-id="${dashboardId}"]`,
  namePrefix: `dashboard-${dashboardId}-`,
});

/** The sanitiser with its CSS parser, loaded on first use: only dashboards that have custom CSS need it. */
const loadSanitizer = () => import('./custom-css/sanitize-css.ts');

/**
 * A dashboard's CSS as it is applied (see sanitizeDashboardCss), or undefined while the parser loads; null without
 * CSS. The stored text is never changed: what is dropped is left out when applying it only.
 */
export function useSanitizedCss(dashboardId: number, css: string): SanitizedCss | null | undefined {
  const empty = !css.trim();
  const [sanitized, setSanitized] = useState<{ source: string; result: SanitizedCss }>();
  useEffect(() => {
    if (empty) return;
    let live = true;
    void loadSanitizer().then(({ sanitizeDashboardCss }) => {
      if (live)
        setSanitized({
          source: `${dashboardId}\n${css}`,
          result: sanitizeDashboardCss(css, dashboardScope(dashboardId)),
        });
    });
    return () => {
      live = false;
    };
  }, [dashboardId, css, empty]);
  if (empty) return null;
  return sanitized?.source === `${dashboardId}\n${css}` ? sanitized.result : undefined;
}

/**
 * The dashboard's custom CSS, in force only while this dashboard is shown and only inside it: every selector is
 * confined to the dashboard's element and whatever could reach outside it (unreadable text, `@import`, outside
 * URLs, code) is dropped, so it can neither restyle the navigation or another screen nor load outside resources.
 */
export function ScopedCss({ dashboardId, css }: { dashboardId: number; css: string }) {
  const sanitized = useSanitizedCss(dashboardId, css);
  if (!sanitized?.css) return null;
  return <style data-testid="dashboard-custom-css">{sanitized.css}</style>;
}
