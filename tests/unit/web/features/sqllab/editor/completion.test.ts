import { describe, expect, it } from 'vitest';
import {
  buildCompletionIndex,
  complete,
  completionKeywords,
  referencedTables,
  sqlFamilyOf,
} from '../../../../../../web/app/features/sqllab/editor/completion/index.ts';
import { atCursor, catalog } from './completion-fixture.ts';

const index = buildCompletionIndex(catalog);

/** The first options at the marked cursor, as `kind:label` for compact expectations. */
function firstOptions(marked: string, count: number): string[] {
  const { text, cursor } = atCursor(marked);
  return complete(index, text, cursor)
    .options.slice(0, count)
    .map((option) => `${option.kind}:${option.label}`);
}

describe('complete', () => {
  it.each([
    ['keywords at the start of a statement', 'sel|', 1, ['keyword:SELECT']],
    [
      'tables after FROM, prefix matches first then word parts',
      'SELECT * FROM ord|',
      3,
      ['table:order_items', 'table:orders', 'keyword:ORDER'],
    ],
    ['word-part matches before substring matches', 'SELECT * FROM it|', 3, ['table:order_items', 'keyword:LIMIT']],
    [
      'columns of the tables in scope after SELECT',
      'SELECT cu| FROM orders',
      2,
      ['column:customer_id', 'table:customers'],
    ],
    [
      'columns through an alias',
      'SELECT o.| FROM orders AS o',
      3,
      ['column:customer_id', 'column:id', 'column:ordered_at'],
    ],
    [
      'columns through an alias without AS, filtered by prefix',
      'SELECT c.na| FROM orders o JOIN customers c ON o.customer_id = c.id',
      1,
      ['column:name'],
    ],
    [
      'columns through the table name',
      'SELECT customers.| FROM customers',
      3,
      ['column:Home Town', 'column:id', 'column:name'],
    ],
    ['tables of a named schema', 'SELECT * FROM staging.|', 1, ['table:raw_orders']],
    ['columns of a schema-qualified table', 'SELECT r.| FROM staging.raw_orders r', 1, ['column:payload']],
    ['tables after a comma in the FROM list', 'SELECT * FROM orders o, cus|', 1, ['table:customers']],
    ['columns after a comma in the select list', 'SELECT id, ord| FROM orders', 1, ['column:ordered_at']],
    ['keywords first after an expression', 'SELECT * FROM orders o wh|', 1, ['keyword:WHERE']],
    ['functions in an expression', 'SELECT co| FROM orders', 3, ['function:coalesce', 'function:count']],
    ['columns of the statement around the cursor only', 'SELECT * FROM customers; SELECT na| FROM orders', 1, []],
    ['substring matches last', 'SELECT der| FROM orders', 1, ['column:ordered_at']],
  ])('%s', (_name, marked, count, expected) => {
    // Arrange: the index and the marked text. Act
    const options = firstOptions(marked, count);
    // Assert
    expect(options).toEqual(expected);
  });

  it('answers the replaced range, the prefix and the qualifier', () => {
    // Arrange
    const { text, cursor } = atCursor('SELECT o.cust| FROM orders o');
    // Act
    const answer = complete(index, text, cursor);
    // Assert
    expect(answer).toEqual({
      from: 9,
      prefix: 'cust',
      qualifier: 'o',
      options: [{ label: 'customer_id', kind: 'column', detail: 'INTEGER' }],
    });
  });

  it('quotes names that are not plain identifiers when applied', () => {
    // Arrange
    const { text, cursor } = atCursor('SELECT home| FROM customers');
    // Act
    const [first] = complete(index, text, cursor).options;
    // Assert
    expect(first).toEqual({ label: 'Home Town', kind: 'column', detail: 'VARCHAR', apply: '"Home Town"' });
  });

  it.each([
    ['inside a string', "SELECT * FROM orders WHERE name = 'or|'"],
    ['inside a line comment', 'SELECT 1 -- fro|'],
    ['inside a block comment', 'SELECT /* fro| */ 1'],
    ['after an unknown qualifier', 'SELECT nowhere.| FROM orders'],
  ])('offers nothing %s', (_name, marked) => {
    // Arrange
    const { text, cursor } = atCursor(marked);
    // Act
    const answer = complete(index, text, cursor);
    // Assert
    expect(answer.options).toEqual([]);
  });
});

describe('sqlFamilyOf and completionKeywords', () => {
  it.each([
    ['duckdb', 'duckdb'],
    ['awsathena', 'trino'],
    ['trino', 'trino'],
    ['presto', 'trino'],
    ['postgresql', 'postgresql'],
    ['redshift', 'postgresql'],
    ['mysql', 'mysql'],
    ['bigquery', 'standard'],
    [null, 'standard'],
  ])('maps the backend %s to the %s family', (backend, family) => {
    // Arrange, Act, Assert
    expect(sqlFamilyOf(backend)).toBe(family);
  });

  it('offers each engine its own words', () => {
    // Arrange, Act
    const duckdb = completionKeywords('duckdb');
    const athena = completionKeywords('awsathena');
    // Assert
    expect({
      duckdbQualify: duckdb.includes('qualify'),
      athenaQualify: athena.includes('qualify'),
      athenaUnnest: athena.includes('unnest'),
      common: duckdb.includes('select') && athena.includes('select'),
    }).toEqual({ duckdbQualify: true, athenaQualify: false, athenaUnnest: true, common: true });
  });
});

describe('referencedTables', () => {
  it.each([
    [
      'FROM and JOIN with aliases',
      'SELECT * FROM orders o JOIN main.customers AS c ON o.customer_id = c.id',
      [
        { schema: null, name: 'orders', alias: 'o' },
        { schema: 'main', name: 'customers', alias: 'c' },
      ],
    ],
    [
      'a comma list, a quoted name and WHERE',
      'SELECT * FROM a, "My Table" t WHERE 1 = 1',
      [
        { schema: null, name: 'a', alias: null },
        { schema: null, name: 'My Table', alias: 't' },
      ],
    ],
    [
      'a catalog-qualified name',
      'SELECT * FROM awsdatacatalog.sales.orders',
      [{ schema: 'sales', name: 'orders', alias: null }],
    ],
    [
      'CTE names left out',
      'WITH recent AS (SELECT * FROM orders) SELECT * FROM recent r',
      [{ schema: null, name: 'orders', alias: null }],
    ],
    [
      'the table of an INSERT with its column list',
      'INSERT INTO main.orders (id) SELECT id FROM staging.raw_orders',
      [
        { schema: 'main', name: 'orders', alias: null },
        { schema: 'staging', name: 'raw_orders', alias: null },
      ],
    ],
    [
      'table functions and subqueries left out',
      "SELECT * FROM read_parquet('x.parquet') JOIN (SELECT 1) s ON true",
      [],
    ],
  ])('%s', (_name, sql, expected) => {
    // Arrange, Act
    const references = referencedTables(sql);
    // Assert
    expect(references).toEqual(expected);
  });

  it('reads only the statement around the cursor when given one', () => {
    // Arrange
    const sql = 'SELECT * FROM a; SELECT * FROM b';
    // Act
    const references = referencedTables(sql, sql.length);
    // Assert
    expect(references).toEqual([{ schema: null, name: 'b', alias: null }]);
  });
});
