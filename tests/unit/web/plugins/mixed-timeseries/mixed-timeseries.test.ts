import { describe, expect, it } from 'vitest';
import { ChartDataQueryContext } from '../../../../../shared/query-context/index.ts';
import type { TimeseriesChartProps } from '../../../../../web/app/plugins/common/timeseries/transform-props.ts';
import mixed from '../../../../../web/app/plugins/mixed-timeseries/index.ts';
import { queryBFormData } from '../../../../../web/app/plugins/mixed-timeseries/build-query.ts';
import { YEARS, propsInput, timeseriesFormData } from '../timeseries/fixtures.ts';

const formData = timeseriesFormData('mixed_timeseries', {
  groupby: [],
  metrics: ['sum__num'],
  metrics_b: ['count'],
  groupby_b: ['gender'],
  adhoc_filters_b: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "state = 'CA'" }],
  seriesType: 'bar',
  seriesTypeB: 'line',
  yAxisIndexB: 1,
  y_axis_format_secondary: ',d',
  show_query_identifiers: true,
});

describe('mixed_timeseries', () => {
  it('splits Query B fields from Query A', () => {
    // Act
    const b = queryBFormData(formData);

    // Assert
    expect([b.metrics, b.groupby, b.metrics_b, b.x_axis]).toEqual([['count'], ['gender'], undefined, 'ds']);
  });

  it('builds two time-series queries over the shared x-axis', () => {
    // Act
    const context = mixed.buildQuery(formData);

    // Assert
    const [a, b] = context.queries;
    expect(ChartDataQueryContext.safeParse(JSON.parse(JSON.stringify(context))).success).toBe(true);
    expect([a!.metrics, a!.series_columns, a!.extras?.where, b!.metrics, b!.series_columns, b!.extras?.where, b!.post_processing?.[0]]).toEqual([
      ['sum__num'], [], '', ['count'], ['gender'], "(state = 'CA')",
      { operation: 'pivot', options: { index: ['ds'], columns: ['gender'], aggregates: { count: { operator: 'mean' } }, drop_missing_columns: true } },
    ]);
  });

  it('draws Query A as bars on the primary axis and Query B as lines on the secondary', () => {
    // Arrange
    const answerA = { data: [{ ds: YEARS.y2000, sum__num: 5 }], colnames: ['ds', 'sum__num'], coltypes: [2, 0], rowcount: 1 };
    const answerB = { data: [{ ds: YEARS.y2000, 'count, boy': 2 }], colnames: ['ds', 'count, boy'], coltypes: [2, 0], rowcount: 1 };

    // Act
    const { options } = mixed.transformProps(propsInput(formData, [answerA, answerB])) as TimeseriesChartProps;

    // Assert
    const shapes = (options.series ?? []).map((series) => {
      const { type, name, yAxis, data } = series as { type: string; name: string; yAxis: number; data: unknown };
      return { type, name, yAxis, data };
    });
    expect(shapes).toEqual([
      { type: 'column', name: 'sum__num (Query A)', yAxis: 0, data: [[YEARS.y2000, 5]] },
      { type: 'line', name: 'count, boy (Query B)', yAxis: 1, data: [[YEARS.y2000, 2]] },
    ]);
    const secondary = (options.yAxis as { opposite?: boolean; labels: { formatter: (ctx: { value: number }) => string } }[])[1]!;
    expect([secondary.opposite, secondary.labels.formatter({ value: 12345 })]).toEqual([true, '12,345']);
  });
});
