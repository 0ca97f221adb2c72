import { describe, expect, it } from 'vitest';
import {
  columnFormats,
  datasetName,
  granularityChoices,
  orderByChoices,
  selectStar,
  verboseMap,
} from '#functions/datasets/derived.ts';
import { samplesLimit } from '#functions/datasets/samples.ts';
import { columnGenericType } from '#functions/datasets/present.ts';
import { DatasetRecord } from '#functions/lib/records/dataset-schema.ts';

const UUID = '00000000-0000-4000-8000-000000000000';
const column = (name: string, extra: Partial<DatasetRecord['columns'][number]> = {}) => ({
  id: 1,
  uuid: UUID,
  column_name: name,
  type: 'VARCHAR',
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
  ...extra,
});
const dataset = DatasetRecord.parse({
  id: 4,
  uuid: UUID,
  table_name: 'birth_names',
  schema: 'main',
  catalog: null,
  database_id: 1,
  sql: null,
  kind: 'physical',
  description: null,
  main_dttm_col: 'ds',
  cache_timeout: null,
  owners: [1],
  extra: null,
  created_on: '2024-01-01T00:00:00.000Z',
  changed_on: '2024-01-01T00:00:00.000Z',
  version: 1,
  columns: [column('state'), column('ds', { type: 'TIMESTAMP', is_dttm: true, verbose_name: 'Day' })],
  metrics: [
    {
      id: 1,
      uuid: UUID,
      metric_name: 'count',
      expression: 'COUNT(*)',
      metric_type: null,
      verbose_name: 'Rows',
      description: null,
      d3format: ',d',
      currency: null,
      warning_text: null,
      extra: null,
    },
  ],
});

describe('dataset derivations', () => {
  it('maps labels, formats, order choices, time columns and the preview query', () => {
    // Arrange / Act
    const derived = {
      name: datasetName(dataset),
      verbose: verboseMap(dataset),
      formats: columnFormats(dataset),
      order: orderByChoices(dataset),
      granularity: granularityChoices(dataset),
      select: selectStar(dataset),
    };

    // Assert
    expect(derived).toEqual({
      name: 'main.birth_names',
      verbose: { __timestamp: 'Time', count: 'Rows', state: 'state', ds: 'Day' },
      formats: { count: ',d' },
      order: [
        ['["ds", true]', 'ds [asc]'],
        ['["ds", false]', 'ds [desc]'],
        ['["state", true]', 'state [asc]'],
        ['["state", false]', 'state [desc]'],
      ],
      granularity: [['ds', 'ds']],
      select: 'SELECT\n  *\nFROM "main"."birth_names"\nLIMIT 100',
    });
  });

  it.each([
    [{ is_dttm: true, type: 'VARCHAR' }, 2],
    [{ is_dttm: false, type: 'BIGINT' }, 0],
    [{ is_dttm: false, type: 'VARCHAR' }, 1],
    [{ is_dttm: false, type: 'BOOLEAN' }, 3],
    [{ is_dttm: false, type: null }, null],
  ])('types %j generically as %j', (input, expected) => {
    // Arrange / Act
    const generic = columnGenericType(input);

    // Assert
    expect(generic).toBe(expected);
  });
});

describe('samplesLimit', () => {
  it.each([
    [1, 20, { row_offset: 0, row_limit: 20 }],
    [3, 20, { row_offset: 40, row_limit: 20 }],
    [0, 10, { row_offset: 0, row_limit: 10 }],
  ])('page %i of %i rows', (page, perPage, expected) => {
    // Arrange / Act
    const limit = samplesLimit(page, perPage);

    // Assert
    expect(limit).toEqual(expected);
  });
});
