/** Shape of an example dataset definition: one Parquet file, one DuckDB view, one Glue table, one Skyset dataset. */

/** Column types common to DuckDB and Athena (Trino); each adapter maps them to its own names. */
export type ExampleColumnType = 'VARCHAR' | 'BIGINT' | 'INTEGER' | 'DOUBLE' | 'BOOLEAN' | 'DATE' | 'TIMESTAMP';

export interface ExampleColumn {
  name: string;
  type: ExampleColumnType;
  /** Temporal column usable as a time axis. */
  is_dttm?: boolean;
  /** Set for calculated columns: a SQL expression over physical columns (no Parquet column). */
  expression?: string;
  verbose_name?: string;
  description?: string;
  groupby?: boolean;
  filterable?: boolean;
}

export interface ExampleMetric {
  metric_name: string;
  expression: string;
  verbose_name?: string;
  d3format?: string;
}

export interface ExampleTable {
  /** Table and dataset name, e.g. `birth_names`. */
  name: string;
  description: string;
  columns: ExampleColumn[];
  main_dttm_col: string | null;
  metrics: ExampleMetric[];
  /** Rows at scale 1, which the generator writes exactly. */
  rows: number;
}
