import { describe, expect, it } from 'vitest';
import {
  definitionsKept,
  mergeDefinition,
  timeFlagsRefused,
} from '../../../functions/bundles/import/dataset-definition.ts';
import type { DatasetConfig } from '../../../functions/bundles/schemas.ts';
import type { DatasetColumn, DatasetMetric, DatasetRecord } from '../../../functions/lib/records/dataset-schema.ts';

const UUID = '00000000-0000-4000-8000-0000000000';

const column = (id: number, column_name: string, fields: Partial<DatasetColumn> = {}): DatasetColumn => ({
  id,
  uuid: `${UUID}${String(id).padStart(2, '0')}`,
  column_name,
  type: 'BIGINT',
  is_dttm: false,
  expression: null,
  verbose_name: null,
  description: null,
  groupby: true,
  filterable: true,
  is_active: true,
  python_date_format: null,
  advanced_data_type: null,
  extra: null,
  ...fields,
});

const metric = (id: number, metric_name: string, fields: Partial<DatasetMetric> = {}): DatasetMetric => ({
  id,
  uuid: `${UUID}${String(id + 50).padStart(2, '0')}`,
  metric_name,
  expression: 'COUNT(*)',
  metric_type: null,
  verbose_name: null,
  description: null,
  d3format: null,
  currency: null,
  warning_text: null,
  extra: null,
  ...fields,
});

const dataset: DatasetRecord = {
  id: 7,
  uuid: `${UUID}99`,
  table_name: 'games',
  schema: 'main',
  catalog: null,
  database_id: 1,
  sql: null,
  kind: 'physical',
  description: null,
  main_dttm_col: null,
  cache_timeout: null,
  owners: [1],
  extra: null,
  template_params: null,
  normalize_columns: false,
  always_filter_main_dttm: false,
  filter_select_enabled: true,
  fetch_values_predicate: null,
  default_endpoint: null,
  offset: 0,
  is_sqllab_view: false,
  is_managed_externally: false,
  external_url: null,
  created_by_fk: null,
  changed_by_fk: null,
  created_on: '2026-01-01T00:00:00.000Z',
  changed_on: '2026-01-01T00:00:00.000Z',
  version: 3,
  columns: [
    column(1, 'year', { verbose_name: 'Year' }),
    column(2, 'genre', { type: 'VARCHAR' }),
    column(3, 'released', { type: null, expression: 'MAKE_DATE(year, 1, 1)' }),
  ],
  metrics: [metric(1, 'count', { verbose_name: 'COUNT(*)' })],
};

const config = {
  table_name: 'games',
  uuid: `${UUID}98`,
  version: '1.0.0',
  database_uuid: `${UUID}97`,
  main_dttm_col: 'year',
  columns: [
    {
      column_name: 'year',
      is_dttm: true,
      verbose_name: null,
      type: 'DATE',
      python_date_format: '%Y',
      uuid: `${UUID}11`,
    },
    { column_name: 'released', is_dttm: true, verbose_name: 'Released', uuid: `${UUID}13` },
    { column_name: 'decade', expression: 'year - year % 10', verbose_name: 'Decade', uuid: `${UUID}12` },
  ],
  metrics: [
    { metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'Games', d3format: ',d', uuid: `${UUID}61` },
    {
      metric_name: 'sales',
      expression: 'SUM(sales)',
      currency: { symbol: 'USD', symbolPosition: 'prefix' },
      uuid: `${UUID}62`,
    },
  ],
} satisfies DatasetConfig;

const added = {
  decade: column(4, 'decade', {
    uuid: `${UUID}12`,
    type: null,
    expression: 'year - year % 10',
    verbose_name: 'Decade',
  }),
  sales: metric(2, 'sales', {
    uuid: `${UUID}62`,
    expression: 'SUM(sales)',
    currency: '{"symbol":"USD","symbolPosition":"prefix"}',
  }),
};

describe('mergeDefinition', () => {
  it('without replace adds what the dataset lacks and changes nothing it has', () => {
    // Act
    const merged = mergeDefinition(dataset, config, false);

    // Assert
    expect(merged).toEqual({
      ...dataset,
      columns: [...dataset.columns, added.decade],
      metrics: [...dataset.metrics, added.sales],
    });
  });

  it("with replace takes the bundle's word on what both have, keeping what it leaves empty, the engine's type and a time flag the engine cannot read", () => {
    // Act
    const merged = mergeDefinition(dataset, config, true);

    // Assert
    expect(merged).toEqual({
      ...dataset,
      columns: [
        column(1, 'year', { verbose_name: 'Year', python_date_format: '%Y' }),
        dataset.columns[1],
        column(3, 'released', {
          type: null,
          expression: 'MAKE_DATE(year, 1, 1)',
          is_dttm: true,
          verbose_name: 'Released',
        }),
        added.decade,
      ],
      metrics: [metric(1, 'count', { verbose_name: 'Games', d3format: ',d' }), added.sales],
    });
  });
});

describe('definitionsKept', () => {
  it('names the members a replacing merge would change', () => {
    // Act
    const kept = definitionsKept(dataset, config);

    // Assert
    expect(kept).toEqual(['year', 'released', 'count']);
  });

  it('does not count a column type spelled another way', () => {
    // Arrange
    const spelledOtherwise = { ...config, columns: [{ column_name: 'genre', type: 'TEXT' }], metrics: [] };

    // Act
    const kept = definitionsKept(dataset, spelledOtherwise);

    // Assert
    expect(kept).toEqual([]);
  });
});

describe('timeFlagsRefused', () => {
  it('names the columns the bundle marks as time whose values the engine reads otherwise', () => {
    // Act
    const refused = timeFlagsRefused(dataset, config);

    // Assert
    expect(refused.map((refusedColumn) => [refusedColumn.column_name, refusedColumn.type])).toEqual([
      ['year', 'BIGINT'],
    ]);
  });
});
