import { describe, expect, it } from 'vitest';
import { rgbHex, transformProps } from '../../../../../web/app/plugins/waterfall/transform-props.ts';
import { propsInput, result } from '../table/fixtures.ts';

const BASE = { viz_type: 'waterfall', datasource: '1__table', x_axis: 'x', metric: 'm' };
const dataOf = (options: ReturnType<typeof transformProps>['options']) =>
  options.series?.map((series) => (series as { data: unknown[] }).data);
const bar = (y: number, originalValue: number, totalSum: number) => ({ y, custom: { originalValue, totalSum } });

describe('waterfall transformProps', () => {
  it('stacks rises and falls on the running total and ends with the total', () => {
    // Arrange
    const rows = [
      { x: 'a', m: 10 },
      { x: 'b', m: -4 },
      { x: 'c', m: 6 },
    ];
    // Act
    const { options } = transformProps(propsInput(BASE, [result(rows, ['x', 'm'], [1, 0])]));
    // Assert
    expect({ categories: (options.xAxis as { categories: string[] }).categories, data: dataOf(options) }).toEqual({
      categories: ['a', 'b', 'c', 'Total'],
      data: [
        [{ y: 0 }, { y: 6 }, { y: 6 }, null],
        [bar(10, 10, 10), null, bar(6, 6, 12), null],
        [null, bar(4, -4, 6), null, null],
        [null, null, null, bar(12, 12, 12)],
      ],
    });
  });

  it('colours the base of a step that crosses zero', () => {
    // Arrange
    const rows = [
      { x: 'a', m: 5 },
      { x: 'b', m: -8 },
    ];
    // Act
    const { options } = transformProps(propsInput({ ...BASE, show_total: false }, [result(rows, ['x', 'm'], [1, 0])]));
    // Assert
    expect(dataOf(options)).toEqual([
      [{ y: 0 }, { y: 5, color: '#e04355' }],
      [bar(5, 5, 5), null],
      [null, bar(-3, -8, -3)],
      [null, null],
    ]);
  });

  it('puts each x value total after its breakdown parts', () => {
    // Arrange
    const rows = [
      { x: 'a', b: 'p', m: 1 },
      { x: 'a', b: 'q', m: 2 },
    ];
    // Act
    const { options } = transformProps(
      propsInput({ ...BASE, groupby: ['b'], total_label: 'Sum' }, [result(rows, ['x', 'b', 'm'], [1, 1, 0])]),
    );
    // Assert
    expect((options.xAxis as { categories: string[] }).categories).toEqual(['p', 'q', 'a']);
    expect(dataOf(options)?.[3]).toEqual([null, null, bar(3, 3, 3)]);
  });

  it.each([
    [{ r: 90, g: 193, b: 137, a: 1 }, '#5ac189'],
    ['junk', '#666666'],
  ])('reads the colour %j as %s', (value, hex) => {
    expect(rgbHex(value, [102, 102, 102])).toBe(hex);
  });

  it('stacks in series order, so each transparent assist bar lifts the bar above it', () => {
    // Act
    const { options } = transformProps(propsInput(BASE, [result([{ x: 'a', m: 10 }], ['x', 'm'], [1, 0])]));
    // Assert
    expect([(options.yAxis as { reversedStacks?: boolean }).reversedStacks, options.series?.[0]?.name]).toEqual([
      false,
      'Assist',
    ]);
  });
});
