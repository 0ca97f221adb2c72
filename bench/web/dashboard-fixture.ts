import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import type { BenchApi } from '../api-client.ts';
import { datasetId, saveChart } from './session.ts';

/** Superset's own Featured Charts (every core chart type over cleaned_sales_data), the bench's chart mix. */
const FEATURED = resolve('tests/fixtures/superset-examples/charts/Featured_Charts');
const CHART_WIDTH = 4;
const CHART_HEIGHT = 50;

/** A chart of a mix: its name and its form data (Superset's params) without the datasource. */
interface MixChart {
  slice_name: string;
  params: Record<string, unknown>;
}

/** The charts a bench dashboard cycles through, all over one example dataset. */
export interface ChartMix {
  dataset: string;
  charts(): Promise<MixChart[]>;
}

/** Every core chart type: Superset's Featured Charts over cleaned_sales_data. */
export const FEATURED_CHARTS: ChartMix = {
  dataset: 'cleaned_sales_data',
  charts: async () => {
    const files = (await readdir(FEATURED)).filter((file) => file.endsWith('.yaml')).sort();
    return Promise.all(files.map(async (file) => parse(await readFile(join(FEATURED, file), 'utf8')) as MixChart));
  },
};

/**
 * The measured mix: a line, a bar and a pie chart over birth_names, the chart types a bare Highcharts page
 * draws the same way (bench/web/bare-dashboard.ts).
 */
export const BIRTHS_CHARTS: ChartMix = {
  dataset: 'birth_names',
  charts: async () => [
    {
      slice_name: 'Births by year and gender',
      params: {
        viz_type: 'echarts_timeseries_line',
        x_axis: 'ds',
        time_grain_sqla: 'P1Y',
        metrics: ['count'],
        groupby: ['gender'],
        row_limit: 10_000,
      },
    },
    {
      slice_name: 'Births in the top 10 states',
      params: { viz_type: 'echarts_timeseries_bar', x_axis: 'state', metrics: ['count'], groupby: [], row_limit: 10 },
    },
    { slice_name: 'Births by state', params: { viz_type: 'pie', groupby: ['state'], metric: 'count', row_limit: 10 } },
  ],
};

/**
 * A value filter on one column over the whole dashboard, as Superset's filter configuration stores it (the e2e
 * kit's birthsValueFilter, for any dataset).
 */
export const valueFilter = (datasourceId: number, column: string, name: string) => ({
  id: `NATIVE_FILTER-${column}`,
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name,
  targets: [{ datasetId: datasourceId, column: { name: column } }],
  controlValues: {
    multiSelect: true,
    enableEmptyFilter: false,
    defaultToFirstItem: false,
    inverseSelection: false,
    searchAllOptions: false,
  },
  defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
});

/** A native filter of a bench dashboard: the column it filters and the label the filter bar shows. */
export interface BenchFilter {
  column: string;
  name: string;
}

/**
 * A WHERE clause true for every row but different per chart and run, so each chart's query misses the result cache:
 * the dashboard opens with a cold cache however often the bench runs.
 */
const saltFilter = (salt: number) => ({
  expressionType: 'SQL',
  clause: 'WHERE',
  sqlExpression: `${salt} = ${salt}`,
  subject: null,
  operator: null,
  comparator: null,
  filterOptionName: `bench_salt_${salt}`,
});

/** Superset's layout of charts in rows of three (width 4, height 50) under the grid. */
function rowsOf(chartIds: readonly number[]): Record<string, unknown> {
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  };
  const rows: string[] = [];
  chartIds.forEach((chartId, index) => {
    const rowId = `ROW-${Math.floor(index / 3)}`;
    if (index % 3 === 0) {
      rows.push(rowId);
      layout[rowId] = {
        id: rowId,
        type: 'ROW',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID'],
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      };
    }
    const id = `CHART-${chartId}`;
    (layout[rowId] as { children: string[] }).children.push(id);
    layout[id] = {
      id,
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', rowId],
      meta: { chartId, width: CHART_WIDTH, height: CHART_HEIGHT },
    };
  });
  layout.GRID_ID = { id: 'GRID_ID', type: 'GRID', children: rows, parents: ['ROOT_ID'] };
  return layout;
}

/** What a bench dashboard holds: how many charts of which mix, and a native filter when one is wanted. */
export interface BenchDashboard {
  count: number;
  mix?: ChartMix;
  filter?: BenchFilter;
}

/**
 * Creates `count` charts cycling through the mix (Featured Charts unless told; each with its own salt) and a
 * published dashboard of them, with the native filter if one is given; answers its id.
 */
export async function createBenchDashboard(
  api: BenchApi,
  { count, mix = FEATURED_CHARTS, filter }: BenchDashboard,
  run: string,
): Promise<number> {
  const datasource = await datasetId(api, mix.dataset);
  const charts = await mix.charts();
  const chartIds: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const chart = charts[index % charts.length]!;
    const salt = Number(`${Date.now() % 100_000}${index}`);
    const adhocFilters = [...((chart.params.adhoc_filters as unknown[] | undefined) ?? []), saltFilter(salt)];
    chartIds.push(
      await saveChart(api, `${run} ${index + 1}: ${chart.slice_name}`, datasource, {
        ...chart.params,
        datasource: `${datasource}__table`,
        adhoc_filters: adhocFilters,
      }),
    );
  }
  const metadata = filter
    ? {
        json_metadata: JSON.stringify({
          native_filter_configuration: [valueFilter(datasource, filter.column, filter.name)],
        }),
      }
    : {};
  // Published, so every user who may read its dataset may open it, as a dashboard shared with its readers.
  const dashboard = {
    dashboard_title: `bench: ${count} charts ${run}`,
    position_json: JSON.stringify(rowsOf(chartIds)),
    published: true,
    ...metadata,
  };
  const { status, body } = await api.post('/api/v1/dashboard/', dashboard);
  if (status !== 201) throw new Error(`creating the dashboard answered ${status}: ${JSON.stringify(body)}`);
  return Number(body.id);
}
