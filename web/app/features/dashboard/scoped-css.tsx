import { useEffect, useState } from 'react';
import { useToasts } from '../toasts/index.ts';
import type { SanitizedCss } from './custom-css/sanitize-css.ts';

/** What a dashboard's CSS is confined to: its area's element (see DashboardArea), and names (keyframes, font faces) of its own. */
export const dashboardScope = (dashboardId: number) => ({
  selector: `[data-dashboard-id="${dashboardId}"]`,
  namePrefix: `dashboard-${dashboardId}-`,
});

/** The sanitiser with its CSS parser, loaded on first use: only dashboards that have custom CSS need it. */
const loadSanitizer = () => import('./custom-css/sanitize-css.ts');

/** What a dashboard with custom CSS says when the sanitiser's chunk cannot be loaded (offline, a new release). */
export const CSS_LOAD_FAILED = "The dashboard's custom CSS could not be loaded. Please refresh the page.";

/**
 * A dashboard's CSS as it is applied (see sanitizeDashboardCss), or undefined while the parser loads (or when it
 * cannot be loaded: a danger toast, raised once, says so); null without CSS. The stored text is never changed: what
 * is dropped is left out when applying it only.
 */
export function useSanitizedCss(dashboardId: number, css: string): SanitizedCss | null | undefined {
  const empty = !css.trim();
  const [sanitized, setSanitized] = useState<{ source: string; result: SanitizedCss }>();
  const { addDangerToast } = useToasts();
  useEffect(() => {
    if (empty) return;
    let live = true;
    loadSanitizer()
      .then(({ sanitizeDashboardCss }) => {
        if (live)
          setSanitized({
            source: `${dashboardId}\n${css}`,
            result: sanitizeDashboardCss(css, dashboardScope(dashboardId)),
          });
      })
      // The CSS editor asks again at each keystroke: one toast is enough.
      .catch(() => live && addDangerToast(CSS_LOAD_FAILED, { noDuplicate: true }));
    return () => {
      live = false;
    };
  }, [dashboardId, css, empty, addDangerToast]);
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
