import { describe, expect, it } from 'vitest';
import { cellBar } from '../../../../../web/app/plugins/table/cell-bars.ts';
import { colorFunction, opacityOf, withAlpha } from '../../../../../web/app/plugins/common/conditional-formatting.ts';

const VALUES = [0, 5, 10];

describe('conditional formatting', () => {
  it.each([
    { rule: { operator: '>', targetValue: 4 }, expected: [undefined, '#00ff0036', '#00ff00ff'] },
    { rule: { operator: '<', targetValue: 5 }, expected: ['#00ff00ff', undefined, undefined] },
    { rule: { operator: '=', targetValue: 5 }, expected: [undefined, '#00ff00ff', undefined] },
    {
      rule: { operator: '≤ x ≤', targetValueLeft: 0, targetValueRight: 10 },
      expected: ['#00ff000d', '#00ff0087', '#00ff00ff'],
    },
    { rule: { operator: 'None' }, expected: ['#00ff0000', '#00ff0080', '#00ff00ff'] },
  ])('colours values matching $rule.operator', ({ rule, expected }) => {
    // Arrange
    const fn = colorFunction({ ...rule, colorScheme: '#00ff00' } as Parameters<typeof colorFunction>[0], VALUES);
    // Act
    const colors = VALUES.map((value) => fn?.(value));
    // Assert
    expect(colors).toEqual(expected);
  });

  it('has no colour function for a rule without its target', () => {
    expect(colorFunction({ operator: '>', colorScheme: '#000' }, VALUES)).toBeUndefined();
  });

  it('scales opacity from the cutoff to the extreme and writes alpha as hex', () => {
    expect([opacityOf(5, 0, 10), opacityOf(3, 3, 3), withAlpha('#abc', 0.5), withAlpha('colorError', 1)]).toEqual([
      0.53,
      1,
      '#aabbcc80',
      '#e04355ff',
    ]);
  });

  it.each([
    { value: 5, range: [-5, 10], align: false, expected: { left: 33, width: 33, color: 'rgba(0,0,0,0.2)' } },
    { value: -5, range: [-5, 10], align: false, expected: { left: 0, width: 33, color: 'rgba(150,0,0,0.2)' } },
    { value: -5, range: [0, 10], align: true, expected: { left: 0, width: 50, color: 'rgba(150,0,0,0.2)' } },
  ])('places the cell bar of $value', ({ value, range, align, expected }) => {
    expect(cellBar(value, range as [number, number], align, true)).toEqual(expected);
  });
});
