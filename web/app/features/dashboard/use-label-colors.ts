import { type RefObject, useEffect, useRef, useState } from 'react';
import type { DashboardMetadata } from '#shared/dashboard/metadata.ts';
import { type LabelColorBook, loadLabelColorBooks } from '../../plugins/registry.ts';
import { useToasts } from '../toasts/index.ts';
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

/** What the dashboard says when the palettes' chunk cannot be loaded (offline, a new release): its charts cannot draw. */
export const COLORS_LOAD_FAILED = "The dashboard's chart colors could not be loaded. Please refresh the page.";

/**
 * The dashboard's shared label colours, made once the palettes have loaded (alongside the first chart plugins) and made
 * afresh only when the user's choice (scheme, hand-set colours) changes; null until then, or when the palettes cannot
 * be loaded (a danger toast says so). Each chart card takes its own colour function from it (`useChartColorFor`).
 * Where the viewer may write the dashboard, the colours the charts settle on are saved for the next visit.
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
  const { addDangerToast } = useToasts();
  useEffect(() => {
    let current = true;
    loadLabelColorBooks()
      .then((create) => {
        if (current)
          setPage({ book: create(labelColorSettings(latest.current)), saved: savedLabelColorsOf(latest.current) });
      })
      .catch(() => current && addDangerToast(COLORS_LOAD_FAILED, { noDuplicate: true }));
    return () => {
      current = false;
    };
  }, [chosen, addDangerToast]);
  useLabelColorSaving(page, dashboardId, canSave, root);
  return page?.book ?? null;
}
