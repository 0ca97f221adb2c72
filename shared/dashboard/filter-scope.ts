/**
 * Which native filters and cross-filters apply to which chart, as Superset's getChartIdsInFilterScope,
 * findTabsWithChartsInScope and getAllActiveFilters decide it over a dashboard's layout.
 */
import { ROOT_ID, isLayoutItem } from './layout.ts';
import type { ChartConfiguration, FilterConfigItem, FilterScope, GlobalChartConfiguration } from './native-filters.ts';

/** The scope of a filter or cross-filter nobody narrowed: the whole dashboard. */
export const DEFAULT_SCOPE: FilterScope = { rootPath: [ROOT_ID], excluded: [] };

/** One chart placement in a layout: its chart id and every ancestor id from the root down. */
export interface ChartPlacement {
  chartId: number;
  ancestors: string[];
}

/**
 * The charts a layout places with their ancestors, found by walking children from the root (stored `parents` may be
 * stale or missing in imported layouts). A component reached twice is walked once.
 */
export function chartPlacements(layout: Readonly<Record<string, unknown>>): ChartPlacement[] {
  const items = new Map(
    Object.entries(layout).filter(([key, value]) => isLayoutItem(key, value)) as [
      string,
      { type: string; children?: string[]; meta?: { chartId?: unknown } },
    ][],
  );
  const placements: ChartPlacement[] = [];
  const seen = new Set<string>();
  const walk = (id: string, ancestors: string[]) => {
    const item = items.get(id);
    if (!item || seen.has(id)) return;
    seen.add(id);
    if (item.type === 'CHART' && typeof item.meta?.chartId === 'number')
      placements.push({ chartId: item.meta.chartId, ancestors });
    for (const child of item.children ?? []) walk(child, [...ancestors, id]);
  };
  walk(ROOT_ID, []);
  return placements;
}

/** The ids of the charts under any of the scope's roots, but its exclusions, in layout order without repeats. */
export function chartIdsInScope(scope: FilterScope | undefined, placements: readonly ChartPlacement[]): number[] {
  const { rootPath, excluded } = scope ?? DEFAULT_SCOPE;
  const ids = placements
    .filter(
      ({ chartId, ancestors }) => !excluded.includes(chartId) && rootPath.some((root) => ancestors.includes(root)),
    )
    .map(({ chartId }) => chartId);
  return [...new Set(ids)];
}

/** The TAB ids holding at least one of the charts (a filter shows as out of scope on other tabs). */
export function tabsWithChartsInScope(
  layout: Readonly<Record<string, unknown>>,
  placements: readonly ChartPlacement[],
  chartIds: readonly number[],
): string[] {
  const tabs = new Set<string>();
  for (const { chartId, ancestors } of placements) {
    if (!chartIds.includes(chartId)) continue;
    for (const id of ancestors) if ((layout[id] as { type?: string } | undefined)?.type === 'TAB') tabs.add(id);
  }
  return [...tabs];
}

/** The charts a chart's cross-filter applies to: its own scope or the global one, never the chart itself. */
export function crossFilterChartsInScope(
  chartId: number,
  placements: readonly ChartPlacement[],
  chartConfiguration: Readonly<Record<string, ChartConfiguration>> | undefined,
  globalConfiguration: GlobalChartConfiguration | undefined,
): number[] {
  const own = chartConfiguration?.[String(chartId)]?.crossFilters.scope;
  const scope = own === undefined || own === 'global' ? (globalConfiguration?.scope ?? DEFAULT_SCOPE) : own;
  return chartIdsInScope(scope, placements).filter((id) => id !== chartId);
}

/** What the scope of each filter needs from the dashboard. */
export interface ScopeSources {
  layout: Readonly<Record<string, unknown>>;
  nativeFilters: readonly FilterConfigItem[];
  chartConfiguration?: Readonly<Record<string, ChartConfiguration>>;
  globalChartConfiguration?: GlobalChartConfiguration;
  crossFiltersEnabled: boolean;
}

/** Filter or cross-filter id -> the chart ids it applies to. */
export type FilterScopes = Record<string, number[]>;

/**
 * The charts in scope of every native filter (by filter id) and, when cross-filters are on, of every chart's
 * cross-filter (by chart id as a string): Superset's chartsInScope, computed from the current layout.
 */
export function filterScopesOf(sources: ScopeSources): FilterScopes {
  const placements = chartPlacements(sources.layout);
  const scopes: FilterScopes = {};
  if (sources.crossFiltersEnabled) {
    for (const chartId of new Set(placements.map((placement) => placement.chartId))) {
      scopes[String(chartId)] = crossFilterChartsInScope(
        chartId,
        placements,
        sources.chartConfiguration,
        sources.globalChartConfiguration,
      );
    }
  }
  for (const filter of sources.nativeFilters) {
    if (filter.type === 'NATIVE_FILTER') scopes[filter.id] = chartIdsInScope(filter.scope, placements);
  }
  return scopes;
}

/**
 * The ids of the masks that apply to a chart, in merge order: cross-filters first (by chart id), then native filters
 * in the bar's order, as Superset iterates its data mask object (integer keys first).
 */
export function filterIdsApplyingTo(chartId: number, scopes: Readonly<FilterScopes>): string[] {
  return Object.keys(scopes).filter((id) => scopes[id]!.includes(chartId));
}
