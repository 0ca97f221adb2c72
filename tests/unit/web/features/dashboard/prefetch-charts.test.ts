// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Layout, LayoutItem } from '#shared/dashboard/layout.ts';
import type { DashboardChartEntity } from '../../../../../web/app/features/dashboard/api-schemas.ts';
import type { DashboardModel } from '../../../../../web/app/features/dashboard/load-dashboard.ts';
import { prefetchShownCharts } from '../../../../../web/app/features/dashboard/prefetch-charts.ts';

const prefetched = vi.hoisted(() => ({ contexts: [] as unknown[] }));
vi.mock('../../../../../web/app/features/chart/index.ts', () => ({
  prefetchChartData: (context: unknown) => prefetched.contexts.push(context),
}));
vi.mock('../../../../../web/app/plugins/registry.ts', () => ({
  loadChartPlugin: async (vizType: string) =>
    vizType === 'pie'
      ? { buildQuery: (formData: Record<string, unknown>) => ({ form_data: formData, queries: [{}] }) }
      : Promise.reject(new Error('unknown')),
}));

const item = (id: string, type: LayoutItem['type'], children: string[] = [], chartId?: number): LayoutItem =>
  ({ id, type, children, parents: [], meta: chartId === undefined ? {} : { chartId } }) as LayoutItem;

/** A chart above the tabs, one in each of two tabs, and one of a type no plugin draws. */
const layout: Layout = Object.fromEntries(
  [
    item('ROOT_ID', 'ROOT', ['GRID_ID']),
    item('GRID_ID', 'GRID', ['CHART-top', 'TABS-1', 'CHART-odd']),
    item('CHART-top', 'CHART', [], 1),
    item('CHART-odd', 'CHART', [], 9),
    item('TABS-1', 'TABS', ['TAB-a', 'TAB-b']),
    item('TAB-a', 'TAB', ['CHART-a']),
    item('TAB-b', 'TAB', ['CHART-b']),
    item('CHART-a', 'CHART', [], 2),
    item('CHART-b', 'CHART', [], 3),
  ].map((entry) => [entry.id, entry]),
);

const chart = (id: number, vizType = 'pie') =>
  ({
    id,
    slice_name: `chart ${id}`,
    form_data: { viz_type: vizType, datasource: '3__table' },
  }) as unknown as DashboardChartEntity;

function model(metadata: DashboardModel['metadata'] = {}): DashboardModel {
  const charts = new Map([chart(1), chart(2), chart(3), chart(9, 'not_a_chart')].map((entry) => [entry.id, entry]));
  return {
    dashboard: { id: 7 },
    metadata,
    layout,
    charts,
    datasets: new Map(),
    permalink: null,
    etag: null,
  } as unknown as DashboardModel;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const prefetchedCharts = () =>
  prefetched.contexts.map((context) => (context as { form_data: { slice_id: number } }).form_data.slice_id);

describe('prefetchShownCharts', () => {
  afterEach(() => {
    prefetched.contexts.length = 0;
  });

  it("starts the queries of the charts shown on open, as their cards will build them, and not a hidden tab's", async () => {
    // Act
    prefetchShownCharts(model(), new URL('http://host/superset/dashboard/7/?standalone=1'));
    await settle();

    // Assert
    expect(prefetchedCharts()).toEqual([1, 2]);
    expect(prefetched.contexts[0]).toEqual({
      form_data: { viz_type: 'pie', datasource: '3__table', slice_id: 1, dashboardId: 7 },
      queries: [{}],
      force: false,
    });
  });

  it.each([
    [
      'the dashboard has native filters',
      model({ native_filter_configuration: [{ id: 'NATIVE_FILTER-1' }] } as DashboardModel['metadata']),
      '/',
    ],
    ['the URL holds a filter state', model(), '/?native_filters_key=abc'],
    ['the URL holds filters', model(), '/?native_filters=(x:1)'],
    ['the URL opens a tab by its anchor', model(), '/#TAB-b'],
    ['the URL focuses one chart', model(), '/?focused_chart=3'],
  ])('starts nothing when %s', async (_case, opened, path) => {
    // Act
    prefetchShownCharts(opened, new URL(`http://host/superset/dashboard/7${path}`));
    await settle();

    // Assert
    expect(prefetched.contexts).toEqual([]);
  });
});
