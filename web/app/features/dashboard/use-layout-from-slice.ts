import { useLayoutEffect, useMemo, useState } from 'react';
import type { Layout } from '#shared/dashboard/layout.ts';
import { useAppDispatch, useAppSelector } from '../../core/store.ts';
import { layoutHistoryActions, layoutHistorySelectors } from './layout-ops/index.ts';

/**
 * The layout the page draws: the dashboardLayout slice's, once the hydrated layout is loaded into it (before that,
 * the hydrated one, so the first paint never shows another dashboard's layout). Edit mode changes the slice; a save
 * makes its layout the slice's baseline, so view mode then shows what was saved.
 */
export function useLayoutFromSlice(loaded: Layout): Layout {
  const dispatch = useAppDispatch();
  const present = useAppSelector(layoutHistorySelectors.selectLayout);
  const [loadedInto, setLoadedInto] = useState<Layout | null>(null);
  useLayoutEffect(() => {
    dispatch(layoutHistoryActions.layoutLoaded(loaded));
    setLoadedInto(loaded);
  }, [dispatch, loaded]);
  // The slice's copy of an unchanged layout holds the very same items: the page keeps the object it drew with, so
  // loading it into the slice does not re-render every chart card.
  const same = useMemo(() => sameItems(present, loaded), [present, loaded]);
  return loadedInto === loaded && !same ? present : loaded;
}

/** Whether two layouts have the same ids, each with the identical item object. */
function sameItems(one: Layout, other: Layout): boolean {
  const ids = Object.keys(one);
  return ids.length === Object.keys(other).length && ids.every((id) => one[id] === other[id]);
}
