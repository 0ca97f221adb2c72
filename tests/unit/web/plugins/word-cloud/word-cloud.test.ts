import { describe, expect, it } from 'vitest';
import { transformProps } from '../../../../../web/app/plugins/word-cloud/transform-props.ts';
import { propsInput, result } from '../table/fixtures.ts';

describe('word cloud transformProps', () => {
  it('sizes words from the minimum to the maximum font and colours them by word', () => {
    // Arrange
    const rows = [
      { word: 'big', count: 100 },
      { word: 'half', count: 50 },
      { word: 'none', count: 0 },
      { word: null, count: null },
    ];
    const input = propsInput(
      {
        viz_type: 'word_cloud',
        series: 'word',
        metric: 'count',
        size_from: 10,
        size_to: 70,
        rotation: 'flat',
        color_scheme: 'bnbColors',
      },
      [result(rows, ['word', 'count'], [1, 0])],
    );
    // Act
    const { options } = transformProps(input);
    // Assert
    expect(options.series).toEqual([
      {
        type: 'wordcloud',
        name: 'count',
        minFontSize: 10,
        maxFontSize: 70,
        rotation: { from: 0, to: 0, orientations: 1 },
        data: [
          { name: 'big', weight: 70, color: 'color:big', custom: { value: '100' } },
          { name: 'half', weight: 40, color: 'color:half', custom: { value: '50' } },
          { name: 'none', weight: 10, color: 'color:none', custom: { value: '0' } },
        ],
      },
    ]);
  });

  it('draws no words for an empty answer', () => {
    const { options } = transformProps(propsInput({ viz_type: 'word_cloud', series: 'w', metric: 'm' }, []));
    expect((options.series?.[0] as { data: unknown[] }).data).toEqual([]);
  });
});
