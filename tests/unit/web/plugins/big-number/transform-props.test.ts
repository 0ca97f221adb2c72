import { describe, expect, it } from 'vitest';
import { transformProps as total } from '../../../../../web/app/plugins/big-number/total/transform-props.ts';
import { transformProps as trend } from '../../../../../web/app/plugins/big-number/trendline/transform-props.ts';
import { fadedOut } from '../../../../../web/app/plugins/big-number/trendline/trendline-options.ts';
import { propsInput } from './featured.ts';

const JAN = Date.UTC(2024, 0, 1);
const FEB = Date.UTC(2024, 1, 1);
const MAR = Date.UTC(2024, 2, 1);

describe('big number transformProps', () => {
  it('formats the single value with the number format and colours it by conditional formatting', () => {
    // Arrange
    const rules = [{ column: 'count', operator: '>', targetValue: 1000, colorScheme: '#ACE1C4' }];
    const input = propsInput(
      { metric: 'count', y_axis_format: ',d', subheader: 'orders', conditional_formatting: rules },
      [{ count: 2823 }],
    );
    // Act
    const props = total(input);
    // Assert
    expect(props).toEqual({
      header: '2,823',
      headerFontSize: 0.4,
      subheader: 'orders',
      subheaderFontSize: 0.15,
      changeClass: '',
      timestamp: null,
      stale: false,
      headerColor: '#ACE1C4',
      trendline: null,
    });
  });

  it.each([
    ['no rows', [], null],
    ['a null value', [{ count: null }], null],
  ])('shows no number for %s', (_case, data, header) => {
    expect(total(propsInput({ metric: 'count' }, data)).header).toBe(header);
  });

  it('shows the latest value, its change against compare_lag periods before and the trend ascending', () => {
    const data = [
      { order_date: FEB, count: 150 },
      { order_date: MAR, count: 300 },
      { order_date: JAN, count: 100 },
    ];
    const input = propsInput(
      {
        metric: 'count',
        x_axis: 'order_date',
        compare_lag: 1,
        compare_suffix: 'MoM',
        show_timestamp: true,
        time_grain_sqla: 'P1M',
      },
      data,
    );
    const props = trend(input);
    expect({
      header: props.header,
      subheader: props.subheader,
      changeClass: props.changeClass,
      timestamp: props.timestamp,
      stale: props.stale,
    }).toEqual({
      header: '300',
      subheader: '+100.0% MoM',
      changeClass: 'positive',
      timestamp: 'Mar 2024',
      stale: false,
    });
    const series = props.trendline?.series?.[0] as { data: unknown[]; color: string };
    expect({ data: series.data, color: series.color }).toEqual({
      data: [
        [JAN, 100],
        [FEB, 150],
        [MAR, 300],
      ],
      color: 'rgb(0, 122, 135)',
    });
  });

  it.each([
    ['LAST_VALUE', '150', true],
    ['sum', '250', false],
    ['max', '150', false],
  ])('computes the number with the %s aggregation', (aggregation, header, stale) => {
    const data = [
      { order_date: JAN, count: 100 },
      { order_date: FEB, count: 150 },
      { order_date: MAR, count: null },
    ];
    const props = trend(propsInput({ metric: 'count', x_axis: 'order_date', aggregation }, data));
    expect({ header: props.header, stale: props.stale }).toEqual({ header, stale });
  });

  it('takes the overall value of the second query for the raw aggregation and hides a switched-off trend', () => {
    const input = propsInput({ metric: 'count', x_axis: 'order_date', aggregation: 'raw', show_trend_line: false }, [
      { order_date: JAN, count: 1 },
    ]);
    input.queriesData.push({ data: [{ count: 42 }], colnames: ['count'], coltypes: [0], rowcount: 1 });
    const props = trend(input);
    expect({ header: props.header, trendline: props.trendline }).toEqual({ header: '42', trendline: null });
  });
});

describe('fadedOut', () => {
  it.each([
    ['the main colour with no opacity', 'rgb(0, 122, 135)', 'rgba(0, 122, 135, 0)'],
    ['transparent for a colour it cannot read', '#007a87', 'rgba(0, 0, 0, 0)'],
  ])('ends the trend area in %s', (_what, color, expected) => {
    // Act
    const end = fadedOut(color);

    // Assert
    expect(end).toBe(expected);
  });
});
