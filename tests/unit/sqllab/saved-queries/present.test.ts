import { describe, expect, it } from 'vitest';
import type { SavedQueryRecord } from '#functions/sqllab/saved-queries/schema.ts';
import {
  queryDialect,
  sqlTables,
  toListItem,
  toShowResult,
  toWriteResult,
} from '#functions/sqllab/saved-queries/present.ts';

const author = { sub: '1', id: 1, first_name: 'Ada', last_name: 'Admin' };
const record: SavedQueryRecord = {
  id: 4,
  label: 'Top names',
  description: 'd',
  db_id: 1,
  catalog: null,
  schema: 'main',
  sql: 'SELECT name FROM birth_names',
  template_parameters: null,
  extra_json: null,
  rows: null,
  last_run: null,
  created_on: '2024-01-01T00:00:00.000Z',
  changed_on: '2024-01-01T00:00:00.000Z',
  created_by: author,
  changed_by: { sub: 'abc-uuid', first_name: 'Cog', last_name: 'Nito' },
  version: 1,
};

describe('sqlTables', () => {
  it('lists every table a query reads, with its schema when named', async () => {
    // Arrange
    const dialect = await queryDialect({ backend: 'duckdb' });

    // Act
    const tables = sqlTables('SELECT * FROM main.birth_names b JOIN airports a ON TRUE', dialect);

    // Assert
    expect(tables).toEqual([
      { catalog: null, schema: 'main', table: 'birth_names' },
      { catalog: null, schema: null, table: 'airports' },
    ]);
  });

  it('answers no tables for SQL that does not parse', async () => {
    // Arrange
    const dialect = await queryDialect({ backend: 'awsathena' });

    // Act
    const tables = sqlTables('SELEC oops FROM', dialect);

    // Assert
    expect(tables).toEqual([]);
  });
});

describe('toShowResult', () => {
  it('answers the show columns, leaving out a user id that is not an integer', async () => {
    // Arrange
    const database = { id: 1, database_name: 'examples', backend: 'duckdb' } as const;

    // Act
    const result = toShowResult(
      record,
      database as never,
      await queryDialect(database),
      new Date('2024-01-01T00:03:00.000Z'),
    );

    // Assert
    expect(result).toEqual({
      id: 4,
      label: 'Top names',
      description: 'd',
      catalog: null,
      schema: 'main',
      sql: 'SELECT name FROM birth_names',
      template_parameters: null,
      changed_on: '2024-01-01T00:00:00.000Z',
      changed_on_delta_humanized: '3 minutes ago',
      changed_by: { first_name: 'Cog', last_name: 'Nito' },
      created_by: { id: 1, first_name: 'Ada', last_name: 'Admin' },
      database: { id: 1, database_name: 'examples' },
      sql_tables: [{ catalog: null, schema: null, table: 'birth_names' }],
    });
  });
});

describe('toWriteResult', () => {
  it('answers exactly the add/edit columns', () => {
    // Act
    const result = toWriteResult(record);

    // Assert
    expect(result).toEqual({
      catalog: null,
      db_id: 1,
      description: 'd',
      extra_json: null,
      label: 'Top names',
      schema: 'main',
      sql: 'SELECT name FROM birth_names',
      template_parameters: null,
    });
  });
});

describe('toListItem extra', () => {
  it.each([
    ['the object extra_json holds', '{"version":2}', { version: 2 }],
    ['{} for text that is not JSON', '{oops', {}],
    ['{} for JSON nested too deeply to answer', `${'['.repeat(10_000)}${']'.repeat(10_000)}`, {}],
  ])('answers %s', async (_case, extraJson, extra) => {
    // Act
    const item = toListItem({ ...record, extra_json: extraJson }, undefined, await queryDialect(undefined));

    // Assert
    expect(item.extra).toEqual(extra);
  });
});
