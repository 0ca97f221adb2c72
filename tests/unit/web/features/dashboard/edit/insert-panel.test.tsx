// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import rison from 'rison';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../../web/app/core/http/token-store.ts';
import { InsertPanel, LayoutDndProvider } from '../../../../../../web/app/features/dashboard/edit/index.ts';
import { chart, gridLayout, n } from '../../../../shared/dashboard/layout-fixtures.ts';
import { renderWithProviders } from '../../../render-with-providers.tsx';

const layout = gridLayout(n('ROW-a', 'ROW', [chart('CHART-a', 4, 11)]));
const charts = [
  {
    id: 11,
    slice_name: 'Births by state',
    viz_type: 'pie',
    datasource_name_text: 'birth_names',
    changed_on_delta_humanized: '2 days ago',
  },
  {
    id: 12,
    slice_name: 'Sales trend',
    viz_type: 'echarts_timeseries_line',
    datasource_name_text: 'cleaned_sales_data',
    changed_on_delta_humanized: 'a month ago',
  },
];

/** A chart list answering `charts`, recording each request's decoded `q`. */
function fakeChartApi() {
  const queries: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      queries.push(rison.decode(url.searchParams.get('q') ?? '()'));
      return new Response(JSON.stringify({ count: charts.length, ids: charts.map(({ id }) => id), result: charts }), {
        status: 200,
      });
    }),
  );
  return queries;
}

const renderPanel = () =>
  renderWithProviders(
    <LayoutDndProvider layout={layout} onDrop={vi.fn()} onRefused={vi.fn()}>
      <InsertPanel layout={layout} currentUserId={1} />
    </LayoutDndProvider>,
  );

describe('InsertPanel', () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('lists charts most recent first, marking those the dashboard already shows', async () => {
    // Arrange
    const queries = fakeChartApi();

    // Act
    renderPanel();

    // Assert
    await screen.findByText('Births by state');
    const cards = screen
      .getAllByRole('button', { name: /^Drag .* onto the dashboard$/ })
      .map((card) => card.textContent);
    expect(cards).toEqual([
      'Births by stateAddedpie · birth_namesModified 2 days ago',
      'Sales trendNot addedecharts_timeseries_line · cleaned_sales_dataModified a month ago',
    ]);
    expect(queries[0]).toMatchObject({
      filters: [],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 200,
    });
  });

  it('searches all chart text and keeps only my charts on request', async () => {
    // Arrange
    const queries = fakeChartApi();
    renderPanel();
    await screen.findByText('Births by state');

    // Act
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter your charts' }), { target: { value: 'sales' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show only my charts' }));

    // Assert
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({
        filters: [
          { col: 'slice_name', opr: 'chart_all_text', value: 'sales' },
          { col: 'owners', opr: 'rel_m_m', value: 1 },
        ],
        order_column: 'changed_on_delta_humanized',
      }),
    );
  });

  it('offers the layout elements to drag in', async () => {
    // Arrange
    fakeChartApi();
    renderPanel();

    // Act
    fireEvent.click(screen.getByRole('tab', { name: 'Layout elements' }));

    // Assert
    const sources = await screen.findAllByRole('button', { name: /^Drag .* onto the dashboard$/ });
    expect(sources.map((source) => source.textContent)).toEqual([
      'Tabs',
      'Row',
      'Column',
      'Header',
      'Text / Markdown',
      'Divider',
    ]);
  });
});
