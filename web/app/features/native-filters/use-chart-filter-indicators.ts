import { useMemo } from 'react';
import { useAppSelector } from '../../core/store.ts';
import { useDashboardFilters } from './context.tsx';
import { selectBarFilters } from './state/data-mask-slice.ts';
import { hasValue, nativeFiltersOf } from './state/filter-config.ts';
import { useMasksApplyingTo } from './use-masks-applying-to.ts';

/** One filter acting on a chart, as its card's filter badge lists it (Superset's FiltersBadge indicators). */
export interface FilterIndicator {
  id: string;
  kind: 'native' | 'cross';
  name: string;
  value: string;
}

const textOf = (value: unknown): string =>
  Array.isArray(value) ? value.map(textOf).join(', ') : value === null ? '<NULL>' : String(value);

/** The native filters and cross-filters with a value that apply to a chart (never its own cross-filter). */
export function useChartFilterIndicators(chartId: number): FilterIndicator[] {
  const { charts } = useDashboardFilters();
  const masks = useMasksApplyingTo(chartId);
  const filters = useAppSelector(selectBarFilters);
  return useMemo(
    () =>
      Object.keys(masks)
        .filter((id) => hasValue(masks[id]))
        .map((id) => {
          const mask = masks[id]!;
          const value = mask.filterState?.label ?? textOf(mask.filterState?.value);
          if (/^\d+$/.test(id))
            return {
              id,
              kind: 'cross' as const,
              name: charts.find((chart) => String(chart.id) === id)?.name ?? `Chart ${id}`,
              value,
            };
          return {
            id,
            kind: 'native' as const,
            name: nativeFiltersOf(filters).find((filter) => filter.id === id)?.name ?? id,
            value,
          };
        }),
    [masks, filters, charts],
  );
}
