import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import type { BenchApi } from '../api-client.ts';
import { datasetId, saveChart } from './session.ts';

/** Superset's own Featured Charts (every core chart type over cleaned_sales_data), the bench's chart mix. */
const FEATURED = resolve('tests/fixtures/superset-examples/charts/Featured_Charts');
const DATASET = 'cleaned_sales_data';
const CHART_WIDTH = 4;
const CHART_HEIGHT = 50;

interface FeaturedChart {
  slice_name: string;
  viz_type: string;
  params: Record<string, unknown>;
}

async function featuredCharts(): Promise<FeaturedChart[]> {
  const files = (await readdir(FEATURED)).filter((file) => file.endsWith('.yaml')).sort();
  return Promise.all(files.map(async (file) => parse(await readFile(join(FEATURED, file), 'utf8')) as FeaturedChart));
}

/**
 * A WHERE clause true for every row but different per chart and run, so each chart's query misses the result cache:
 * the dashboard opens with a cold cache however often the bench runs.
 */
const saltFilter = (salt: number) => ({
  expressionType: 'SQL', clause: 'WHERE', sqlExpression: `${salt} = ${salt}`, subject: null, operator: null, comparator: null, filterOptionName: `bench_salt_${salt}`,
});

/** Superset's layout of charts in rows of three (width 4, height 50) under the grid. */
function rowsOf(chartIds: readonly number[]): Record<string, unknown> {
  const layout: Record<string, unknown> = { DASHBOARD_VERSION_KEY: 'v2', ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] } };
  const rows: string[] = [];
  chartIds.forEach((chartId, index) => {
    const rowId = `ROW-${Math.floor(index / 3)}`;
    if (index % 3 === 0) {
      rows.push(rowId);
      layout[rowId] = { id: rowId, type: 'ROW', children: [], parents: ['ROOT_ID', 'GRID_ID'], meta: { background: 'BACKGROUND_TRANSPARENT' } };
    }
    const id = `CHART-${chartId}`;
    (layout[rowId] as { children: string[] }).children.push(id);
    layout[id] = { id, type: 'CHART', children: [], parents: ['ROOT_ID', 'GRID_ID', rowId], meta: { chartId, width: CHART_WIDTH, height: CHART_HEIGHT } };
  });
  layout.GRID_ID = { id: 'GRID_ID', type: 'GRID', children: rows, parents: ['ROOT_ID'] };
  return layout;
}

/** Creates `count` charts cycling through the Featured Charts (each with its own salt) and a dashboard of them; answers its id. */
export async function createBenchDashboard(api: BenchApi, count: number, run: string): Promise<number> {
  const datasource = await datasetId(api, DATASET);
  const featured = await featuredCharts();
  const chartIds: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const chart = featured[index % featured.length]!;
    const salt = Number(`${Date.now() % 100_000}${index}`);
    const adhocFilters = [...((chart.params.adhoc_filters as unknown[] | undefined) ?? []), saltFilter(salt)];
    chartIds.push(await saveChart(api, `${run} ${index + 1}: ${chart.slice_name}`, datasource, { ...chart.params, datasource: `${datasource}__table`, adhoc_filters: adhocFilters }));
  }
  const { status, body } = await api.post('/api/v1/dashboard/', { dashboard_title: `bench: ${count} charts ${run}`, position_json: JSON.stringify(rowsOf(chartIds)) });
  if (status !== 201) throw new Error(`creating the dashboard answered ${status}: ${JSON.stringify(body)}`);
  return Number(body.id);
}
