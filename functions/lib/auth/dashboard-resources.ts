import { listChartRecords } from '../records/chart-repository.ts';
import type { DashboardRecord } from '../records/dashboard-schema.ts';
import type { ReadableResources } from './readable-scope.ts';

/**
 * What drawing a dashboard reads: its charts, their datasets, and the datasets and columns its native filters read
 * values from. Scoped tokens (a report's screenshot, an embedded dashboard's guest) are signed with it.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One native filter target: its filter, the dataset it reads and, for filters on a column, that column. */
export interface NativeFilterTarget {
  filterId: unknown;
  datasetId: number;
  column: string | undefined;
  /** The filter's sort metric (a value filter's options ordered by it), if any. */
  sortMetric: string | undefined;
}

/** The targets of a dashboard's native filters, from its `json_metadata` (parsed). */
export function nativeFilterTargets(metadata: unknown): NativeFilterTarget[] {
  if (!isObject(metadata) || !Array.isArray(metadata.native_filter_configuration)) return [];
  return metadata.native_filter_configuration.flatMap((filter) => {
    if (!isObject(filter) || !Array.isArray(filter.targets)) return [];
    const sortMetric = typeof filter.sortMetric === 'string' ? filter.sortMetric : undefined;
    return filter.targets.flatMap((target) => {
      if (!isObject(target) || typeof target.datasetId !== 'number') return [];
      const column = isObject(target.column) && typeof target.column.name === 'string' ? target.column.name : undefined;
      return [{ filterId: filter.id, datasetId: target.datasetId, column, sortMetric }];
    });
  });
}

/** The dataset ids a dashboard's native filters read. */
export function nativeFilterDatasetIds(metadata: unknown): number[] {
  return nativeFilterTargets(metadata).map((target) => target.datasetId);
}

/** A dashboard's `json_metadata` parsed; an empty object when it is missing or not JSON. */
export function dashboardMetadata(record: Pick<DashboardRecord, 'json_metadata'>): unknown {
  try {
    return JSON.parse(record.json_metadata ?? '{}');
  } catch {
    return {};
  }
}

/** A dashboard, its charts, their datasets and those its native filters read values from. */
export async function dashboardResources(tenant: string, record: DashboardRecord): Promise<ReadableResources> {
  const members = new Set(record.chartIds);
  const charts = (await listChartRecords(tenant)).filter((chart) => members.has(chart.id));
  return {
    dashboards: [record.id],
    charts: charts.map((chart) => chart.id),
    datasets: [...charts.map((chart) => chart.datasource_id), ...nativeFilterDatasetIds(dashboardMetadata(record))],
  };
}
