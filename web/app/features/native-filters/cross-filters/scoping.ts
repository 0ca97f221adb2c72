import type { DashboardMetadata } from '#shared/dashboard/metadata.ts';
import type { ChartConfiguration, FilterScope } from '#shared/dashboard/native-filters.ts';
import {
  DEFAULT_SCOPE,
  chartIdsInScope,
  chartPlacements,
  crossFilterChartsInScope,
} from '#shared/dashboard/filter-scope.ts';

/** A chart's cross-filter scoping as the scoping modal edits it: the global one, or its own. */
export type ChartScoping = 'global' | FilterScope;

/** The cross-filter scopes being edited: the global scope and each chart's choice. */
export interface ScopingDraft {
  global: FilterScope;
  charts: Record<string, ChartScoping>;
}

/** The scoping a dashboard's metadata holds (charts without an entry follow the global scope). */
export function scopingOf(metadata: DashboardMetadata): ScopingDraft {
  const charts: Record<string, ChartScoping> = {};
  for (const [id, configuration] of Object.entries(metadata.chart_configuration ?? {}))
    charts[id] = configuration.crossFilters.scope;
  return { global: metadata.global_chart_configuration?.scope ?? DEFAULT_SCOPE, charts };
}

/**
 * The metadata with the scoping written as Superset keeps it: `global_chart_configuration` (scope, charts in scope) and
 * `chart_configuration` for every chart of the layout (scope, its charts in scope without itself).
 */
export function metadataWithScoping(
  metadata: DashboardMetadata,
  layout: Readonly<Record<string, unknown>>,
  draft: ScopingDraft,
): DashboardMetadata {
  const placements = chartPlacements(layout);
  const global = { scope: draft.global, chartsInScope: chartIdsInScope(draft.global, placements) };
  const chartConfiguration: Record<string, ChartConfiguration> = {};
  for (const chartId of new Set(placements.map((placement) => placement.chartId))) {
    const scope = draft.charts[String(chartId)] ?? 'global';
    const configuration = { [String(chartId)]: { id: chartId, crossFilters: { scope } } };
    chartConfiguration[String(chartId)] = {
      id: chartId,
      crossFilters: { scope, chartsInScope: crossFilterChartsInScope(chartId, placements, configuration, global) },
    };
  }
  return { ...metadata, global_chart_configuration: global, chart_configuration: chartConfiguration };
}
