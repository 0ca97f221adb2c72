import type { Options, Point } from 'highcharts';
import { useEffect, useMemo, useRef } from 'react';
import type { ChartHooks } from '../types.ts';
import { fadeOpacity, type Fade, type TargetState } from './cross-filter-fade.ts';
import { targetOf, type Carrier, type CrossFilterTarget } from './cross-filter-target.ts';
import { withDrillPoints } from './drill-points.ts';

export { targetOf, type CrossFilterTarget } from './cross-filter-target.ts';

/** A cross-filter data mask as Superset's charts emit it. */
export interface CrossFilterMask {
  extraFormData: { filters: { col: string; op: string; val?: unknown[] }[] };
  filterState: { value: unknown[][] | null; selectedValues: string[] | null; label?: string };
}

const selectedOf = (filterState: ChartHooks['filterState']): unknown[] =>
  Array.isArray(filterState?.selectedValues) ? filterState.selectedValues : [];

/**
 * Superset's getCrossFilterDataMask over groupby columns: clicking the selected target clears the cross-filter,
 * clicking another selects it (each column `IN` its value, `IS NULL` for a null), remembered as `selectedValues`.
 * A target naming its own columns filters on those instead of the chart's.
 */
export function groupbyCrossFilterMask(
  columns: readonly string[],
  target: CrossFilterTarget,
  filterState: ChartHooks['filterState'],
): CrossFilterMask {
  if (selectedOf(filterState).includes(target.label)) {
    return { extraFormData: { filters: [] }, filterState: { value: null, selectedValues: null } };
  }
  const filters = (target.columns ?? columns).map((col, index) => {
    const value = target.values[index];
    return value === null || value === undefined ? { col, op: 'IS NULL' } : { col, op: 'IN', val: [value] };
  });
  return {
    extraFormData: { filters },
    filterState: { value: [target.values], selectedValues: [target.label], label: target.label },
  };
}

/**
 * The series with every target drawn by `fade`: faded when a cross-filter of the chart is on and the target is not
 * selected. Targets are series, points (`data`) or graph nodes (`nodes`).
 */
function fadeUnselected(series: Options['series'], selected: readonly string[], fade: Fade): Options['series'] {
  const stateOf = (label: string): TargetState =>
    selected.length === 0 ? 'plain' : selected.includes(label) ? 'selected' : 'faded';
  const faded = (item: unknown) => {
    const target = (item as Carrier)?.custom?.crossFilter;
    return target && typeof item === 'object' ? fade(item as Record<string, unknown>, stateOf(target.label)) : item;
  };
  return series?.map((item) => {
    const own = (item as Carrier)?.custom?.crossFilter;
    if (own) return faded(item);
    const { data, nodes } = item as { data?: unknown[]; nodes?: unknown[] };
    return { ...item, ...(data ? { data: data.map(faded) } : {}), ...(nodes ? { nodes: nodes.map(faded) } : {}) };
  }) as Options['series'];
}

/**
 * Options whose point clicks emit cross-filters on `columns` through the chart hooks (read through `latest` so new
 * hooks need no new options), and whose targets not selected are faded (by `fade`) while a cross-filter of this chart is on.
 */
export function withCrossFilterClicks(
  options: Options,
  columns: readonly string[],
  filterState: ChartHooks['filterState'],
  latest: { current: ChartHooks },
  fade: Fade = fadeOpacity,
): Options {
  return {
    ...options,
    series: fadeUnselected(options.series, selectedOf(filterState).map(String), fade),
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
              if (target && hooks.emitCrossFilters && hooks.setDataMask)
                hooks.setDataMask(groupbyCrossFilterMask(columns, target, hooks.filterState));
            },
          },
        },
      },
    },
  };
}

/**
 * A Chart component's options with cross-filter clicks when the host asks for them (see withCrossFilterClicks), and
 * with its points' values reported on a right-click when the host has a context menu (see withDrillPoints).
 */
export function useCrossFilterOptions(
  options: Options,
  columns: readonly string[] | undefined,
  hooks: ChartHooks,
  fade: Fade = fadeOpacity,
): Options {
  const latest = useRef(hooks);
  useEffect(() => {
    latest.current = hooks;
  }, [hooks]);
  const hasColumns = (columns?.length ?? 0) > 0;
  const emit = Boolean(hooks.emitCrossFilters) && hasColumns;
  const drill = Boolean(hooks.onContextMenu) && hasColumns;
  const selectedKey = JSON.stringify(hooks.filterState?.selectedValues ?? null);
  const columnsKey = (columns ?? []).join('\u0000');
  return useMemo(() => {
    const names = columnsKey.split('\u0000');
    const clickable = emit
      ? withCrossFilterClicks(options, names, { selectedValues: JSON.parse(selectedKey) }, latest, fade)
      : options;
    return drill ? withDrillPoints(clickable, names, latest) : clickable;
  }, [emit, drill, options, columnsKey, selectedKey, fade]);
}
