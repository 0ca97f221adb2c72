import { describe, expect, it } from 'vitest';
import { buildQuery } from '#shared/chart-query/world-map/build-query.ts';

const SUM_POP = { expressionType: 'SIMPLE', column: { column_name: 'pop' }, aggregate: 'SUM', label: 'SUM(pop)' };
const base = {
  viz_type: 'world_map',
  datasource: '2__table',
  entity: 'country_code',
  metric: 'count',
  secondary_metric: SUM_POP,
};

describe('world map buildQuery', () => {
  it.each([
    {
      name: 'groups by the country with both metrics',
      extra: {},
      expected: { columns: ['country_code'], metrics: ['count', SUM_POP], orderby: [] },
    },
    {
      name: 'asks for one metric when both are the same',
      extra: { secondary_metric: 'count', sort_by_metric: true },
      expected: { columns: ['country_code'], metrics: ['count'], orderby: [['count', false]] },
    },
  ])('$name', ({ extra, expected }) => {
    // Act
    const [query] = buildQuery({ ...base, row_limit: 100, ...extra }).queries;
    // Assert
    expect({ columns: query!.columns, metrics: query!.metrics, orderby: query!.orderby }).toEqual(expected);
  });
});
