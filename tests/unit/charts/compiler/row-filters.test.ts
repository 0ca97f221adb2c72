import { describe, expect, it } from 'vitest';
import { type CompileMode } from '#functions/charts/compiler/types.ts';
import { compile, exampleDataset } from './fixtures.ts';

const GIRLS = `("gender" = 'girl')`;
const FROM = 'FROM "main"."birth_names"';

describe('row level security conditions in compiled SQL', () => {
  it.each<CompileMode>(['aggregate', 'samples', 'drill_detail'])(
    'come first in the WHERE of a %s query, before its own filters',
    (mode) => {
      // Act
      const { sql } = compile(
        { columns: ['name'], filters: [{ col: 'state', op: '==', val: 'CA' }], row_limit: 10 },
        { mode, rowFilters: [GIRLS] },
      );

      // Assert
      expect(sql).toContain(`WHERE ${GIRLS} AND "state" = 'CA'`);
    },
  );

  it('hold in the inner query that ranks the top series too, so hidden rows rank nothing', () => {
    // Act
    const { sql } = compile(
      { columns: ['ds', 'name'], metrics: ['sum__num'], series_columns: ['name'], series_limit: 5, row_limit: 100 },
      { rowFilters: [GIRLS] },
    );

    // Assert
    expect(sql.split(`WHERE ${GIRLS}`)).toHaveLength(3);
  });

  it('make LATEST PARTITION the newest value among the rows the caller may read, not the engine partition list', () => {
    // Act
    const { sql } = compile(
      { columns: ['name'], filters: [{ col: 'ds', op: 'LATEST PARTITION' }], row_limit: 10 },
      { dialect: 'trino', rowFilters: [GIRLS] },
    );

    // Assert
    expect(sql).toContain(`"ds" IN (SELECT max("ds") ${FROM} WHERE ${GIRLS})`);
    expect(sql).not.toContain('$partitions');
  });

  it('hold over a virtual dataset, outside its SQL', () => {
    // Arrange
    const virtual = exampleDataset('birth_names', { kind: 'virtual', sql: 'SELECT * FROM birth_names' });

    // Act
    const { sql } = compile({ columns: ['name'], row_limit: 10 }, { dataset: virtual, rowFilters: [GIRLS] });

    // Assert
    expect(sql).toBe(
      [
        'SELECT "name" AS "name"',
        'FROM (\nSELECT * FROM birth_names\n) AS "virtual_table"',
        `WHERE ${GIRLS}`,
        'LIMIT 10',
      ].join('\n'),
    );
  });

  it('leave the SQL as it was when the caller has none', () => {
    // Act
    const { sql } = compile({ columns: ['name'], row_limit: 10 }, { rowFilters: [] });

    // Assert
    expect(sql).toBe(['SELECT "name" AS "name"', FROM, 'LIMIT 10'].join('\n'));
  });
});
