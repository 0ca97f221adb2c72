import { describe, expect, it } from 'vitest';
import { ChartDataQueryContext } from '#shared/query-context/index.ts';
import { buildMixedQuery, queryBFormData } from '#shared/chart-query/mixed-timeseries/build-query.ts';
import { mixedFormData } from '../fixtures.ts';

describe('mixed_timeseries buildQuery', () => {
  it('splits Query B fields from Query A', () => {
    // Act
    const b = queryBFormData(mixedFormData);

    // Assert
    expect([b.metrics, b.groupby, b.metrics_b, b.x_axis]).toEqual([['count'], ['gender'], undefined, 'ds']);
  });

  it('builds two time-series queries over the shared x-axis', () => {
    // Act
    const context = buildMixedQuery(mixedFormData);

    // Assert
    const [a, b] = context.queries;
    expect(ChartDataQueryContext.safeParse(JSON.parse(JSON.stringify(context))).success).toBe(true);
    expect([
      a!.metrics,
      a!.series_columns,
      a!.extras?.where,
      b!.metrics,
      b!.series_columns,
      b!.extras?.where,
      b!.post_processing?.[0],
    ]).toEqual([
      ['sum__num'],
      [],
      '',
      ['count'],
      ['gender'],
      "(state = 'CA')",
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['gender'],
          aggregates: { count: { operator: 'mean' } },
          drop_missing_columns: true,
        },
      },
    ]);
  });
});
