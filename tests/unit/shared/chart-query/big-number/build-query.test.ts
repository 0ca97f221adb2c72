import { describe, expect, it } from 'vitest';
import { buildQuery as buildTotal } from '#shared/chart-query/big-number/total/build-query.ts';
import { buildQuery as buildTrend } from '#shared/chart-query/big-number/trendline/build-query.ts';
import { exampleChart } from '../fixtures.ts';

const ORDER_DATE_AXIS = {
  timeGrain: 'P1M',
  columnType: 'BASE_AXIS',
  sqlExpression: 'order_date',
  label: 'order_date',
  expressionType: 'SQL',
  isColumnReference: true,
};

describe('big number buildQuery', () => {
  it('sends the Featured Big Number as the base query: the metric over the filtered rows', () => {
    // Arrange
    const formData = exampleChart('Featured_Charts/Big_Number_108.yaml').formData;
    // Act
    const [query] = buildTotal(formData).queries;
    // Assert
    expect({
      columns: query?.columns,
      metrics: query?.metrics,
      orderby: query?.orderby,
      post_processing: query?.post_processing,
      filters: query?.filters,
    }).toEqual({
      columns: [],
      metrics: ['count'],
      orderby: [],
      post_processing: undefined,
      filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
    });
  });

  it('sends the Featured trendline as one monthly query pivoted on order_date', () => {
    const formData = exampleChart('Featured_Charts/Big_Number_with_Trendline.yaml').formData;
    const context = buildTrend(formData);
    expect(context.queries).toHaveLength(1);
    const [query] = context.queries;
    expect({
      columns: query?.columns,
      metrics: query?.metrics,
      post_processing: query?.post_processing,
      is_timeseries: query?.is_timeseries,
    }).toEqual({
      columns: [ORDER_DATE_AXIS],
      metrics: ['count'],
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['order_date'],
            columns: [],
            aggregates: { count: { operator: 'mean' } },
            drop_missing_columns: true,
          },
        },
        { operation: 'flatten' },
      ],
      is_timeseries: undefined,
    });
  });

  it.each([
    ['cumsum', [{ operation: 'cum', options: { operator: 'sum', columns: { count: 'count' } } }]],
    [
      'mean',
      [
        {
          operation: 'rolling',
          options: { rolling_type: 'mean', window: 3, min_periods: 0, columns: { count: 'count' } },
        },
      ],
    ],
    ['None', []],
  ])('rolls the trend with rolling_type %s between pivot and flatten', (rollingType, rolling) => {
    const formData = {
      ...exampleChart('Featured_Charts/Big_Number_with_Trendline.yaml').formData,
      rolling_type: rollingType,
      rolling_periods: 3,
    };
    const steps = buildTrend(formData).queries[0]?.post_processing?.map((step) => step?.operation);
    expect(steps).toEqual(['pivot', ...rolling.map((step) => step.operation), 'flatten']);
    expect(buildTrend(formData).queries[0]?.post_processing?.slice(1, -1)).toEqual(rolling);
  });

  it('adds the overall-value query without a time column for the raw aggregation', () => {
    const formData = { ...exampleChart('Featured_Charts/Big_Number_with_Trendline.yaml').formData, aggregation: 'raw' };
    const [, overall] = buildTrend(formData).queries;
    expect({
      columns: overall?.columns,
      metrics: overall?.metrics,
      is_timeseries: overall?.is_timeseries,
      post_processing: overall?.post_processing,
    }).toEqual({
      columns: [],
      metrics: ['count'],
      is_timeseries: false,
      post_processing: [],
    });
  });
});
