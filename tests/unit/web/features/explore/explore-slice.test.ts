import { describe, expect, it } from 'vitest';
import {
  controlChanged,
  datasourceUpdated,
  defaultsApplied,
  exploreSlice,
  formDataStandardized,
  hydrated,
  initialExploreState,
  queryStarted,
  sliceNameChanged,
  vizTypeSwitched,
  type ExploreState,
} from '../../../../../web/app/features/explore/state/explore-slice.ts';
import { NO_PERMISSIONS } from '../../../../../web/app/features/explore/state/permissions.ts';
import { datasource, savedChartResult } from './fixtures.ts';

const reduce = exploreSlice.reducer;
const permissions = { canAdd: true, canOverwrite: true, canDownload: false, canSqlLab: false };
const loaded: ExploreState = reduce(undefined, hydrated({ result: savedChartResult, permissions, formDataKey: 'k1' }));

describe('explore slice', () => {
  it('hydrates a saved chart: form data with slice_id, dataset, name and permissions', () => {
    // Arrange / Act: `loaded` above
    // Assert
    expect(loaded).toEqual({
      formData: { datasource: '3__table', viz_type: 'table', metrics: ['count'], groupby: ['name'], slice_id: 7 },
      datasource,
      slice: savedChartResult.slice,
      sliceName: 'Names',
      message: null,
      permissions,
      isStale: false,
      formDataKey: 'k1',
      savedFormData: null,
    });
  });

  it('hydrates a missing dataset as no datasource, keeping the message and defaulting to a table', () => {
    // Arrange
    const result = {
      dataset: {
        type: 'table',
        name: '[Missing Dataset]',
        columns: [],
        metrics: [],
        database: { id: 0 as const, backend: '' },
      },
      form_data: {},
      slice: null,
      message: 'The dataset associated with this chart no longer exists',
    };

    // Act
    const state = reduce(undefined, hydrated({ result, permissions: NO_PERMISSIONS }));

    // Assert
    expect([state.datasource, state.formData, state.message]).toEqual([
      null,
      { viz_type: 'table', datasource: '' },
      'The dataset associated with this chart no longer exists',
    ]);
  });

  it.each([
    ['a query control marks the chart stale', { name: 'row_limit', value: 10, renderTrigger: false }, true],
    [
      'a render control redraws without going stale',
      { name: 'color_scheme', value: 'bnbColors', renderTrigger: true },
      false,
    ],
  ])('%s', (_case, change, stale) => {
    // Act
    const state = reduce(loaded, controlChanged(change));

    // Assert
    expect([state.formData?.[change.name], state.isStale]).toEqual([change.value, stale]);
  });

  it('switches the viz type keeping shared fields and going stale', () => {
    // Act
    const state = reduce(
      loaded,
      vizTypeSwitched({
        vizType: 'pie',
        panel: { controlNames: ['metric', 'groupby', 'donut'], defaults: { donut: false } },
      }),
    );

    // Assert
    expect([state.formData, state.isStale]).toEqual([
      { donut: false, datasource: '3__table', viz_type: 'pie', slice_id: 7, metric: 'count', groupby: ['name'] },
      true,
    ]);
  });

  it('ignores a switch to the viz type already shown', () => {
    // Act
    const state = reduce(loaded, vizTypeSwitched({ vizType: 'table', panel: { controlNames: [], defaults: {} } }));

    // Assert
    expect(state).toBe(loaded);
  });

  it.each([
    ['fills only missing fields', 'table', { row_limit: 1000, metrics: [] }, { row_limit: 1000, metrics: ['count'] }],
    ['ignores defaults of another viz type', 'pie', { row_limit: 5 }, { row_limit: undefined, metrics: ['count'] }],
  ])('applies defaults: %s', (_case, vizType, defaults, expected) => {
    // Act
    const state = reduce(loaded, defaultsApplied({ vizType, defaults, controlNames: Object.keys(defaults) }));

    // Assert
    expect({ row_limit: state.formData?.row_limit, metrics: state.formData?.metrics }).toEqual(expected);
  });

  it("starts a new time-series chart on the dataset's time column, with a time filter on it", () => {
    // Arrange
    const result = {
      ...savedChartResult,
      slice: null,
      form_data: { datasource: '3__table', viz_type: 'echarts_timeseries_line' },
    };
    const opened = reduce(undefined, hydrated({ result, permissions }));

    // Act
    const state = reduce(
      opened,
      defaultsApplied({
        vizType: 'echarts_timeseries_line',
        defaults: { row_limit: 10000 },
        controlNames: ['x_axis', 'metrics', 'adhoc_filters', 'row_limit'],
      }),
    );

    // Assert
    expect(state.formData).toEqual({
      datasource: '3__table',
      viz_type: 'echarts_timeseries_line',
      row_limit: 10000,
      x_axis: 'ds',
      adhoc_filters: [
        {
          clause: 'WHERE',
          subject: 'ds',
          operator: 'TEMPORAL_RANGE',
          comparator: 'No filter',
          expressionType: 'SIMPLE',
        },
      ],
    });
  });

  it('takes the saved chart with the same defaults as the baseline of "Altered", whatever form data the URL opened', () => {
    // Arrange: the URL's cached form data already differs from the saved chart
    const opened = reduce(
      undefined,
      hydrated({
        result: {
          ...savedChartResult,
          form_data: { datasource: '3__table', viz_type: 'table', metrics: ['count'], groupby: [] },
        },
        permissions,
      }),
    );

    // Act
    const state = reduce(
      opened,
      defaultsApplied({
        vizType: 'table',
        defaults: { row_limit: 10000 },
        controlNames: ['metrics', 'groupby', 'row_limit'],
      }),
    );

    // Assert
    expect(state.savedFormData).toEqual({ row_limit: 10000, datasource: '3__table', viz_type: 'table' });
  });

  it('lets the new chart type adjust the form data carried over, keeping its dataset', () => {
    // Act
    const state = reduce(
      loaded,
      formDataStandardized({
        vizType: 'table',
        formData: { viz_type: 'table', datasource: '9__table', row_limit: 100 },
      }),
    );

    // Assert
    expect(state.formData).toEqual({ viz_type: 'table', datasource: '3__table', row_limit: 100 });
  });

  it('renames the chart and clears staleness when a query starts', () => {
    // Arrange
    const stale = reduce(loaded, controlChanged({ name: 'row_limit', value: 5, renderTrigger: false }));

    // Act
    const state = reduce(reduce(stale, sliceNameChanged('Top names')), queryStarted());

    // Assert
    expect([state.sliceName, state.isStale]).toEqual(['Top names', false]);
  });

  it('ignores control changes before anything is loaded', () => {
    // Act
    const state = reduce(undefined, controlChanged({ name: 'x', value: 1, renderTrigger: false }));

    // Assert
    expect(state).toEqual(initialExploreState);
  });

  it.each([
    ['takes the edited dataset, with its new metric, in place of the one Explore showed', 3, true],
    ['ignores an edit of another dataset (the chart moved on meanwhile)', 4, false],
  ])('%s', (_case, id, taken) => {
    // Arrange
    const edited = {
      ...datasource,
      id,
      metrics: [...datasource.metrics, { ...datasource.metrics[0]!, metric_name: 'revenue' }],
    };

    // Act
    const state = reduce(loaded, datasourceUpdated(edited));

    // Assert
    expect(state).toEqual({ ...loaded, datasource: taken ? edited : datasource });
  });
});
