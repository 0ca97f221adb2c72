import { describe, expect, it } from 'vitest';
import { buildQuery } from '../../../../../web/app/plugins/word-cloud/build-query.ts';
import { transformProps } from '../../../../../web/app/plugins/word-cloud/transform-props.ts';
import { exampleChart, propsInput, result } from '../table/fixtures.ts';

describe('word cloud buildQuery', () => {
  it('builds the Featured word cloud from its saved form data', () => {
    // Arrange
    const { formData } = exampleChart('Featured_Charts/Word_Cloud_119.yaml');
    // Act
    const { datasource, queries } = buildQuery(formData);
    // Assert
    const { columns, metrics, orderby, row_limit, filters } = queries[0]!;
    expect({ datasource, count: queries.length, columns, metrics, orderby, row_limit, filters }).toEqual({
      datasource: { id: 22, type: 'table' },
      count: 1,
      columns: ['customer_name'],
      metrics: ['count'],
      orderby: [],
      row_limit: 100,
      filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
    });
  });

  it.each([
    { name: 'sorts by metric then series under a row limit', extra: { sort_by_metric: true, sort_by_series: true, row_limit: 10 }, expected: [['count', false], ['word', true]] },
    { name: 'does not sort without a row limit', extra: { sort_by_metric: true, row_limit: 0 }, expected: [] },
  ])('$name', ({ extra, expected }) => {
    // Act
    const [query] = buildQuery({ viz_type: 'word_cloud', datasource: '1__table', series: 'word', metric: 'count', ...extra }).queries;
    // Assert
    expect(query!.orderby).toEqual(expected);
  });
});

describe('word cloud transformProps', () => {
  it('sizes words from the minimum to the maximum font and colours them by word', () => {
    // Arrange
    const rows = [{ word: 'big', count: 100 }, { word: 'half', count: 50 }, { word: 'none', count: 0 }, { word: null, count: null }];
    const input = propsInput({ viz_type: 'word_cloud', series: 'word', metric: 'count', size_from: 10, size_to: 70, rotation: 'flat', color_scheme: 'bnbColors' }, [result(rows, ['word', 'count'], [1, 0])]);
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
