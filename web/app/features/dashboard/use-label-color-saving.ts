import { type RefObject, useEffect } from 'react';
import type { LabelColorBook } from '../../plugins/registry.ts';
import { dashboardViewApi } from './api.ts';
import { labelColorsToSave, type SavedLabelColors } from './dashboard-colors.ts';

/** A page's label colours and what the dashboard holds of them (moved on by each save this page makes). */
export interface PageLabelColors {
  book: LabelColorBook;
  saved: SavedLabelColors;
}

/** How long the colours stay still before they count as settled: Superset's 500 ms colour sync delay. */
const SETTLE_MS = 500;

/** Whether a chart card under `root` still waits for its answer (and so may yet bring labels). */
const chartsLoading = (root: HTMLElement | null) =>
  root?.querySelector('[data-testid="dashboard-chart"] [data-chart-status="loading"]') != null;

/**
 * Saves the colours the charts settled on (`PUT /api/v1/dashboard/{pk}/colors?mark_updated=false`) once they have
 * stayed still a moment and no chart under `root` is still loading, and only when they differ from what the
 * dashboard holds: a visit that draws no new label or shared label sends nothing, a first visit sends once. A save
 * still due when the page goes is sent then.
 */
export function useLabelColorSaving(
  page: PageLabelColors | null,
  dashboardId: number,
  canSave: boolean,
  root: RefObject<HTMLElement | null>,
): void {
  const [saveColors] = dashboardViewApi.useSaveDashboardColorsMutation();
  useEffect(() => {
    if (!page || !canSave) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      const colors = labelColorsToSave(page.saved, page.book.settled());
      if (!colors) return;
      page.saved = colors;
      void saveColors({ id: dashboardId, colors });
    };
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => (chartsLoading(root.current) ? settle() : save()), SETTLE_MS);
    };
    const unsubscribe = page.book.subscribe(settle);
    // Charts drawn in the same commit as the colours arrived took theirs before this effect listened.
    settle();
    return () => {
      unsubscribe();
      if (timer === undefined) return;
      clearTimeout(timer);
      save();
    };
  }, [page, dashboardId, canSave, root, saveColors]);
}
