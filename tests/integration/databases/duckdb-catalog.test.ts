import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDbEngine } from '#functions/lib/adapters/query-engine/duckdb/duckdb-engine.ts';
import { DuckDbCatalogBrowser } from '#functions/lib/adapters/catalog/duckdb-catalog.ts';

let engine: DuckDbEngine;
let browser: DuckDbCatalogBrowser;

beforeAll(async () => {
  engine = await DuckDbEngine.open();
  await engine.run({
    queryId: 'setup',
    sql: `CREATE SCHEMA "it's"; CREATE TABLE "it's".t (k INTEGER, v VARCHAR, PRIMARY KEY (k, v)); CREATE VIEW main.v AS SELECT 1 AS one`,
  });
  browser = new DuckDbCatalogBrowser(engine);
});

afterAll(async () => {
  await engine?.close();
});

describe('DuckDbCatalogBrowser', () => {
  it('lists schemas without the system ones, quoting names safely', async () => {
    // Act
    const schemas = await browser.schemas();

    // Assert
    expect(schemas).toEqual(["it's", 'main']);
  });

  it('lists the tables of a schema whose name needs quoting', async () => {
    // Act
    const tables = await browser.tables("it's");

    // Assert
    expect(tables).toEqual([{ name: 't', type: 'table' }]);
  });

  it('lists a view as a view', async () => {
    // Act
    const tables = await browser.tables('main');

    // Assert
    expect(tables).toEqual([{ name: 'v', type: 'view' }]);
  });

  it('answers undefined for an unknown schema', async () => {
    // Act
    const tables = await browser.tables('nowhere');

    // Assert
    expect(tables).toBeUndefined();
  });

  it('describes a composite primary key in column order', async () => {
    // Act
    const table = await browser.describeTable({ name: 't', schema: "it's" });

    // Assert
    expect(table).toEqual({
      name: 't',
      schema: "it's",
      catalog: 'memory',
      columns: [
        { name: 'k', type: 'INTEGER', comment: null },
        { name: 'v', type: 'VARCHAR', comment: null },
      ],
      primaryKey: { name: expect.any(String), columns: ['k', 'v'] },
      partitionColumns: [],
      comment: null,
    });
  });

  it('answers undefined for a table in another schema than the one named', async () => {
    // Act
    const table = await browser.describeTable({ name: 't', schema: 'main' });

    // Assert
    expect(table).toBeUndefined();
  });
});
