// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardMetadata } from '#shared/dashboard/metadata.ts';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import {
  ChartFiltersBadge,
  FilterBar,
  NativeFiltersProvider,
  useChartCrossFilter,
  useChartExtraFormData,
} from '../../../../../web/app/features/native-filters/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

vi.mock('../../../../../web/app/plugins/registry.ts', () => ({
  chartRegistrations: [{ vizType: 'pie', metadata: { name: 'Pie Chart', behaviors: ['INTERACTIVE_CHART'] } }],
}));

/** Chart 1 (pie) and chart 2 (pie) in one row. */
const layout = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'CHART-2'] },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1 } },
  'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 2 } },
};
const charts = [
  { id: 1, name: 'Births by gender', vizType: 'pie' },
  { id: 2, name: 'Births by state', vizType: 'pie' },
];
const target = (name: string) => [{ datasetId: 1, column: { name } }];
const metadata: DashboardMetadata = {
  native_filter_configuration: [
    {
      id: 'F-gender',
      type: 'NATIVE_FILTER',
      filterType: 'filter_select',
      name: 'Gender',
      targets: target('gender'),
      controlValues: { multiSelect: false },
      scope: { rootPath: ['ROOT_ID'], excluded: [2] },
    },
    {
      id: 'F-name',
      type: 'NATIVE_FILTER',
      filterType: 'filter_select',
      name: 'Name',
      targets: target('name'),
      controlValues: { multiSelect: false },
      cascadeParentIds: ['F-gender'],
    },
  ],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A fake API: chart data answers the grouped column's values; filter state answers a key. Requests are kept. */
function fakeApi() {
  const requests: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method: init?.method ?? 'GET', url, body });
      if (url === '/api/v1/chart/data') {
        const column = body.queries[0].columns[0] as string;
        const values = column === 'gender' ? ['boy', 'girl'] : ['Ann', 'Bo'];
        return json({ result: [{ data: values.map((value) => ({ [column]: value })), colnames: [column] }] });
      }
      if (url.endsWith('/filter_state')) return json({ key: 'k-1' }, 201);
      return json({ message: 'Not found' }, 404);
    }),
  );
  return requests;
}

/** Shows what the page's chart cards would receive, and lets chart 2 cross-filter. */
function ChartProbe({ chartId }: { chartId: number }) {
  const extra = useChartExtraFormData(chartId);
  const { setDataMask } = useChartCrossFilter(chartId, 'pie');
  return (
    <div>
      <output data-testid={`extra-${chartId}`}>{JSON.stringify(extra)}</output>
      <section aria-label={`badge of ${chartId}`}>
        <ChartFiltersBadge chartId={chartId} />
      </section>
      <button
        type="button"
        onClick={() =>
          setDataMask({
            extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] },
            filterState: { value: ['CA'] },
          })
        }
      >
        cross-filter from {chartId}
      </button>
    </div>
  );
}

function renderBar() {
  const Page = () => (
    <NativeFiltersProvider dashboardId={5} metadata={metadata} layout={layout} charts={charts}>
      <FilterBar />
      <ChartProbe chartId={1} />
      <ChartProbe chartId={2} />
    </NativeFiltersProvider>
  );
  const Stub = createRoutesStub([{ path: '/superset/dashboard/5', Component: Page }]);
  return renderWithProviders(<Stub initialEntries={['/superset/dashboard/5/']} />);
}

/** Picks an option once the filter's values have arrived. */
async function choose(label: string, option: string) {
  const input = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect((input as HTMLInputElement).placeholder).toBe('2 options'));
  fireEvent.click(input);
  // Mantine keeps the dropdown in a transition happy-dom never ends, so its options count as hidden.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

const extraOf = (chartId: number) => JSON.parse(screen.getByTestId(`extra-${chartId}`).textContent ?? '{}');

describe('filter bar', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('applies a chosen value to the charts in its scope only, and stores the state behind native_filters_key', async () => {
    // Arrange
    const requests = fakeApi();
    renderBar();

    // Act
    await choose('Gender', 'girl');
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

    // Assert
    await waitFor(() =>
      expect(requests.some((request) => request.url === '/api/v1/dashboard/5/filter_state')).toBe(true),
    );
    const stored = requests.find((request) => request.url === '/api/v1/dashboard/5/filter_state')!;
    const badges = [1, 2].map((chartId) => screen.getByRole('region', { name: `badge of ${chartId}` }).textContent);
    expect({
      chart1: extraOf(1),
      chart2: extraOf(2),
      badges,
      stored: JSON.parse((stored.body as { value: string }).value),
    }).toEqual({
      chart1: { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] },
      chart2: {},
      badges: ['1', ''],
      stored: {
        'F-gender': {
          id: 'F-gender',
          extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] },
          filterState: { value: ['girl'], label: 'girl' },
          ownState: {},
        },
      },
    });
  });

  it("asks a child filter's values under its parent's chosen value", async () => {
    // Arrange
    const requests = fakeApi();
    renderBar();

    // Act
    await choose('Gender', 'boy');

    // Assert
    await waitFor(() => {
      const nameQueries = requests.filter(
        (request) =>
          request.url === '/api/v1/chart/data' &&
          (request.body as { queries: { columns: string[] }[] }).queries[0]!.columns[0] === 'name',
      );
      expect(nameQueries.at(-1)?.body).toMatchObject({
        queries: [{ filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] }],
        form_data: { dashboardId: 5, type: 'NATIVE_FILTER', native_filter_id: 'F-name' },
      });
    });
  });

  it('shows a cross-filter, applies it to the other chart but not its own, and removes it', async () => {
    // Arrange
    fakeApi();
    renderBar();

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'cross-filter from 2' }));
    const card = await screen.findByTestId('cross-filter');
    const whileActive = { chart1: extraOf(1), chart2: extraOf(2), card: card.textContent };
    fireEvent.click(within(card).getByRole('button', { name: 'Remove cross-filter of Births by state' }));

    // Assert
    expect(whileActive).toEqual({
      chart1: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] },
      chart2: {},
      card: 'Births by statestate CA',
    });
    expect([screen.queryByTestId('cross-filter'), extraOf(1)]).toEqual([null, {}]);
  });

  it('clears every filter with Clear all', async () => {
    // Arrange
    fakeApi();
    renderBar();
    await choose('Gender', 'girl');
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(extraOf(1)).not.toEqual({}));

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));

    // Assert: it takes effect once the click has painted
    await waitFor(() =>
      expect([extraOf(1), screen.getByRole('button', { name: 'Clear all' }).hasAttribute('disabled')]).toEqual([
        {},
        true,
      ]),
    );
  });
});
