import { useCallback } from 'react';
import { useAppSelector } from '../../../core/store.ts';
import { selectDataMaskToStore } from '../../native-filters/index.ts';
import { useToasts } from '../../toasts/index.ts';
import { dashboardViewApi } from '../api.ts';

/** Superset's mail link sharing a dashboard's permalink. */
export const shareByEmailHref = (title: string, url: string) =>
  `mailto:?Subject=${encodeURIComponent(`Superset dashboard ${title}`)}&Body=${encodeURIComponent(`Check out this dashboard: ${url}`)}`;

/** Superset's mail link sharing one chart of a dashboard: the dashboard's permalink anchored at the chart. */
export const shareChartByEmailHref = (chartTitle: string, url: string) =>
  `mailto:?Subject=${encodeURIComponent(`Superset chart ${chartTitle}`)}&Body=${encodeURIComponent(`Check out this chart: ${url}`)}`;

/**
 * The permalink of the dashboard as the viewer sees it now (its filters, cross-filters and active tabs), absolute;
 * with `anchor` (a chart's layout id), the link opens scrolled to that chart, as Superset's chart share does.
 */
export function usePermalink(dashboardId: number, activeTabs: () => string[], anchor?: string) {
  const [postPermalink] = dashboardViewApi.usePostDashboardPermalinkMutation();
  const dataMask = useAppSelector(selectDataMaskToStore);
  return useCallback(async () => {
    const state = { dataMask, activeTabs: activeTabs(), urlParams: [], ...(anchor ? { anchor } : {}) };
    const { url } = await postPermalink({ id: dashboardId, state }).unwrap();
    return new URL(url, window.location.origin).toString();
  }, [postPermalink, dashboardId, activeTabs, dataMask, anchor]);
}

/** What a share entry shares: the dashboard, or one of its charts by layout id and title. */
export type ShareTarget = { kind: 'dashboard'; title: string } | { kind: 'chart'; title: string; anchor: string };

/** "Copy permalink to clipboard" and "Share permalink by email", with Superset's toasts. */
export function useShareActions(dashboardId: number, target: ShareTarget, activeTabs: () => string[]) {
  const permalink = usePermalink(dashboardId, activeTabs, target.kind === 'chart' ? target.anchor : undefined);
  const { addSuccessToast, addDangerToast } = useToasts();
  const failed = useCallback(() => addDangerToast('Sorry, something went wrong. Try again later.'), [addDangerToast]);
  const copyPermalink = useCallback(() => {
    permalink()
      .then((url) => navigator.clipboard.writeText(url))
      .then(() => addSuccessToast('Copied to clipboard!'), failed);
  }, [permalink, addSuccessToast, failed]);
  const { kind, title } = target;
  const emailPermalink = useCallback(() => {
    const href = kind === 'chart' ? shareChartByEmailHref : shareByEmailHref;
    permalink().then((url) => window.location.assign(href(title, url)), failed);
  }, [permalink, kind, title, failed]);
  return { copyPermalink, emailPermalink };
}
