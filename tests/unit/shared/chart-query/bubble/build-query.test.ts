import { describe, expect, it } from 'vitest';
import { buildQuery } from '#shared/chart-query/bubble/build-query.ts';
import { exampleChart } from '../fixtures.ts';

const BASE = {
  viz_type: 'bubble_v2',
  datasource: '1__table',
  entity: 'name',
  series: 'region',
  x: 'gdp',
  y: 'life',
  size: 'pop',
};

describe('bubble buildQuery', () => {
  it('builds the Featured bubble chart from its saved form data', () => {
    // Arrange
    const { formData } = exampleChart('Featured_Charts/Bubble_121.yaml');
    // Act
    const { datasource, queries } = buildQuery(formData);
    // Assert
    const { columns, metrics, orderby, row_limit } = queries[0]!;
    expect({
      datasource,
      count: queries.length,
      columns,
      metrics: metrics?.map((m) => (typeof m === 'string' ? m : m.label)),
      orderby,
      row_limit,
    }).toEqual({
      datasource: { id: 22, type: 'table' },
      count: 1,
      columns: ['deal_size', 'product_line'],
      metrics: ['SUM(quantity_ordered)', 'COUNT_DISTINCT(country)', 'count'],
      orderby: [],
      row_limit: 10000,
    });
  });

  it.each([
    { name: 'sorts by the chosen metric descending', extra: { orderby: 'pop' }, expected: [['pop', false]] },
    { name: 'sorts ascending when asked', extra: { orderby: 'pop', order_desc: false }, expected: [['pop', true]] },
  ])('$name', ({ extra, expected }) => {
    expect(buildQuery({ ...BASE, ...extra }).queries[0]!.orderby).toEqual(expected);
  });
});
