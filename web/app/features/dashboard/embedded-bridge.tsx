import { useEffect, useMemo, useRef } from 'react';
import { useAppSelector } from '../../core/store.ts';
import type { HostMethods } from '../embedded/index.ts';
import { selectDataMaskToStore } from '../native-filters/index.ts';
import { visibleActiveTabs } from './active-tabs.ts';
import { dashboardViewApi } from './api.ts';
import { useDashboardContext } from './dashboard-context.tsx';

/** A data mask as the page keeps it: filter or chart id -> its extra form data, filter state and own state. */
type DataMask = ReturnType<typeof selectDataMaskToStore>;

/** Native filters' masks are keyed by their ids (`NATIVE_FILTER-...`); the others are charts' cross-filters. */
const isNativeFilter = (id: string): boolean => id.startsWith('NATIVE_FILTER');

/** Which kind of mask changed between two data masks (Superset's `getDataMaskChangeTrigger`). */
export function dataMaskChangeTrigger(current: DataMask, previous: DataMask) {
  const ids = new Set([...Object.keys(current), ...Object.keys(previous)]);
  const changed = [...ids].filter((id) => JSON.stringify(current[id]) !== JSON.stringify(previous[id]));
  return {
    nativeFiltersChanged: changed.some(isNativeFilter),
    crossFiltersChanged: changed.some((id) => !isNativeFilter(id)),
  };
}

/**
 * An embedded dashboard's side of its host's SDK, drawing nothing: answers `getScrollSize`, `getActiveTabs`,
 * `getDataMask` and `getDashboardPermalink` (asking the host's `resolvePermalinkUrl` for the link it wants shown,
 * when it has one) from what the page shows now, and with `emitDataMasks` tells the host each change of the
 * filters and cross-filters (`observeDataMask`), as Superset's embedded page does.
 */
export function EmbeddedBridge({ host, emitDataMasks }: { host: HostMethods; emitDataMasks: boolean }) {
  const { dashboardId, layout, activeTabs: chosenTabs } = useDashboardContext();
  // The tabs shown now, the first of each tab set unless the viewer chose another (as the share menu reads them).
  const activeTabs = useMemo(() => visibleActiveTabs(layout, chosenTabs), [layout, chosenTabs]);
  const dataMask = useAppSelector(selectDataMaskToStore);
  const [postPermalink] = dashboardViewApi.usePostDashboardPermalinkMutation();
  const latest = useRef({ activeTabs, dataMask });
  latest.current = { activeTabs, dataMask };

  useEffect(() => {
    host.defineMethod('getScrollSize', () => ({
      width: document.body.scrollWidth,
      height: document.body.scrollHeight,
    }));
    host.defineMethod('getActiveTabs', () => latest.current.activeTabs);
    host.defineMethod('getDataMask', () => latest.current.dataMask);
    host.defineMethod('getDashboardPermalink', async (args) => {
      const anchor = (args as { anchor?: unknown } | undefined)?.anchor;
      const state = {
        dataMask: latest.current.dataMask,
        activeTabs: latest.current.activeTabs,
        urlParams: [],
        ...(typeof anchor === 'string' && anchor ? { anchor } : {}),
      };
      const { key, url } = await postPermalink({ id: dashboardId, state }).unwrap();
      const resolved = await host.get('resolvePermalinkUrl', { key }).catch(() => null);
      return typeof resolved === 'string' && resolved ? resolved : new URL(url, window.location.origin).toString();
    });
  }, [host, dashboardId, postPermalink]);

  const previous = useRef(dataMask);
  useEffect(() => {
    if (!emitDataMasks || previous.current === dataMask) return;
    host.emit('observeDataMask', { ...dataMask, ...dataMaskChangeTrigger(dataMask, previous.current) });
    previous.current = dataMask;
  }, [host, emitDataMasks, dataMask]);
  return null;
}
