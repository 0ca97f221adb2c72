import { createContext, useContext, useMemo } from 'react';
import { useAppDispatch } from '../../../core/store.ts';
import { layoutHistoryActions, type MetaPatch } from '../layout-ops/index.ts';

/** The width of one grid column in px, measured from the grid edit mode draws (resize handles snap to it). */
export const GridColumnWidthContext = createContext(0);

/** One grid column's width in px. */
export const useGridColumnWidth = () => useContext(GridColumnWidthContext);

/** The layout changes edit-mode components make, each one undoable step of the dashboardLayout slice. */
export function useEditDispatch() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      dispatchDelete: (id: string) => dispatch(layoutHistoryActions.componentDeleted(id)),
      dispatchResize: (id: string, size: { width?: number; height?: number }) =>
        dispatch(layoutHistoryActions.componentResized({ id, ...size })),
      dispatchMeta: (id: string, meta: MetaPatch) => dispatch(layoutHistoryActions.componentMetaUpdated({ id, meta })),
    }),
    [dispatch],
  );
}
