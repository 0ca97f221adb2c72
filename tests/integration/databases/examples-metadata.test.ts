import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  DatabaseListAnswer,
  DatabaseNamesAnswer,
  FunctionNamesAnswer,
  NamesAnswer,
  TableListAnswer,
  TableMetadata,
} from '#shared/api/database.ts';
import { birthNames } from '#shared/examples/birth-names.ts';
import { exampleTables } from '#shared/examples/catalog.ts';
import { physicalColumns } from '#shared/examples/columns.ts';
import { contractProblems } from '../../contract/openapi.ts';
import { useApiClient } from '../helpers/api-client.ts';

const client = useApiClient();

describe('metadata of the examples database', () => {
  it('lists the in-memory catalog', async () => {
    // Act
    const response = await client.get('/api/v1/database/1/catalogs/');

    // Assert
    expect(response).toEqual({ status: 200, body: { result: ['memory'] } });
  });

  it('lists schema main, as the contract describes', async () => {
    // Act
    const response = await client.get('/api/v1/database/1/schemas/?q=(force:!t)');

    // Assert
    expect(response).toEqual({ status: 200, body: { result: ['main'] } });
    expect(contractProblems('GET', '/api/v1/database/{pk}/schemas/', 200, response.body)).toEqual([]);
  });

  it('answers no schema for uploads, since the examples database refuses them', async () => {
    // Act
    const response = await client.get('/api/v1/database/1/schemas/?q=(upload_allowed:!t)');

    // Assert
    expect(response).toEqual({ status: 200, body: { result: [] } });
  });

  it('lists every example table (views over Parquet), sorted, as the contract describes', async () => {
    // Act
    const response = await client.get('/api/v1/database/1/tables/?q=(force:!f,schema_name:main)');

    // Assert
    const names = exampleTables.map((table) => table.name).sort();
    expect(response).toEqual({
      status: 200,
      body: { count: names.length, result: names.map((value) => ({ value, type: 'view' })) },
    });
    expect(contractProblems('GET', '/api/v1/database/{pk}/tables/', 200, response.body)).toEqual([]);
  });

  it('answers 404 for a schema that does not exist', async () => {
    // Act
    const response = await client.get('/api/v1/database/1/tables/?q=(schema_name:nowhere)');

    // Assert
    expect(response).toEqual({ status: 404, body: { message: 'Schema does not exist' } });
  });

  it('answers 400 naming schema_name when it is missing', async () => {
    // Act
    const response = await client.get('/api/v1/database/1/tables/?q=(force:!t)');

    // Assert
    expect(response).toEqual({ status: 400, body: { message: { schema_name: ['Missing data for required field.'] } } });
  });

  it('describes birth_names: columns with types and the preview SQL', async () => {
    // Act
    const response = await client.get('/api/v1/database/1/table_metadata/?name=birth_names&schema=main');

    // Assert
    const columns = physicalColumns(birthNames.columns);
    expect(response).toEqual({
      status: 200,
      body: {
        name: 'birth_names',
        columns: columns.map((column) => ({
          name: column.name,
          type: column.type,
          longType: column.type,
          keys: [],
          comment: null,
        })),
        selectStar: `SELECT ${columns.map((column) => `"${column.name}"`).join(',\n       ')}\nFROM "main"."birth_names"\nLIMIT 100`,
        primaryKey: { constrained_columns: [], name: null },
        foreignKeys: [],
        indexes: [],
        comment: null,
      },
    });
  });

  it('describes a table in the default schema when none is named', async () => {
    // Act
    const response = await client.get('/api/v1/database/1/table_metadata/?name=energy_usage');

    // Assert
    expect((response.body as { columns: { name: string }[] }).columns.map((column) => column.name)).toEqual([
      'source',
      'target',
      'value',
    ]);
  });

  it('answers 404 for a table that does not exist', async () => {
    // Act
    const response = await client.get('/api/v1/database/1/table_metadata/?name=no_such_table&schema=main');

    // Assert
    expect(response).toEqual({ status: 404, body: { message: 'Table does not exist' } });
  });

  it('answers no extra metadata for a DuckDB table, as the contract describes', async () => {
    // Act
    const response = await client.get('/api/v1/database/1/table_metadata/extra/?name=birth_names&schema=main');

    // Assert
    expect(response).toEqual({ status: 200, body: {} });
    expect(contractProblems('GET', '/api/v1/database/{pk}/table_metadata/extra/', 200, response.body)).toEqual([]);
  });

  it("lists DuckDB's function names, sorted", async () => {
    // Act
    const response = await client.get('/api/v1/database/1/function_names/');

    // Assert
    const names = (response.body as { function_names: string[] }).function_names;
    expect([response.status, names.length > 100, names]).toEqual([
      200,
      true,
      expect.arrayContaining(['sum', 'date_trunc', 'count']),
    ]);
    expect(names).toEqual([...new Set(names)].sort());
  });

  it.each([
    ['an unknown database', '/api/v1/database/999/schemas/', 404, { message: 'Database not found' }],
    ['a database id that is not an integer', '/api/v1/database/abc/schemas/', 404, { message: 'Not found' }],
  ])('answers %s', async (_case, path, status, body) => {
    // Act
    const response = await client.get(path);

    // Assert
    expect(response).toEqual({ status, body });
  });

  it.each<[string, ZodType]>([
    ['/api/v1/database/?q=(order_column:database_name,order_direction:asc,page:0,page_size:100)', DatabaseListAnswer],
    [
      '/api/v1/database/?q=(columns:!(id,database_name),order_column:database_name,page:0,page_size:50)',
      DatabaseNamesAnswer,
    ],
    ['/api/v1/database/1/catalogs/?q=(force:!f)', NamesAnswer],
    ['/api/v1/database/1/schemas/?q=(force:!f)', NamesAnswer],
    ['/api/v1/database/1/tables/?q=(force:!f,schema_name:main)', TableListAnswer],
    ['/api/v1/database/1/table_metadata/?name=birth_names&schema=main', TableMetadata],
    ['/api/v1/database/1/function_names/', FunctionNamesAnswer],
  ])('answers %s in the shape the web app reads (shared/api/database.ts)', async (path, schema) => {
    // Act
    const response = await client.get(path);

    // Assert
    expect([response.status, schema.safeParse(response.body).error?.issues ?? []]).toEqual([200, []]);
  });
});
