import { describe, expect, it } from 'vitest';
import type { ChartPlugin } from '../../../../../web/app/plugins/types.ts';
import type { TimeseriesChartProps } from '../../../../../web/app/plugins/common/timeseries/transform-props.ts';
import line from '../../../../../web/app/plugins/timeseries/line/index.ts';
import bar from '../../../../../web/app/plugins/timeseries/bar/index.ts';
import area from '../../../../../web/app/plugins/timeseries/area/index.ts';
import scatter from '../../../../../web/app/plugins/timeseries/scatter/index.ts';
import smooth from '../../../../../web/app/plugins/timeseries/smooth/index.ts';
import step from '../../../../../web/app/plugins/timeseries/step/index.ts';
import generic from '../../../../../web/app/plugins/timeseries/generic/index.ts';
import { YEARS, propsInput, timeseriesFormData } from './fixtures.ts';

const points = {
  girl: [
    [YEARS.y2000, 30],
    [YEARS.y2001, null],
  ],
  boy: [
    [YEARS.y2000, 10],
    [YEARS.y2001, 20],
  ],
};
const transform = (plugin: ChartPlugin, fields: Record<string, unknown> = {}) =>
  plugin.transformProps(propsInput(timeseriesFormData('x', fields))) as TimeseriesChartProps;
const seriesShapes = (props: TimeseriesChartProps) =>
  (props.options.series ?? []).map((series) => {
    const {
      type,
      step: stepKind,
      name,
      data,
      color,
    } = series as { type: string; step?: string; name: string; data: unknown; color: string };
    return { type, step: stepKind, name, data, color };
  });

describe('time-series transformProps', () => {
  it.each([
    ['line', line, {}, 'line', undefined],
    ['line with area', line, { area: true }, 'area', undefined],
    ['bar', bar, {}, 'column', undefined],
    ['area', area, {}, 'area', undefined],
    ['scatter', scatter, {}, 'scatter', undefined],
    ['smooth', smooth, {}, 'spline', undefined],
    ['step (start by default)', step, {}, 'line', 'left'],
    ['step at the end', step, { seriesType: 'end' }, 'line', 'right'],
    ['generic as step middle', generic, { seriesType: 'middle' }, 'line', 'center'],
    ['generic with junk style', generic, { seriesType: 'pie' }, 'line', undefined],
  ])('%s draws one series per pivoted column, largest total first', (_what, plugin, fields, type, stepKind) => {
    // Act
    const props = transform(plugin, fields);

    // Assert
    expect(seriesShapes(props)).toEqual([
      { type, step: stepKind, name: 'sum__num, boy', data: points.boy, color: 'color(sum__num, boy)' },
      { type, step: stepKind, name: 'sum__num, girl', data: points.girl, color: 'color(sum__num, girl)' },
    ]);
  });

  it('orders series by name when asked', () => {
    // Act
    const props = transform(line, { sort_series_type: 'name', sort_series_ascending: false });

    // Assert
    expect(seriesShapes(props).map(({ name }) => name)).toEqual(['sum__num, girl', 'sum__num, boy']);
  });

  it('sets the axes from the form data', () => {
    // Act
    const { options } = transform(line, {
      logAxis: true,
      y_axis_bounds: [1, null],
      y_axis_title: 'Births',
      x_axis_title: 'Year',
      zoomable: true,
    });

    // Assert
    expect({ chart: options.chart, x: options.xAxis, y: options.yAxis }).toEqual({
      chart: { inverted: false, zooming: { type: 'x' } },
      x: {
        type: 'datetime',
        labels: { formatter: expect.any(Function) },
        title: { text: 'Year', margin: 15 },
        plotBands: [],
        plotLines: [],
      },
      y: {
        type: 'logarithmic',
        min: 1,
        labels: { formatter: expect.any(Function) },
        title: { text: 'Births', margin: 15 },
        reversedStacks: false,
      },
    });
  });

  it.each([
    ['the y format', { y_axis_format: ',d' }, 12345, '12,345'],
    [
      'a currency',
      { y_axis_format: ',.2f', currency_format: { symbol: 'USD', symbolPosition: 'prefix' } },
      5,
      '$ 5.00',
    ],
    ['contribution as percent', { contributionMode: 'row', y_axis_format: ',d' }, 0.25, '25%'],
    ['contribution in a chosen percent format', { contributionMode: 'row', y_axis_format: '.1%' }, 0.25, '25.0%'],
    ['a 100% stack as percent', { stack: 'Expand' }, 0.5, '50%'],
  ])('formats y labels with %s', (_what, fields, value, expected) => {
    // Arrange
    const { options } = transform(line, fields);
    const formatter = (options.yAxis as { labels: { formatter: (ctx: { value: number }) => string } }).labels.formatter;

    // Act
    const text = formatter({ value });

    // Assert
    expect(text).toBe(expected);
  });

  it('formats the datetime x-axis in the chosen time format', () => {
    // Arrange
    const { options } = transform(line, { x_axis_time_format: '%Y-%m-%d' });
    const formatter = (options.xAxis as { labels: { formatter: (ctx: { value: number }) => string } }).labels.formatter;

    // Act
    const text = formatter({ value: YEARS.y2001 });

    // Assert
    expect(text).toBe('2001-01-01');
  });

  it.each([
    ['stack', bar, { stack: 'Stack' }, 'normal', false],
    ['expand', area, { stack: 'Expand' }, 'normal', false],
    ['horizontal bars', bar, { orientation: 'horizontal' }, undefined, true],
  ])('%s', (_what, plugin, fields, stacking, inverted) => {
    // Act
    const { options } = transform(plugin, fields);

    // Assert
    expect([options.plotOptions?.series?.stacking, options.chart?.inverted]).toEqual([stacking, inverted]);
  });

  it.each([
    ['unstacked lines keep their gaps', line, {}, { boy: points.boy, girl: points.girl }],
    [
      'a stack closes a gap beside a value with 0',
      bar,
      { stack: 'Stack' },
      {
        boy: points.boy,
        girl: [
          [YEARS.y2000, 30],
          [YEARS.y2001, 0],
        ],
      },
    ],
    [
      'Expand stacks each value as its share of the x',
      area,
      { stack: 'Expand' },
      {
        boy: [
          [YEARS.y2000, 0.25],
          [YEARS.y2001, 1],
        ],
        girl: [
          [YEARS.y2000, 0.75],
          [YEARS.y2001, 0],
        ],
      },
    ],
  ])('%s', (_what, plugin, fields, expected) => {
    // Act
    const props = transform(plugin, fields);

    // Assert
    expect(
      Object.fromEntries(seriesShapes(props).map(({ name, data }) => [name.replace('sum__num, ', ''), data])),
    ).toEqual(expected);
  });

  it('hides the legend and places it', () => {
    // Act
    const hidden = transform(line, { show_legend: false }).options.legend;
    const right = transform(line, { legendOrientation: 'right', legendType: 'plain' }).options.legend;

    // Assert
    expect([hidden, right]).toEqual([
      {
        enabled: false,
        align: 'center',
        verticalAlign: 'top',
        layout: 'horizontal',
        alignColumns: false,
        maxHeight: 50,
      },
      { enabled: true, align: 'right', verticalAlign: 'middle', layout: 'vertical', alignColumns: false },
    ]);
  });

  it('draws formula, interval and event annotation layers', () => {
    // Arrange
    const formData = timeseriesFormData('x', {
      annotation_layers: [
        { name: 'trend', annotationType: 'FORMULA', value: 'y = 2 * x + 1', show: true, color: '#ff0000' },
        { name: 'bad', annotationType: 'FORMULA', value: 'alert(1)', show: true },
        { name: 'hidden', annotationType: 'FORMULA', value: 'x', show: false },
        { name: 'holidays', annotationType: 'INTERVAL', value: 1, show: true },
        { name: 'launch', annotationType: 'EVENT', value: 2, show: true },
      ],
    });
    const answer = {
      ...propsInput(formData).queriesData[0]!,
      annotation_data: {
        holidays: { records: [{ start_dttm: YEARS.y2000, end_dttm: YEARS.y2001, short_descr: 'Y2K' }] },
        launch: [{ start_dttm: '2000-06-01T00:00:00', short_descr: 'Launch' }],
      },
    };

    // Act
    const { options } = line.transformProps(propsInput(formData, [answer])) as TimeseriesChartProps;

    // Assert
    const formula = options.series?.[2] as { name: string; data: unknown; color: string };
    expect([options.series?.length, formula.name, formula.data, formula.color]).toEqual([
      3,
      'trend',
      [
        [YEARS.y2000, 2 * YEARS.y2000 + 1],
        [YEARS.y2001, 2 * YEARS.y2001 + 1],
      ],
      '#ff0000',
    ]);
    const xAxis = options.xAxis as { plotBands: unknown; plotLines: { value: number; label: unknown }[] };
    expect(xAxis.plotBands).toEqual([
      { from: YEARS.y2000, to: YEARS.y2001, color: 'rgba(102, 102, 102, 0.2)', label: { text: 'Y2K' } },
    ]);
    expect(xAxis.plotLines.map(({ value, label }) => ({ value, label }))).toEqual([
      { value: Date.UTC(2000, 5, 1), label: { text: 'Launch' } },
    ]);
  });

  it('reads a category x-axis and never throws on an empty answer', () => {
    // Arrange
    const categories = {
      data: [{ state: 'CA', count: 3 }],
      colnames: ['state', 'count'],
      coltypes: [1, 0],
      rowcount: 1,
    };

    // Act
    const byState = line.transformProps(
      propsInput(timeseriesFormData('x', { x_axis: 'state' }), [categories]),
    ) as TimeseriesChartProps;
    const empty = line.transformProps(propsInput(timeseriesFormData('x'), [])) as TimeseriesChartProps;

    // Assert
    expect([
      (byState.options.xAxis as { type: string }).type,
      seriesShapes(byState)[0]?.data,
      empty.options.series,
    ]).toEqual(['category', [['CA', 3]], []]);
  });
});
