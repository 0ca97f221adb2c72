import { describe, expect, it } from 'vitest';
import type { TimeseriesChartProps } from '../../../../../web/app/plugins/common/timeseries/transform-props.ts';
import mixed from '../../../../../web/app/plugins/mixed-timeseries/index.ts';
import { mixedFormData } from '../../../shared/chart-query/form-data.ts';
import { YEARS, propsInput } from '../timeseries/fixtures.ts';

describe('mixed_timeseries transformProps', () => {
  it('draws Query A as bars on the primary axis and Query B as lines on the secondary', () => {
    // Arrange
    const answerA = {
      data: [{ ds: YEARS.y2000, sum__num: 5 }],
      colnames: ['ds', 'sum__num'],
      coltypes: [2, 0],
      rowcount: 1,
    };
    const answerB = {
      data: [{ ds: YEARS.y2000, 'count, boy': 2 }],
      colnames: ['ds', 'count, boy'],
      coltypes: [2, 0],
      rowcount: 1,
    };

    // Act
    const { options } = mixed.transformProps(propsInput(mixedFormData, [answerA, answerB])) as TimeseriesChartProps;

    // Assert
    const shapes = (options.series ?? []).map((series) => {
      const { type, name, yAxis, data } = series as { type: string; name: string; yAxis: number; data: unknown };
      return { type, name, yAxis, data };
    });
    expect(shapes).toEqual([
      { type: 'column', name: 'sum__num (Query A)', yAxis: 0, data: [[YEARS.y2000, 5]] },
      { type: 'line', name: 'count, boy (Query B)', yAxis: 1, data: [[YEARS.y2000, 2]] },
    ]);
    const secondary = (
      options.yAxis as { opposite?: boolean; labels: { formatter: (ctx: { value: number }) => string } }[]
    )[1]!;
    expect([secondary.opposite, secondary.labels.formatter({ value: 12345 })]).toEqual([true, '12,345']);
  });
});
