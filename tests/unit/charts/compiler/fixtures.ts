import { compileQuery, type CompiledQuery, type CompileMode } from '#functions/charts/compiler/index.ts';
import { DatasetRecord } from '#functions/lib/records/dataset-schema.ts';
import type { TemplateContext } from '#functions/lib/sql/templates.ts';
import { AppError } from '#shared/errors.ts';
import {
  chartDataQueryObjectSchema,
  type ChartDataQueryObject,
  type ChartDataQueryObjectInput,
} from '#shared/query-context/index.ts';
import { exampleTable } from '#shared/examples/catalog.ts';
import { duckDbDialect, trinoDialect } from '../../lib/sql/parsing-dialects.ts';

const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const STAMP = '2024-01-01T00:00:00.000Z';

/** The dataset record of an example table, as the local runtime registers it (schema `main`, DuckDB types). */
export function exampleDataset(name: string, overrides: Partial<DatasetRecord> = {}): DatasetRecord {
  const table = exampleTable(name);
  if (table === undefined) throw new Error(`No example table ${name}`);
  // Parsed, so the fields a record defaults (template parameters, flags) are filled in as stored records have them.
  return DatasetRecord.parse({
    id: 1,
    uuid: uuid(1),
    table_name: table.name,
    schema: 'main',
    catalog: null,
    database_id: 1,
    sql: null,
    kind: 'physical',
    description: null,
    main_dttm_col: table.main_dttm_col,
    cache_timeout: null,
    owners: [1],
    extra: null,
    created_on: STAMP,
    changed_on: STAMP,
    version: 1,
    columns: table.columns.map((column, index) => ({
      id: index + 1,
      uuid: uuid(100 + index),
      column_name: column.name,
      type: column.expression ? null : column.type,
      is_dttm: column.is_dttm ?? false,
      expression: column.expression ?? null,
      verbose_name: null,
      description: null,
      groupby: true,
      filterable: true,
      is_active: true,
      python_date_format: null,
      advanced_data_type: null,
      extra: null,
    })),
    metrics: table.metrics.map((metric, index) => ({
      id: index + 1,
      uuid: uuid(200 + index),
      metric_name: metric.metric_name,
      expression: metric.expression,
      metric_type: null,
      verbose_name: null,
      description: null,
      d3format: null,
      currency: null,
      warning_text: null,
      extra: null,
    })),
    ...overrides,
  });
}

/** A query object as the schema makes it from what a client sends. */
export function queryObject(input: ChartDataQueryObjectInput): ChartDataQueryObject {
  return chartDataQueryObjectSchema({ rowLimit: 10_000, maxRow: 100_000 }).parse(input);
}

/** The dialects the compiler targets, for table-driven tests. */
export const DIALECTS = { duckdb: duckDbDialect, trino: trinoDialect } as const;
export type DialectKey = keyof typeof DIALECTS;

/** The clock relative time ranges resolve against in these tests. */
export const NOW = new Date('2024-06-15T12:00:00Z');

/** Compiles a client-shaped query object against birth_names (or `dataset`) in one dialect. */
export function compile(
  query: ChartDataQueryObjectInput,
  options: {
    dialect?: DialectKey;
    dataset?: DatasetRecord;
    mode?: CompileMode;
    template?: TemplateContext;
    rowFilters?: readonly string[];
  } = {},
): CompiledQuery {
  return compileQuery({
    query: queryObject(query),
    dataset: options.dataset ?? exampleDataset('birth_names'),
    dialect: DIALECTS[options.dialect ?? 'duckdb'],
    now: NOW,
    mode: options.mode,
    template: options.template,
    rowFilters: options.rowFilters,
  });
}

/** The AppError `act` throws, as status and message (or the detailed error type). */
export function failureOf(act: () => unknown): { status: number; message: string; errorType: string } {
  try {
    act();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message, errorType: error.errorType };
    throw error;
  }
  throw new Error('expected an AppError');
}
