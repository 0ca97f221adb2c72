import {
  chartIdsOf,
  emptyLayout,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  ROOT_ID,
} from '#shared/dashboard/layout.ts';
import type { ChartRecord } from '../../lib/records/chart-schema.ts';
import type { DashboardRecord } from '../../lib/records/dashboard-schema.ts';
import type { DatasetRecord } from '../../lib/records/dataset-schema.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function parsedLayout(text: string | null): Json {
  try {
    const value: unknown = text ? JSON.parse(text) : undefined;
    if (isObject(value) && Object.keys(value).length > 0) return value;
  } catch {
    // A layout that does not parse exports as a new dashboard's, with every chart appended.
  }
  return emptyLayout();
}

/** Charts on the dashboard that its layout does not place go into a new row at the end, as Superset's `append_charts`. */
function appendCharts(layout: Json, chartIds: readonly number[], chartById: ReadonlyMap<number, ChartRecord>): Json {
  const placed = new Set(chartIdsOf(layout));
  const orphans = chartIds.filter((id) => !placed.has(id) && chartById.has(id));
  const grid = layout[GRID_ID];
  if (orphans.length === 0 || !isObject(grid) || !Array.isArray(grid.children)) return layout;
  const rowId = `ROW-N-${orphans.join('-')}`;
  const chartNodes = Object.fromEntries(
    orphans.map((id) => [
      `CHART-${id}`,
      {
        id: `CHART-${id}`,
        type: 'CHART',
        children: [],
        parents: [ROOT_ID, GRID_ID, rowId],
        meta: {
          chartId: id,
          width: GRID_DEFAULT_CHART_WIDTH,
          height: GRID_DEFAULT_CHART_HEIGHT,
          sliceName: chartById.get(id)?.slice_name ?? null,
        },
      },
    ]),
  );
  const row = {
    id: rowId,
    type: 'ROW',
    children: Object.keys(chartNodes),
    parents: [ROOT_ID, GRID_ID],
    meta: { background: 'BACKGROUND_TRANSPARENT' },
  };
  return { ...layout, [GRID_ID]: { ...grid, children: [...grid.children, rowId] }, [rowId]: row, ...chartNodes };
}

/** The layout a dashboard exports with: every chart node names its chart's uuid, so an importer can find it. */
export function exportLayout(dashboard: DashboardRecord, chartById: ReadonlyMap<number, ChartRecord>): Json {
  const layout = appendCharts(parsedLayout(dashboard.position_json), dashboard.chartIds, chartById);
  return Object.fromEntries(
    Object.entries(layout).map(([key, node]) => {
      if (!isObject(node) || node.type !== 'CHART' || !isObject(node.meta)) return [key, node];
      const chart = chartById.get(Number(node.meta.chartId));
      return [key, chart ? { ...node, meta: { ...node.meta, uuid: chart.uuid } } : node];
    }),
  );
}

/** The metadata a dashboard exports with: native filter targets name their dataset by uuid instead of id. */
export function exportMetadata(metadata: unknown, datasetById: ReadonlyMap<number, DatasetRecord>): Json {
  if (!isObject(metadata)) return {};
  if (!Array.isArray(metadata.native_filter_configuration)) return metadata;
  const filters = metadata.native_filter_configuration.map((filter) => {
    if (!isObject(filter) || !Array.isArray(filter.targets)) return filter;
    const targets = filter.targets.map((target) => {
      if (!isObject(target) || target.datasetId === undefined) return target;
      const { datasetId, ...rest } = target;
      const dataset = datasetById.get(Number(datasetId));
      return dataset ? { ...rest, datasetUuid: dataset.uuid } : target;
    });
    return { ...filter, targets };
  });
  return { ...metadata, native_filter_configuration: filters };
}
