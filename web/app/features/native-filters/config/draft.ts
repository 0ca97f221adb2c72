import { nanoid } from '@reduxjs/toolkit';
import type { FilterConfigItem, NativeFilter } from '#shared/dashboard/native-filters.ts';
import { ROOT_ID } from '#shared/dashboard/layout.ts';
import { chartIdsInScope, chartPlacements, tabsWithChartsInScope } from '#shared/dashboard/filter-scope.ts';
import type { FiltersUpdate } from '../api.ts';

/** The filter kinds the modal adds, with Superset's names. */
export const FILTER_KINDS = [
  { type: 'filter_select', label: 'Value' },
  { type: 'filter_range', label: 'Numerical range' },
  { type: 'filter_time', label: 'Time range' },
  { type: 'filter_timecolumn', label: 'Time column' },
  { type: 'filter_timegrain', label: 'Time grain' },
] as const;

/** Kinds whose filter reads a dataset column. */
export const KINDS_WITH_COLUMN = new Set(['filter_select', 'filter_range']);

/** A new filter of a kind, scoped to the whole dashboard (Superset's ids: `NATIVE_FILTER-<random>`). */
export function newFilter(filterType: string, id = `NATIVE_FILTER-${nanoid(10)}`): NativeFilter {
  const controlValues =
    filterType === 'filter_select'
      ? {
          multiSelect: true,
          enableEmptyFilter: false,
          defaultToFirstItem: false,
          inverseSelection: false,
          searchAllOptions: false,
          sortAscending: true,
        }
      : {};
  return {
    id,
    type: 'NATIVE_FILTER',
    filterType,
    name: '',
    description: '',
    targets: filterType === 'filter_time' ? [] : [{}],
    controlValues,
    defaultDataMask: { extraFormData: {}, filterState: {} },
    cascadeParentIds: [],
    scope: { rootPath: [ROOT_ID], excluded: [] },
  };
}

/** A new divider (Superset's ids: `NATIVE_FILTER_DIVIDER-<random>`). */
export const newDivider = (id = `NATIVE_FILTER_DIVIDER-${nanoid(10)}`): FilterConfigItem => ({
  id,
  type: 'DIVIDER',
  title: '',
  description: '',
});

/** The items with the one at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Problems that keep the configuration from being saved, by item id (Superset's form messages). */
export function validateItems(items: readonly FilterConfigItem[]): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const item of items) {
    const found: string[] = [];
    if (item.type === 'DIVIDER') {
      if (!item.title.trim()) found.push('Title is required');
    } else {
      if (!item.name.trim()) found.push('Name is required');
      if (KINDS_WITH_COLUMN.has(item.filterType) && item.targets[0]?.datasetId === undefined)
        found.push('Dataset is required');
      if (KINDS_WITH_COLUMN.has(item.filterType) && !item.targets[0]?.column?.name) found.push('Column is required');
    }
    if (found.length > 0) problems[item.id] = found;
  }
  return problems;
}

/** Filters with the charts and tabs their scope covers on the layout, as Superset stores them. */
export function withScopesResolved(
  items: readonly FilterConfigItem[],
  layout: Readonly<Record<string, unknown>>,
): FilterConfigItem[] {
  const placements = chartPlacements(layout);
  return items.map((item) => {
    if (item.type !== 'NATIVE_FILTER') return item;
    const chartsInScope = chartIdsInScope(item.scope, placements);
    return { ...item, chartsInScope, tabsInScope: tabsWithChartsInScope(layout, placements, chartsInScope) };
  });
}

/** The body of `PUT /api/v1/dashboard/{pk}/filters`: changed or new items, removed ids, the new order. */
export function filtersUpdate(before: readonly FilterConfigItem[], after: readonly FilterConfigItem[]): FiltersUpdate {
  const previous = new Map(before.map((item) => [item.id, JSON.stringify(item)]));
  const kept = new Set(after.map((item) => item.id));
  return {
    modified: after.filter((item) => previous.get(item.id) !== JSON.stringify(item)),
    deleted: before.filter((item) => !kept.has(item.id)).map((item) => item.id),
    reordered: after.map((item) => item.id),
  };
}

/**
 * The scope of a set of chosen charts over the layout: the whole dashboard when all are chosen; the top-most tabs
 * whose charts are all chosen when that covers every choice; else the root with the others excluded.
 */
export function scopeOfSelection(
  layout: Readonly<Record<string, unknown>>,
  chosen: readonly number[],
): { rootPath: string[]; excluded: number[] } {
  const placements = chartPlacements(layout);
  const all = [...new Set(placements.map((placement) => placement.chartId))];
  const excluded = all.filter((id) => !chosen.includes(id));
  if (excluded.length === 0) return { rootPath: [ROOT_ID], excluded: [] };
  const tabs = new Set(
    placements.flatMap((placement) =>
      placement.ancestors.filter((id) => (layout[id] as { type?: string } | undefined)?.type === 'TAB'),
    ),
  );
  const fullTabs = [...tabs].filter((tab) => {
    const under = placements.filter((placement) => placement.ancestors.includes(tab));
    return under.length > 0 && under.every((placement) => chosen.includes(placement.chartId));
  });
  const topMost = fullTabs.filter(
    (tab) =>
      !placements.some(
        (placement) =>
          placement.ancestors.includes(tab) &&
          placement.ancestors
            .slice(0, placement.ancestors.indexOf(tab))
            .some((ancestor) => fullTabs.includes(ancestor)),
      ),
  );
  const covered = chartIdsInScope({ rootPath: topMost, excluded: [] }, placements);
  const coversAll = chosen.every((id) => covered.includes(id));
  return topMost.length > 0 && coversAll ? { rootPath: topMost, excluded: [] } : { rootPath: [ROOT_ID], excluded };
}
