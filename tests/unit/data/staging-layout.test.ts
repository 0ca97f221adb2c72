import { describe, expect, it } from 'vitest';
import { column, temporal } from '#shared/examples/columns.ts';
import { quoteIdentifier, restoreQuery, stagingLayout } from '#infra/local/data/staging-layout.ts';

const columns = [
  temporal('ds'),
  column('name', 'VARCHAR'),
  column('num', 'BIGINT'),
  column('state', 'VARCHAR'),
  column('ok', 'BOOLEAN'),
];

describe('stagingLayout', () => {
  it('gives numbers and booleans their own vectors and packs text cells into __text', () => {
    // Arrange
    const physical = columns;

    // Act
    const layout = stagingLayout(physical);

    // Assert
    expect({
      slots: layout.slots,
      columns: layout.columns.map((staged) => `${staged.name} ${staged.type.toString()}`),
      textCount: layout.textCount,
    }).toEqual({
      slots: [
        { text: false, numeric: true, index: 0 },
        { text: true, numeric: false, index: 0 },
        { text: false, numeric: true, index: 1 },
        { text: true, numeric: false, index: 1 },
        { text: false, numeric: false, index: 2 },
      ],
      columns: ['ds DOUBLE', 'num DOUBLE', 'ok BOOLEAN', '__text VARCHAR'],
      textCount: 2,
    });
  });
});

describe('restoreQuery', () => {
  it('splits text, restores NULLs and catalog types, and sorts with rowid as the tie-breaker', () => {
    // Arrange
    const layout = stagingLayout(columns);

    // Act
    const sql = restoreQuery(columns, layout, '"stage_t"', ['ds']);

    // Assert
    expect(sql).toBe(
      'SELECT epoch_ms(CAST((CASE WHEN isnan("ds") THEN NULL ELSE "ds" END) AS BIGINT)) AS "ds", ' +
        'NULLIF(__parts[1], chr(30)) AS "name", ' +
        'CAST((CASE WHEN isnan("num") THEN NULL ELSE "num" END) AS BIGINT) AS "num", ' +
        'NULLIF(__parts[2], chr(30)) AS "state", "ok" AS "ok" ' +
        'FROM (SELECT *, rowid AS __rowid, string_split(__text, chr(31)) AS __parts FROM "stage_t") ORDER BY "ds", __rowid',
    );
  });
});

describe('quoteIdentifier', () => {
  it('doubles embedded quotes', () => {
    // Arrange
    const name = 'odd"name';

    // Act
    const quoted = quoteIdentifier(name);

    // Assert
    expect(quoted).toBe('"odd""name"');
  });
});
