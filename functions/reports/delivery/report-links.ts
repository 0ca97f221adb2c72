import type { ReportContentRequest } from './types.ts';

/** Superset's report display mode (DashboardStandaloneMode.REPORT): no navigation, no controls, every chart drawn. */
export const REPORT_STANDALONE = '3';

/** The URL parameter naming the dashboard tabs a report shows (all tabs when absent). */
export const REPORT_TABS_PARAM = 'report_tabs';

/** Default screenshot sizes, CSS pixels (Superset's chart and dashboard screenshots); width overridden by custom_width. */
export const CHART_VIEWPORT = { width: 800, height: 600 } as const;
export const DASHBOARD_VIEWPORT = { width: 1600, height: 1200 } as const;

/** Where a report's target lives in the web app: the link for the mail body and the page the renderer opens. */
export interface ReportLinks {
  /** The chart in Explore or the dashboard, as a reader opens it. */
  link: string;
  /** The same in report display mode. */
  render: string;
  kind: 'chart' | 'dashboard';
}

/** The links of a report's target under the web app's base URL. */
export function reportLinks(baseUrl: string, target: ReportContentRequest['target']): ReportLinks {
  const base = baseUrl.replace(/\/+$/, '');
  if ('chartId' in target) {
    const link = `${base}/explore/?slice_id=${target.chartId}`;
    return { link, render: `${link}&standalone=${REPORT_STANDALONE}`, kind: 'chart' };
  }
  const link = `${base}/superset/dashboard/${target.dashboardId}/`;
  const render = new URL(link);
  render.searchParams.set('standalone', REPORT_STANDALONE);
  if (target.selectedTabs?.length) render.searchParams.set(REPORT_TABS_PARAM, target.selectedTabs.join(','));
  return { link, render: render.toString(), kind: 'dashboard' };
}

/** The viewport a report renders in: custom_width when given, else the kind's default. */
export function viewportOf(
  kind: ReportLinks['kind'],
  customWidth: number | null | undefined,
): { width: number; height: number } {
  const fallback = kind === 'chart' ? CHART_VIEWPORT : DASHBOARD_VIEWPORT;
  return { width: customWidth && customWidth > 0 ? customWidth : fallback.width, height: fallback.height };
}
