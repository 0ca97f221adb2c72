import { useCallback, useSyncExternalStore } from 'react';
import type { LabelColorBook } from '../../plugins/registry.ts';
import type { LabelColorFn } from '../../plugins/types.ts';

/**
 * One chart's colour function from the dashboard's label colours; undefined until they have loaded. The card
 * renders again only when its own chart must draw again (a label of its gave its colour up to a shared one), not
 * when another chart's colours move: fifty cards do not all render for one chart's change.
 */
export function useChartColorFor(book: LabelColorBook | null, chartId: number): LabelColorFn | undefined {
  const key = String(chartId);
  const subscribe = useCallback(
    (onChange: () => void) =>
      book ? book.subscribeRedraw((keys) => keys.includes(key) && onChange()) : () => undefined,
    [book, key],
  );
  return useSyncExternalStore(subscribe, () => book?.forChart(key));
}
