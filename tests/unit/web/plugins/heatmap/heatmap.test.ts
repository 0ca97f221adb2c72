import { describe, expect, it } from 'vitest';
import { controlPanel } from '../../../../../web/app/plugins/heatmap/control-panel.ts';
import { transformProps } from '../../../../../web/app/plugins/heatmap/transform-props.ts';
import { propsInput, result } from '../table/fixtures.ts';

const BASE = { viz_type: 'heatmap_v2', datasource: '1__table', x_axis: 'x', groupby: 'y', metric: 'count' };

describe('heatmap control panel', () => {
  it('takes the first metric when switching from a chart with several', () => {
    expect(controlPanel.formDataOverrides!({ ...BASE, metric: undefined, metrics: ['sum', 'avg'] }).metric).toBe('sum');
  });
});

const ROWS = [
  { x: 'b', y: 'low', count: 10, rank: 0.5 },
  { x: 'a', y: 'low', count: 30, rank: 1 },
  { x: 'a', y: 'high', count: 5, rank: 0.25 },
  { x: null, y: 'high', count: 1, rank: 0.1 },
];

describe('heatmap transformProps', () => {
  it('places cells on sorted axes, coloured by the metric, with shares of the heatmap', () => {
    // Arrange
    const input = propsInput({ ...BASE, sort_x_axis: 'alpha_asc', sort_y_axis: 'value_desc', y_axis_format: ',d' }, [
      result(ROWS, ['x', 'y', 'count', 'rank'], [1, 1, 0, 0]),
    ]);
    // Act
    const { options } = transformProps(input);
    // Assert
    const series = options.series?.[0] as { data: unknown[] };
    expect({
      x: (options.xAxis as { categories: string[] }).categories,
      y: (options.yAxis as { categories: string[] }).categories,
      data: series.data,
    }).toEqual({
      x: ['a', 'b'],
      y: ['low', 'high'],
      data: [
        {
          x: 1,
          y: 0,
          value: 10,
          custom: {
            metric: 10,
            xLabel: 'b',
            yLabel: 'low',
            percent: '21.74% (heatmap)',
            crossFilter: { columns: ['x', 'y'], values: ['b', 'low'], label: 'b, low' },
          },
        },
        {
          x: 0,
          y: 0,
          value: 30,
          custom: {
            metric: 30,
            xLabel: 'a',
            yLabel: 'low',
            percent: '65.22% (heatmap)',
            crossFilter: { columns: ['x', 'y'], values: ['a', 'low'], label: 'a, low' },
          },
        },
        {
          x: 0,
          y: 1,
          value: 5,
          custom: {
            metric: 5,
            xLabel: 'a',
            yLabel: 'high',
            percent: '10.87% (heatmap)',
            crossFilter: { columns: ['x', 'y'], values: ['a', 'high'], label: 'a, high' },
          },
        },
      ],
    });
    expect([options.colorAxis]).toMatchObject([{ min: 5, max: 30 }]);
  });

  it('colours by the rank when normalized, with shares of each column', () => {
    // Arrange
    const input = propsInput({ ...BASE, normalized: true, normalize_across: 'x', value_bounds: [null, null] }, [
      result(ROWS.slice(0, 3), ['x', 'y', 'count', 'rank'], [1, 1, 0, 0]),
    ]);
    // Act
    const { options } = transformProps(input);
    // Assert
    const data = (options.series?.[0] as { data: { value: number; custom: { percent: string } }[] }).data;
    expect(data.map((cell) => [cell.value, cell.custom.percent])).toEqual([
      [0.5, '100.00% (b)'],
      [1, '85.71% (a)'],
      [0.25, '14.29% (a)'],
    ]);
    expect([options.colorAxis]).toMatchObject([{ min: 0.25, max: 1 }]);
  });

  it('draws an empty heatmap for an empty answer', () => {
    const { options } = transformProps(propsInput(BASE, []));
    expect((options.series?.[0] as { data: unknown[] }).data).toEqual([]);
    expect([options.colorAxis]).toMatchObject([{ min: 0, max: 200 }]);
  });
});
