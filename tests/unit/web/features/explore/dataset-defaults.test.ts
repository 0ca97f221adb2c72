import { describe, expect, it } from 'vitest';
import {
  datasetInitialValues,
  defaultTemporalColumn,
} from '../../../../../web/app/features/explore/state/dataset-defaults.ts';
import { datasource } from './fixtures.ts';

const TIME_SERIES = new Set(['x_axis', 'metrics', 'adhoc_filters']);
const noFilter = (subject: string) => ({
  clause: 'WHERE',
  subject,
  operator: 'TEMPORAL_RANGE',
  comparator: 'No filter',
  expressionType: 'SIMPLE',
});
const withoutTime = {
  ...datasource,
  main_dttm_col: null,
  columns: datasource.columns.filter((column) => !column.is_dttm),
};

describe('the dataset time column', () => {
  it.each([
    ['the main datetime column', datasource, 'ds'],
    ['the first temporal column when no main one is set', { ...datasource, main_dttm_col: null }, 'ds'],
    ['nothing for a dataset without time columns', withoutTime, undefined],
    ['nothing without a dataset', null, undefined],
  ])('is %s', (_case, dataset, expected) => {
    // Act
    const column = defaultTemporalColumn(dataset);

    // Assert
    expect(column).toBe(expected);
  });
});

describe('initial values from the dataset', () => {
  it.each([
    [
      'a new time-series chart gets the time column on its x-axis and a time filter',
      { viz_type: 'line', datasource: '3__table' },
      TIME_SERIES,
      { x_axis: 'ds', adhoc_filters: [noFilter('ds')] },
    ],
    [
      'an older chart keeps its time column and time range',
      { viz_type: 'line', datasource: '3__table', granularity_sqla: 'ds2', time_range: 'Last week' },
      TIME_SERIES,
      {
        x_axis: 'ds2',
        adhoc_filters: [
          {
            clause: 'WHERE',
            subject: 'ds2',
            operator: 'TEMPORAL_RANGE',
            comparator: 'Last week',
            expressionType: 'SIMPLE',
          },
        ],
      },
    ],
    [
      'a chosen x-axis and an existing time filter stay',
      { viz_type: 'line', datasource: '3__table', x_axis: 'name', adhoc_filters: [noFilter('ds')] },
      TIME_SERIES,
      {},
    ],
    [
      'other filters are kept before the time filter',
      {
        viz_type: 'line',
        datasource: '3__table',
        x_axis: 'name',
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 1' }],
      },
      TIME_SERIES,
      {
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 1' }, noFilter('ds')],
      },
    ],
    [
      'a chart with its own Time Range control gets no time filter',
      { viz_type: 'legacy', datasource: '3__table' },
      new Set(['adhoc_filters', 'time_range']),
      {},
    ],
    [
      'a chart without these controls gets nothing',
      { viz_type: 'big_number_total', datasource: '3__table' },
      new Set(['metric']),
      {},
    ],
  ])('%s', (_case, formData, controls, expected) => {
    // Act
    const values = datasetInitialValues(formData, controls, datasource);

    // Assert
    expect(values).toEqual(expected);
  });

  it('gives nothing for a dataset without time columns', () => {
    // Act
    const values = datasetInitialValues({ viz_type: 'line', datasource: '3__table' }, TIME_SERIES, withoutTime);

    // Assert
    expect(values).toEqual({});
  });
});
