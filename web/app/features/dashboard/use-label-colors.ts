import { type RefObject, useEffect, useRef, useState } from 'react';
import type { DashboardMetadata } from '#shared/dashboard/metadata.ts';
import { type LabelColorBook, loadLabelColorBooks } from '../../plugins/registry.ts';
import { chosenColorsKey, labelColorSettings, savedLabelColorsOf } from './dashboard-colors.ts';
import { useLabelColorSaving, type PageLabelColors } from './use-label-color-saving.ts';

/** Whose page keeps the colours it settles on: the dashboard, and whether this viewer may save them. */
export interface LabelColorsOptions {
  dashboardId: number;
  /** Only someone who may write the dashboard, and never a report's screenshot. */
  canSave: boolean;
  /** The page holding the chart cards, whose loading charts hold the save back until they have drawn. */
  root: RefObject<HTMLElement | null>;
}

/**
 * The dashboard's shared label colours, made once the palettes have loaded (alongside the first chart plugins) and made
 * afresh only when the user's choice (scheme, hand-set colours) changes; null until then. Each chart card takes its
 * own colour function from it (`useChartColorFor`). Where the viewer may write the dashboard, the colours the charts
 * settle on are saved for the next visit.
 */
export function useLabelColors(
  metadata: DashboardMetadata,
  { dashboardId, canSave, root }: LabelColorsOptions,
): LabelColorBook | null {
  const chosen = chosenColorsKey(metadata);
  // The metadata of the moment the choice changed; later copies that differ in the settled keys alone do not count.
  const latest = useRef(metadata);
  latest.current = metadata;
  const [page, setPage] = useState<PageLabelColors | null>(null);
  useEffect(() => {
    let current = true;
    void loadLabelColorBooks().then((create) => {
      if (current)
        setPage({ book: create(labelColorSettings(latest.current)), saved: savedLabelColorsOf(latest.current) });
    });
    return () => {
      current = false;
    };
  }, [chosen]);
  useLabelColorSaving(page, dashboardId, canSave, root);
  return page?.book ?? null;
}
