import { describe, expect, it } from 'vitest';
import { BadRequestError } from '#shared/errors.ts';
import { splitAdhocFilters } from '#functions/explore/adhoc-filters.ts';
import { parseDatasourceKey } from '#functions/explore/datasource-key.ts';
import { LegacyFormData } from '#functions/explore/form-data.ts';
import { formDataToQueryContext } from '#functions/explore/query-context.ts';

const COMMON = { annotation_layers: [], applied_time_extras: {}, url_params: {} };

describe('splitAdhocFilters', () => {
  it('turns SIMPLE WHERE filters into {col, op, val} and AND-s SQL filters by clause', () => {
    // Arrange
    const adhoc =
      LegacyFormData.shape.adhoc_filters.parse([
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gender', operator: '==', comparator: 'girl' },
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'in', comparator: ['CA', 'NY'] },
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'name', operator: 'IS NOT NULL' },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 10' },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: "state <> 'TX'" },
        { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 100' },
        { expressionType: 'SIMPLE', clause: 'HAVING', subject: 'num', operator: '>', comparator: 5 },
      ]) ?? [];

    // Act
    const split = splitAdhocFilters(adhoc);

    // Assert
    expect(split).toEqual({
      filters: [
        { col: 'gender', op: '==', val: 'girl' },
        { col: 'state', op: 'IN', val: ['CA', 'NY'] },
        { col: 'name', op: 'IS NOT NULL' },
      ],
      where: "(num > 10) AND (state <> 'TX')",
      having: '(SUM(num) > 100)',
    });
  });
});

describe('parseDatasourceKey', () => {
  it('reads the id of "<id>__table"', () => {
    // Arrange / Act
    const id = parseDatasourceKey('12__table');

    // Assert
    expect(id).toBe(12);
  });

  it.each([
    ['12'],
    ['abc__table'],
    ['12__query'],
    [''],
    [undefined],
    ['0__table'],
    ['012__table'],
    [' 12__table'],
    ['1e1__table'],
    ['+12__table'],
  ])('refuses %j with a 400', (key) => {
    // Arrange / Act
    const attempt = () => parseDatasourceKey(key);

    // Assert
    expect(attempt).toThrow(BadRequestError);
  });
});

describe('formDataToQueryContext', () => {
  it('builds an aggregate table query with percent metrics, sort by the first metric and the time column', () => {
    // Arrange
    const formData = LegacyFormData.parse({
      datasource: '3__table',
      viz_type: 'table',
      groupby: ['state'],
      metrics: ['count'],
      percent_metrics: ['count', 'sum__num'],
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gender', operator: '==', comparator: 'boy' },
      ],
      row_limit: 50,
      time_range: 'Last year',
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1Y',
      include_time: true,
    });

    // Act
    const context = formDataToQueryContext(formData, { resultType: 'full', force: true });

    // Assert
    expect(context).toEqual({
      datasource: { id: 3, type: 'table' },
      force: true,
      queries: [
        {
          ...COMMON,
          filters: [{ col: 'gender', op: '==', val: 'boy' }],
          extras: { where: '', having: '', time_grain_sqla: 'P1Y' },
          time_range: 'Last year',
          granularity: 'ds',
          columns: ['state'],
          metrics: ['count', 'sum__num'],
          orderby: [['count', false]],
          is_timeseries: true,
          row_limit: 50,
        },
      ],
      form_data: formData,
      result_format: 'json',
      result_type: 'full',
    });
  });

  it('builds a raw table query from all_columns and order_by_cols', () => {
    // Arrange
    const formData = LegacyFormData.parse({
      datasource: '3__table',
      viz_type: 'table',
      all_columns: ['name', 'num'],
      order_by_cols: ['["num", false]', 'not json'],
      row_limit: '10',
    });

    // Act
    const [query] = formDataToQueryContext(formData, { resultType: 'query', force: false }).queries;

    // Assert
    expect(query).toEqual({
      ...COMMON,
      filters: [],
      extras: { where: '', having: '' },
      time_range: 'No filter',
      columns: ['name', 'num'],
      metrics: [],
      orderby: [['num', false]],
      is_timeseries: false,
      row_limit: 10,
    });
  });

  it('builds a time series query with series limit, sort metric and time comparison', () => {
    // Arrange
    const formData = LegacyFormData.parse({
      datasource: '3__table',
      viz_type: 'echarts_timeseries_line',
      metrics: ['sum__num'],
      groupby: ['gender'],
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1M',
      time_range: '2000-01-01 : 2005-01-01',
      limit: 5,
      timeseries_limit_metric: 'count',
      order_desc: false,
      time_compare: '1 year ago',
      row_limit: 1000,
    });

    // Act
    const [query] = formDataToQueryContext(formData, { resultType: 'full', force: false }).queries;

    // Assert
    expect(query).toEqual({
      ...COMMON,
      filters: [],
      extras: { where: '', having: '', time_grain_sqla: 'P1M' },
      time_range: '2000-01-01 : 2005-01-01',
      granularity: 'ds',
      columns: ['gender'],
      metrics: ['sum__num'],
      is_timeseries: true,
      orderby: [['count', true]],
      order_desc: false,
      series_limit: 5,
      series_limit_metric: 'count',
      row_limit: 1000,
      time_offsets: ['1 year ago'],
    });
  });

  it('refuses a time series without a time column', () => {
    // Arrange
    const formData = LegacyFormData.parse({ datasource: '3__table', viz_type: 'line', metrics: ['count'] });

    // Act
    const attempt = () => formDataToQueryContext(formData, { resultType: 'full', force: false });

    // Assert
    expect(attempt).toThrow(new BadRequestError('Pick a time column (granularity_sqla) for a time series'));
  });

  it('refuses an unsupported viz type, naming it', () => {
    // Arrange
    const formData = LegacyFormData.parse({ datasource: '3__table', viz_type: 'sunburst_v2', metrics: ['count'] });

    // Act
    const attempt = () => formDataToQueryContext(formData, { resultType: 'full', force: false });

    // Assert
    expect(attempt).toThrow(
      new BadRequestError(
        'Viz type "sunburst_v2" is not supported by /superset/explore_json/: use table, line, bar, area or echarts_timeseries*',
      ),
    );
  });
});
