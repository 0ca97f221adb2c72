import { describe, expect, it } from 'vitest';
import { BadRequestError } from '#shared/errors.ts';
import { duckDbDialect } from '#functions/lib/sql/duckdb-dialect.ts';
import { formatSql } from '#functions/lib/sql/format.ts';
import { trinoDialect } from '#functions/lib/sql/trino-dialect.ts';

describe('formatSql', () => {
  it('formats DuckDB SQL with upper-case keywords, DuckDB-only syntax included', async () => {
    // Act
    const formatted = await formatSql(
      "select name, sum(num) from birth_names where gender='boy' group by all",
      duckDbDialect,
    );

    // Assert
    expect(formatted).toBe(
      ['SELECT', '  name,', '  sum(num)', 'FROM', '  birth_names', 'WHERE', "  gender = 'boy'", 'GROUP BY ALL'].join(
        '\n',
      ),
    );
  });

  it('formats Trino SQL', async () => {
    // Act
    const formatted = await formatSql('select * from "main"."t" offset 10 limit 5', trinoDialect);

    // Assert
    expect(formatted).toBe(['SELECT', '  *', 'FROM', '  "main"."t"', 'OFFSET', '  10', 'LIMIT', '  5'].join('\n'));
  });

  it('answers 400 with the reason for SQL the formatter cannot read', async () => {
    // Act
    const format = formatSql("select 'unterminated from t", duckDbDialect);

    // Assert
    await expect(format).rejects.toThrow(
      new BadRequestError(`Unable to format SQL: Parse error: Unexpected "'untermina" at line 1 column 8.`),
    );
  });
});
