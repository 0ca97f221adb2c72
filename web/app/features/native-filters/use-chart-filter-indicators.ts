import { useMemo } from 'react';
import { filterIdsApplyingTo } from '#shared/dashboard/filter-scope.ts';
import { useAppSelector } from '../../core/store.ts';
import { useDashboardFilters } from './context.tsx';
import { selectAppliedMasks, selectBarFilters } from './state/data-mask-slice.ts';
import { hasValue, nativeFiltersOf } from './state/filter-config.ts';

/** One filter acting on a chart, as its card's filter badge lists it (Superset's FiltersBadge indicators). */
export interface FilterIndicator {
  id: string;
  kind: 'native' | 'cross';
  name: string;
  value: string;
}

const textOf = (value: unknown): string => (Array.isArray(value) ? value.map(textOf).join(', ') : value === null ? '<NULL>' : String(value));

/** The native filters and cross-filters with a value that apply to a chart (never its own cross-filter). */
export function useChartFilterIndicators(chartId: number): FilterIndicator[] {
  const { scopes, charts } = useDashboardFilters();
  const applied = useAppSelector(selectAppliedMasks);
  const filters = useAppSelector(selectBarFilters);
  return useMemo(
    () =>
      filterIdsApplyingTo(chartId, scopes)
        .filter((id) => hasValue(applied[id]))
        .map((id) => {
          const mask = applied[id]!;
          const value = mask.filterState?.label ?? textOf(mask.filterState?.value);
          if (/^\d+$/.test(id)) return { id, kind: 'cross' as const, name: charts.find((chart) => String(chart.id) === id)?.name ?? `Chart ${id}`, value };
          return { id, kind: 'native' as const, name: nativeFiltersOf(filters).find((filter) => filter.id === id)?.name ?? id, value };
        }),
    [chartId, scopes, applied, filters, charts],
  );
}
