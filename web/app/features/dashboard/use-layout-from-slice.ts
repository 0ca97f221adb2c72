import { useLayoutEffect, useState } from 'react';
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
  return loadedInto === loaded ? present : loaded;
}
