import { describe, expect, it } from 'vitest';
import { binLabels, transformProps } from '../../../../../web/app/plugins/histogram/transform-props.ts';
import { getNumberFormatter } from '../../../../../web/app/plugins/common/number-format.ts';
import { propsInput, result } from '../table/fixtures.ts';

describe('histogram transformProps', () => {
  it('draws one column series per group over the formatted bins', () => {
    // Arrange
    const rows = [
      { deal_size: 'Small', '0.0 - 2.5': 3, '2.5 - 5.0': 1 },
      { deal_size: 'Large', '0.0 - 2.5': 0, '2.5 - 5.0': 4 },
    ];
    const input = propsInput(
      { viz_type: 'histogram_v2', column: 'qty', groupby: ['deal_size'], x_axis_format: '.1f' },
      [result(rows, ['deal_size', '0.0 - 2.5', '2.5 - 5.0'], [1, 0, 0])],
    );
    // Act
    const { options } = transformProps(input);
    // Assert
    expect({ categories: (options.xAxis as { categories: string[] }).categories, series: options.series }).toEqual({
      categories: ['0.0 - 2.5', '2.5 - 5.0'],
      series: [
        { type: 'column', name: 'Small', color: 'color:Small', data: [3, 1] },
        { type: 'column', name: 'Large', color: 'color:Large', data: [0, 4] },
      ],
    });
  });

  it('names the only series by the column without groups', () => {
    const input = propsInput({ viz_type: 'histogram_v2', column: 'qty' }, [
      result([{ '1.0 - 2.0': 0.5 }], ['1.0 - 2.0'], [0]),
    ]);
    expect(transformProps(input).options.series).toEqual([
      { type: 'column', name: 'qty', color: 'color:qty', data: [0.5] },
    ]);
  });

  it('draws nothing for an empty answer', () => {
    expect(transformProps(propsInput({ viz_type: 'histogram_v2', column: 'qty' }, [])).options.series).toEqual([]);
  });
});

describe('binLabels', () => {
  const smart = getNumberFormatter();
  it.each([
    ['keeps adaptive labels that tell bins apart', ['6 - 15.1', '15.1 - 24.2'], true, ['6 - 15.1', '15.1 - 24.2']],
    [
      'shows more digits when adaptive labels blur narrow bins',
      ['1980 - 1981.5', '1981.5 - 1983'],
      true,
      ['1980 - 1981.5', '1981.5 - 1983'],
    ],
    [
      'keeps a chosen format even when it blurs',
      ['1980 - 1981.5', '1981.5 - 1983'],
      false,
      ['1.98k - 1.98k', '1.98k - 1.98k'],
    ],
  ])('%s', (_what, bins, adaptive, expected) => {
    // Act
    const labels = binLabels(bins, smart, adaptive);

    // Assert
    expect(labels).toEqual(expected);
  });
});
