import type { Options, Point } from 'highcharts';
import { useEffect, useMemo, useRef } from 'react';
import type { ChartHooks } from '../types.ts';

/** What a clicked point or series filters on: one value per groupby column, and its label. */
export interface CrossFilterTarget {
  values: unknown[];
  label: string;
}

/** A cross-filter data mask as Superset's charts emit it. */
export interface CrossFilterMask {
  extraFormData: { filters: { col: string; op: string; val?: unknown[] }[] };
  filterState: { value: unknown[][] | null; selectedValues: string[] | null; label?: string };
}

const selectedOf = (filterState: ChartHooks['filterState']): unknown[] => (Array.isArray(filterState?.selectedValues) ? filterState.selectedValues : []);

/**
 * Superset's getCrossFilterDataMask over groupby columns: clicking the selected target clears the cross-filter,
 * clicking another selects it (each column `IN` its value, `IS NULL` for a null), remembered as `selectedValues`.
 */
export function groupbyCrossFilterMask(columns: readonly string[], target: CrossFilterTarget, filterState: ChartHooks['filterState']): CrossFilterMask {
  if (selectedOf(filterState).includes(target.label)) {
    return { extraFormData: { filters: [] }, filterState: { value: null, selectedValues: null } };
  }
  const filters = columns.map((col, index) => {
    const value = target.values[index];
    return value === null || value === undefined ? { col, op: 'IS NULL' } : { col, op: 'IN', val: [value] };
  });
  return { extraFormData: { filters }, filterState: { value: [target.values], selectedValues: [target.label], label: target.label } };
}

/** The cross-filter target a point carries (its own, or its series'). */
export function targetOf(point: Point): CrossFilterTarget | undefined {
  const own = (point.options as { custom?: { crossFilter?: CrossFilterTarget } }).custom?.crossFilter;
  return own ?? (point.series?.options as { custom?: { crossFilter?: CrossFilterTarget } } | undefined)?.custom?.crossFilter;
}

/**
 * Options whose point clicks emit cross-filters on `columns` through the chart hooks (read through `latest` so new
 * hooks need no new options), and whose targets not selected are dimmed while a cross-filter of this chart is on.
 */
export function withCrossFilterClicks(options: Options, columns: readonly string[], filterState: ChartHooks['filterState'], latest: { current: ChartHooks }): Options {
  const selected = selectedOf(filterState).map(String);
  const dim = (series: Options['series']) =>
    selected.length === 0
      ? series
      : series?.map((item) => {
          const own = (item as { custom?: { crossFilter?: CrossFilterTarget }; data?: unknown[] }).custom?.crossFilter;
          if (own) return { ...item, opacity: selected.includes(own.label) ? 1 : 0.3 };
          const data = (item as { data?: unknown[] }).data?.map((point) => {
            const target = (point as { custom?: { crossFilter?: CrossFilterTarget } } | null)?.custom?.crossFilter;
            return target && typeof point === 'object' ? { ...point, opacity: selected.includes(target.label) ? 1 : 0.3 } : point;
          });
          return data ? { ...item, data } : item;
        }) as Options['series'];
  return {
    ...options,
    series: dim(options.series),
    plotOptions: {
      ...options.plotOptions,
      series: {
        ...options.plotOptions?.series,
        cursor: 'pointer',
        point: {
          ...options.plotOptions?.series?.point,
          events: {
            ...options.plotOptions?.series?.point?.events,
            click(this: Point) {
              const target = targetOf(this);
              const hooks = latest.current;
              if (target && hooks.emitCrossFilters && hooks.setDataMask) hooks.setDataMask(groupbyCrossFilterMask(columns, target, hooks.filterState));
            },
          },
        },
      },
    },
  };
}

/** A Chart component's options with cross-filter clicks when the host asks for them (see withCrossFilterClicks). */
export function useCrossFilterOptions(options: Options, columns: readonly string[] | undefined, hooks: ChartHooks): Options {
  const latest = useRef(hooks);
  useEffect(() => {
    latest.current = hooks;
  }, [hooks]);
  const emit = Boolean(hooks.emitCrossFilters) && (columns?.length ?? 0) > 0;
  const selectedKey = JSON.stringify(hooks.filterState?.selectedValues ?? null);
  const columnsKey = (columns ?? []).join('\u0000');
  return useMemo(
    () => (emit ? withCrossFilterClicks(options, columnsKey.split('\u0000'), { selectedValues: JSON.parse(selectedKey) }, latest) : options),
    [emit, options, columnsKey, selectedKey],
  );
}
