import { type QueryEngineDialect, TYPED_ROW_SQL, TYPED_ROW_VALUES } from './query-engine.contract.ts';

/** What the QueryEngine contract expects of DuckDB, in-process or in an engine host. */
export const DUCKDB_CONTRACT_DIALECT: QueryEngineDialect = {
  typedRow: {
    sql: TYPED_ROW_SQL,
    columns: [
      { name: 'i', type: 'INTEGER' },
      { name: 'd', type: 'DOUBLE' },
      { name: 's', type: 'VARCHAR' },
      { name: 'b', type: 'BOOLEAN' },
      { name: 'nothing', type: 'VARCHAR' },
      { name: 'day', type: 'DATE' },
      { name: 'ts', type: 'TIMESTAMP' },
      { name: 'big', type: 'BIGINT' },
      { name: 'small', type: 'BIGINT' },
      { name: 'amount', type: 'DECIMAL(18,3)' },
    ],
    row: TYPED_ROW_VALUES,
  },
  numbers: (count) => `SELECT range + 1 AS n FROM range(${count})`,
  longRunning: 'SELECT count(*) FROM range(10000000000)',
  stopWithinMs: 1_000,
};
