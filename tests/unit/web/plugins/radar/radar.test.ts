import { describe, expect, it } from 'vitest';
import { indicators } from '../../../../../web/app/plugins/radar/indicators.ts';
import { transformProps } from '../../../../../web/app/plugins/radar/transform-props.ts';
import { propsInput, result } from '../table/fixtures.ts';

const BASE = { viz_type: 'radar', datasource: '1__table', groupby: ['g'], metrics: ['a', 'b'] };

describe('radar transformProps', () => {
  const rows = [
    { g: 'x', a: 10, b: 2 },
    { g: 'y', a: 5, b: 4 },
  ];

  it('places each value at its share of its metric range, keeping the value for labels', () => {
    // Act
    const { options, crossFilterColumns } = transformProps(
      propsInput(BASE, [result(rows, ['g', 'a', 'b'], [1, 0, 0])]),
    );
    // Assert
    expect([crossFilterColumns, options.series]).toEqual([
      ['g'],
      [
        {
          type: 'line',
          name: 'x',
          color: 'color:x',
          data: [
            { y: 1, custom: { value: 10 } },
            { y: 0.5, custom: { value: 2 } },
          ],
          custom: { crossFilter: { values: ['x'], label: 'x' } },
        },
        {
          type: 'line',
          name: 'y',
          color: 'color:y',
          data: [
            { y: 0.5, custom: { value: 5 } },
            { y: 1, custom: { value: 4 } },
          ],
          custom: { crossFilter: { values: ['y'], label: 'y' } },
        },
      ],
    ]);
  });

  it('divides each group by its own largest value when normalized', () => {
    const { options } = transformProps(
      propsInput({ ...BASE, is_normalized: true }, [result(rows, ['g', 'a', 'b'], [1, 0, 0])]),
    );
    expect(options.series?.map((series) => (series as { data: { y: number }[] }).data.map((point) => point.y))).toEqual(
      [
        [1, 0.2],
        [1, 0.8],
      ],
    );
  });

  it.each([
    { name: 'data range from zero', config: {}, expected: { name: 'a', min: 0, max: 10 } },
    {
      name: 'set bounds',
      config: { a: { radarMetricMinValue: 2, radarMetricMaxValue: 20 } },
      expected: { name: 'a', min: 2, max: 20 },
    },
    {
      name: 'data min when cleared',
      config: { a: { radarMetricMinValue: null } },
      expected: { name: 'a', min: 5, max: 10 },
    },
  ])('ranges a spoke by $name', ({ config, expected }) => {
    expect(indicators(rows, ['a'], config, false)).toEqual([expected]);
  });

  it('draws no lines for an empty answer', () => {
    expect(transformProps(propsInput(BASE, [])).options.series).toEqual([]);
  });
});
