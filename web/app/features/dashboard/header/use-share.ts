import { useCallback } from 'react';
import { useAppSelector } from '../../../core/store.ts';
import { selectDataMaskToStore } from '../../native-filters/index.ts';
import { useToasts } from '../../toasts/index.ts';
import { dashboardViewApi } from '../api.ts';

/** Superset's mail link sharing a dashboard's permalink. */
export const shareByEmailHref = (title: string, url: string) =>
  `mailto:?Subject=${encodeURIComponent(`Superset dashboard ${title}`)}&Body=${encodeURIComponent(`Check out this dashboard: ${url}`)}`;

/** The permalink of the dashboard as the viewer sees it now (its filters, cross-filters and active tabs), absolute. */
export function usePermalink(dashboardId: number, activeTabs: () => string[]) {
  const [postPermalink] = dashboardViewApi.usePostDashboardPermalinkMutation();
  const dataMask = useAppSelector(selectDataMaskToStore);
  return useCallback(async () => {
    const { url } = await postPermalink({ id: dashboardId, state: { dataMask, activeTabs: activeTabs(), urlParams: [] } }).unwrap();
    return new URL(url, window.location.origin).toString();
  }, [postPermalink, dashboardId, activeTabs, dataMask]);
}

/** "Copy permalink to clipboard" and "Share permalink by email", with Superset's toasts. */
export function useShareActions(dashboardId: number, title: string, activeTabs: () => string[]) {
  const permalink = usePermalink(dashboardId, activeTabs);
  const { addSuccessToast, addDangerToast } = useToasts();
  const failed = useCallback(() => addDangerToast('Sorry, something went wrong. Try again later.'), [addDangerToast]);
  const copyPermalink = useCallback(() => {
    permalink()
      .then((url) => navigator.clipboard.writeText(url))
      .then(() => addSuccessToast('Copied to clipboard!'), failed);
  }, [permalink, addSuccessToast, failed]);
  const emailPermalink = useCallback(() => {
    permalink().then((url) => window.location.assign(shareByEmailHref(title, url)), failed);
  }, [permalink, title, failed]);
  return { copyPermalink, emailPermalink };
}
