import { duckDbDialect as duckDb } from '#functions/lib/sql/duckdb-dialect.ts';
import { withGrammar } from '#functions/lib/sql/parser.ts';
import { trinoDialect as trino } from '#functions/lib/sql/trino-dialect.ts';

/** The two dialects with their grammars loaded, as request paths get them from `withGrammar`, for tests that parse. */
export const duckDbDialect = await withGrammar(duckDb);
export const trinoDialect = await withGrammar(trino);
