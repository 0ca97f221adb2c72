import type { DatasetRecord } from '../../lib/records/dataset-schema.ts';
import type { ParsingDialect } from '../../lib/sql/parser.ts';
import type { TemplateContext } from '../../lib/sql/templates.ts';
import type { ChartDataQueryObject } from '#shared/query-context/index.ts';
import type { TimeBounds } from '#shared/time-range/index.ts';

/**
 * What the query answers: `aggregate` the chart's own query (grouped when it has metrics, raw rows otherwise),
 * `samples` every stored column of the source, `drill_detail` every dataset column un-aggregated.
 */
export type CompileMode = 'aggregate' | 'samples' | 'drill_detail';

/** One compile: a validated query object against a dataset in one engine's dialect. */
export interface CompileInput {
  query: ChartDataQueryObject;
  dataset: DatasetRecord;
  /** With its grammar (`withGrammar`): free-form SQL fragments are parsed. */
  dialect: ParsingDialect;
  /** The database's name; accepted for callers that log it, not part of the SQL. */
  databaseName?: string;
  /** The clock relative time ranges (`Last week`) resolve against; defaults to now. */
  now?: Date;
  /** Told each time range the compile resolves against `now`, and what it resolved to: all the SQL owes to the clock. */
  onTimeRange?: (timeRange: string, bounds: TimeBounds) => void;
  /** Template variables for dataset SQL and SQL fragments; from/to and filters are filled in from the query. */
  template?: TemplateContext;
  mode?: CompileMode;
  /**
   * The row level security conditions of the caller on this dataset, rendered and checked (functions/lib/auth/row-filter-conditions.ts):
   * ANDed into the WHERE of every statement the compile makes, inner ones included.
   */
  rowFilters?: readonly string[];
}

/** One result column: its label for the client and the name the engine answers it under. */
export interface CompiledColumn {
  label: string;
  /** `dialect.columnAlias(label)`: Athena lower-cases names, so the service renames engine columns back to labels. */
  engineName: string;
  kind: 'column' | 'metric';
  isDttm: boolean;
}

/** A compiled query: one SELECT statement and what the service needs to present its result. */
export interface CompiledQuery {
  sql: string;
  columns: CompiledColumn[];
  appliedFilters: { column: string }[];
  rejectedFilters: { column: string; reason: 'not_in_datasource' }[];
  /** Time bounds of the query in epoch milliseconds; null when unbounded. */
  fromDttm: number | null;
  toDttm: number | null;
  /** The row limit applied (0 when the query has none). */
  rowLimit: number;
}

/** A column expression as the compiler carries it between clauses. */
export interface SqlColumn {
  /** The SQL of the value, identifiers quoted. */
  sql: string;
  label: string;
  isDttm: boolean;
  /** The dataset column's engine type, for typing literals; null for ad-hoc SQL. */
  type: string | null;
  /** Set for dataset columns storing epochs, whose range bounds are numbers rather than timestamps. */
  epochUnit?: 'epoch_s' | 'epoch_ms';
}

/** A metric expression and its result label. */
export interface SqlMetric {
  sql: string;
  label: string;
}
