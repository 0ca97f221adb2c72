import { describe, expect, it } from 'vitest';
import { TRACK_COLORS, transformProps } from '../../../../../web/app/plugins/gauge/transform-props.ts';
import { propsInput, result } from '../table/fixtures.ts';

const FORM = {
  viz_type: 'gauge_chart',
  datasource: '1__table',
  groupby: ['deal_size'],
  metric: 'count',
  overlap: true,
  show_pointer: true,
};
const ROWS = [
  { deal_size: 'Medium', count: 1140 },
  { deal_size: 'Small', count: 858 },
];

type Series = {
  type: string;
  data: { dial?: unknown; radius?: string; innerRadius?: string }[];
  dial?: Record<string, unknown>;
};

describe('gauge transformProps', () => {
  it.each([
    [
      'overlapping rings share one track',
      { overlap: true },
      'light',
      [{ backgroundColor: TRACK_COLORS.light, borderWidth: 0, outerRadius: '100%', innerRadius: '90%', shape: 'arc' }],
      { offset: -14, distance: '-24%' },
    ],
    [
      'rings inwards lie on a wider track',
      { overlap: false },
      'dark',
      [{ backgroundColor: TRACK_COLORS.dark, borderWidth: 0, outerRadius: '100%', innerRadius: '80%', shape: 'arc' }],
      { offset: -26, distance: '-34%' },
    ],
  ] as const)('%s, with ticks and labels inside it', (_what, fields, theme, background, axis) => {
    // Act
    const { options } = transformProps({
      ...propsInput({ ...FORM, ...fields }, [result(ROWS, ['deal_size', 'count'], [1, 0])]),
      theme,
    });
    // Assert
    const yAxis = options.yAxis as { offset: unknown; labels: { distance: unknown } };
    expect([
      (options.pane as { background: unknown }).background,
      { offset: yAxis.offset, distance: yAxis.labels.distance },
    ]).toEqual([background, axis]);
  });

  it('draws thin progress rings and slim needles in each dial colour, with no undefined over Highcharts defaults', () => {
    // Act
    const { options } = transformProps(propsInput(FORM, [result(ROWS, ['deal_size', 'count'], [1, 0])]));
    // Assert
    const series = options.series as Series[];
    const pointer = series.find((item) => item.type === 'gauge')!;
    expect({
      rings: series
        .filter((item) => item.type === 'solidgauge')
        .map((item) => [item.data[0]!.radius, item.data[0]!.innerRadius]),
      needles: pointer.data.map((point) => point.dial),
      dial: pointer.dial,
    }).toEqual({
      rings: [
        ['100%', '90%'],
        ['100%', '90%'],
      ],
      needles: [{ backgroundColor: 'color:deal_size: Medium' }, { backgroundColor: 'color:deal_size: Small' }],
      dial: { radius: '80%', baseWidth: 6, topWidth: 1, baseLength: '0%', rearLength: '0%', borderWidth: 0 },
    });
  });

  it("colours the interval bands from the scheme the host draws with, not the chart's own", () => {
    // Arrange
    const input = propsInput(
      { ...FORM, color_scheme: 'supersetColors', intervals: '500,1200', interval_color_indices: '2,1' },
      [result(ROWS, ['deal_size', 'count'], [1, 0])],
    );
    const colorFor = Object.assign((label: string) => `color:${label}`, { schemeFor: () => 'bnbColors' });
    // Act
    const { options } = transformProps({ ...input, colorFor });
    // Assert
    const bands = (options.yAxis as { plotBands: { color: string }[] }).plotBands;
    expect(bands.map((band) => band.color)).toEqual(['#5BCACE', '#29696B']);
  });
});
