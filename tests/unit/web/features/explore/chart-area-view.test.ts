import { describe, expect, it } from 'vitest';
import {
  chartAreaView,
  type ChartAreaInputs,
  type ChartAreaView,
} from '../../../../../web/app/features/explore/components/chart/chart-area-view.ts';
import { initialChartState, type ChartState } from '../../../../../web/app/features/explore/state/chart-slice.ts';
import type { ChartPlugin } from '../../../../../web/app/plugins/types.ts';

const tableAnswer = [
  { data: [{ gender: 'boy', count: 3 }], colnames: ['gender', 'count'], coltypes: [1, 0], rowcount: 1 },
];
const drawnTable: ChartState = {
  ...initialChartState,
  status: 'rendered',
  latestQueryFormData: { viz_type: 'table', datasource: '3__table' },
  queriesResponse: tableAnswer,
};
const readyPlugin = { status: 'ready', plugin: {} as ChartPlugin, colorFor: () => '#000' } as const;
const inputs = (overrides: Partial<ChartAreaInputs>): ChartAreaInputs => ({
  hasDataset: true,
  pluginState: readyPlugin,
  vizType: 'table',
  validationErrors: {},
  chart: drawnTable,
  ...overrides,
});

describe('chartAreaView', () => {
  it.each<[string, Partial<ChartAreaInputs>, ChartAreaView]>([
    ['draws an answer of its own type', {}, 'chart'],
    ['asks for a run when the answer is of another type', { vizType: 'pie' }, 'type-changed'],
    [
      'names the missing controls of the new type before any drawing',
      { vizType: 'pie', validationErrors: { metric: ['cannot be empty'] } },
      'missing-controls',
    ],
    [
      'waits for the new type while its query runs',
      { vizType: 'pie', chart: { ...drawnTable, status: 'loading' } },
      'querying',
    ],
    [
      'says there are no results for an empty answer of its own type',
      { chart: { ...drawnTable, queriesResponse: [{ ...tableAnswer[0]!, data: [] }] } },
      'no-results',
    ],
    ['shows the ready state before the first run', { chart: initialChartState }, 'ready'],
    [
      'shows the plugin loading before anything else',
      { vizType: 'pie', pluginState: { status: 'loading' } },
      'plugin-loading',
    ],
  ])('%s', (_case, overrides, expected) => {
    // Act
    const view = chartAreaView(inputs(overrides));

    // Assert
    expect(view).toBe(expected);
  });
});
