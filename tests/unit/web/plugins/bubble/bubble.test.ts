import { describe, expect, it } from 'vitest';
import { bubbleDiameter, transformProps } from '../../../../../web/app/plugins/bubble/transform-props.ts';
import { propsInput, result } from '../table/fixtures.ts';

const BASE = {
  viz_type: 'bubble_v2',
  datasource: '1__table',
  entity: 'name',
  series: 'region',
  x: 'gdp',
  y: 'life',
  size: 'pop',
};

describe('bubble transformProps', () => {
  it('groups bubbles by series, sized from 5px to 5px + twice the maximum size', () => {
    // Arrange
    const rows = [
      { name: 'A', region: 'East', gdp: 1, life: 70, pop: 10 },
      { name: 'B', region: 'West', gdp: 2, life: 80, pop: 30 },
      { name: 'C', region: 'East', gdp: 3, life: 75, pop: 20 },
      { name: 'D', region: 'East', gdp: null, life: 75, pop: 20 },
    ];
    const input = propsInput({ ...BASE, max_bubble_size: '25', opacity: 0.5 }, [
      result(rows, ['name', 'region', 'gdp', 'life', 'pop'], [1, 1, 0, 0, 0]),
    ]);
    // Act
    const { options } = transformProps(input);
    // Assert
    expect(options.series).toEqual([
      {
        type: 'scatter',
        name: 'East',
        color: 'color:East',
        opacity: 0.5,
        data: [
          { x: 1, y: 70, marker: { radius: 2.5 }, custom: { size: 10, entity: 'A', series: 'East' } },
          { x: 3, y: 75, marker: { radius: 15 }, custom: { size: 20, entity: 'C', series: 'East' } },
        ],
      },
      {
        type: 'scatter',
        name: 'West',
        color: 'color:West',
        opacity: 0.5,
        data: [{ x: 2, y: 80, marker: { radius: 27.5 }, custom: { size: 30, entity: 'B', series: 'West' } }],
      },
    ]);
  });

  it.each([
    { size: 10, extent: [10, 10] as const, expected: 5 },
    { size: null, extent: [0, 10] as const, expected: 5 },
    { size: 5, extent: [0, 10] as const, expected: 30 },
  ])('gives size $size in $extent a $expected px bubble', ({ size, extent, expected }) => {
    expect(bubbleDiameter(size, extent, 25)).toBe(expected);
  });

  it('pads the axes so the largest bubble stays whole at their ends', () => {
    // Arrange: a 55 px bubble (radius 27.5) in a 400x300 box.
    const rows = [
      { name: 'A', region: 'East', gdp: 1, life: 70, pop: 10 },
      { name: 'B', region: 'West', gdp: 2, life: 80, pop: 30 },
    ];
    const input = propsInput({ ...BASE, truncateYAxis: true }, [
      result(rows, ['name', 'region', 'gdp', 'life', 'pop'], [1, 1, 0, 0, 0]),
    ]);
    // Act
    const { xAxis, yAxis } = transformProps(input).options as {
      xAxis: { maxPadding: number };
      yAxis: { maxPadding: number };
    };
    // Assert: each padding, in px of the plot left inside the box, is more than the radius.
    expect([xAxis.maxPadding * (400 - 80) > 27.5, yAxis.maxPadding * (300 - 100) > 27.5]).toEqual([true, true]);
  });

  it('draws no bubbles for an empty answer', () => {
    expect(transformProps(propsInput(BASE, [])).options.series).toEqual([]);
  });
});
