// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { makeStore } from '../../../../../web/app/core/store.ts';
import { ChartArea } from '../../../../../web/app/features/explore/components/chart/chart-area.tsx';
import { runChartQuery } from '../../../../../web/app/features/explore/components/chart/run-chart-query.ts';
import { selectChartState } from '../../../../../web/app/features/explore/state/index.ts';
import type { ChartPlugin, ChartPropsInput } from '../../../../../web/app/plugins/types.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';
import { datasource } from './fixtures.ts';

const asyncEvents = vi.hoisted(() => ({ waitForChartData: vi.fn() }));
vi.mock('../../../../../web/app/features/async-events/index.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  waitForChartData: asyncEvents.waitForChartData,
}));

const formData = { viz_type: 'fake', datasource: '3__table' };
const plugin: ChartPlugin = {
  metadata: { name: 'Fake', description: '', category: 'Table', tags: [] },
  buildQuery: () => ({ datasource: { id: 3, type: 'table' }, queries: [{}] }),
  transformProps: ({ queriesData }: ChartPropsInput) => ({ rows: queriesData[0]?.data.length }),
  controlPanel: { sections: [] },
  Chart: ({ rows }: { rows?: number }) => <p>{`drawn ${rows} rows`}</p>,
} as unknown as ChartPlugin;

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runChartQuery', () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    asyncEvents.waitForChartData.mockReset();
    window.localStorage.clear();
  });

  it.each([
    [
      'a 200 answer succeeds',
      answer(200, { result: [{ data: [{ n: 1 }], colnames: ['n'], coltypes: [0], rowcount: 1 }] }),
      'success',
      [],
    ],
    [
      'a query error keeps Superset’s errors',
      answer(400, {
        errors: [
          {
            message: 'Columns missing in dataset: [nope]',
            error_type: 'COLUMN_DOES_NOT_EXIST_ERROR',
            level: 'error',
            extra: {},
          },
        ],
      }),
      'failed',
      [
        {
          message: 'Columns missing in dataset: [nope]',
          error_type: 'COLUMN_DOES_NOT_EXIST_ERROR',
          level: 'error',
          extra: {},
        },
      ],
    ],
  ])('%s', async (_case, fetchStub, status, errors) => {
    // Arrange
    vi.stubGlobal('fetch', fetchStub);
    const store = makeStore();

    // Act
    store.dispatch(runChartQuery(plugin, formData, { clock: () => 5 }));
    await vi.waitFor(() => expect(selectChartState(store.getState()).status).not.toBe('loading'));

    // Assert
    const chart = selectChartState(store.getState());
    expect([chart.status, chart.errors, chart.chartUpdateStartTime, chart.chartUpdateEndTime]).toEqual([
      status,
      errors,
      5,
      5,
    ]);
  });

  it('follows a 202 answer to its job’s result', async () => {
    // Arrange
    vi.stubGlobal('fetch', answer(202, { job_id: 'j1', channel_id: 'c1', status: 'pending' }));
    asyncEvents.waitForChartData.mockResolvedValue({
      result: [{ data: [{ n: 1 }, { n: 2 }], colnames: ['n'], coltypes: [0], rowcount: 2 }],
    });
    const store = makeStore();

    // Act
    store.dispatch(runChartQuery(plugin, formData, { clock: () => 7 }));
    await vi.waitFor(() => expect(selectChartState(store.getState()).status).not.toBe('loading'));

    // Assert
    const chart = selectChartState(store.getState());
    expect([chart.status, chart.queriesResponse, asyncEvents.waitForChartData.mock.calls[0]?.[0]]).toEqual([
      'success',
      [{ data: [{ n: 1 }, { n: 2 }], colnames: ['n'], coltypes: [0], rowcount: 2 }],
      { job_id: 'j1', channel_id: 'c1', status: 'pending' },
    ]);
  });

  it('shows a failed job’s errors', async () => {
    // Arrange
    vi.stubGlobal('fetch', answer(202, { job_id: 'j2', channel_id: 'c1' }));
    asyncEvents.waitForChartData.mockRejectedValue({
      messages: ['Table not found'],
      errors: [{ message: 'Table not found', error_type: 'TABLE_DOES_NOT_EXIST_ERROR' }],
    });
    const store = makeStore();

    // Act
    store.dispatch(runChartQuery(plugin, formData, { clock: () => 7 }));
    await vi.waitFor(() => expect(selectChartState(store.getState()).status).not.toBe('loading'));

    // Assert
    expect(selectChartState(store.getState()).errors).toEqual([
      { message: 'Table not found', error_type: 'TABLE_DOES_NOT_EXIST_ERROR', extra: null },
    ]);
  });

  it('stops the wait for a 202 answer’s job', async () => {
    // Arrange
    vi.stubGlobal('fetch', answer(202, { job_id: 'j3', channel_id: 'c1' }));
    let waitSignal: AbortSignal | undefined;
    asyncEvents.waitForChartData.mockImplementation((_job: unknown, signal: AbortSignal) => {
      waitSignal = signal;
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    const store = makeStore();
    const running = store.dispatch(runChartQuery(plugin, formData, { clock: () => 9 }));
    await vi.waitFor(() => expect(waitSignal).toBeDefined());

    // Act
    running.abort();
    await settle();

    // Assert
    expect([waitSignal?.aborted, selectChartState(store.getState()).status]).toEqual([true, 'stopped']);
  });

  it('stops a running query', async () => {
    // Arrange
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const store = makeStore();
    const running = store.dispatch(runChartQuery(plugin, formData, { clock: () => 9 }));

    // Act
    running.abort();
    await settle();

    // Assert
    expect(selectChartState(store.getState())).toMatchObject({
      status: 'stopped',
      errors: [{ message: 'Updating chart was stopped' }],
    });
  });
});

describe('ChartArea', () => {
  it.each([
    ['no dataset', null, {}, 'Choose a dataset'],
    [
      'invalid controls before the first run',
      datasource,
      { metrics: ['cannot be empty'] },
      'Add required control values to preview chart',
    ],
    ['a valid chart before the first run', datasource, {}, 'Your chart is ready to go!'],
  ])('shows %s', (_case, source, validationErrors, expected) => {
    // Act
    renderWithProviders(
      <ChartArea
        pluginState={{ status: 'ready', plugin, colorFor: () => '#000000' }}
        datasource={source}
        validationErrors={validationErrors}
        onDrill={() => undefined}
      />,
    );

    // Assert
    expect(screen.getByTestId('explore-chart-container').textContent).toContain(expected);
  });
});
