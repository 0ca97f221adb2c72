import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { dialectFor } from '../lib/sql/dialects.ts';
import { withGrammar } from '../lib/sql/parser.ts';
import { type Caller, requireSourceAccess } from './access.ts';
import { renderVirtualSql } from './discover.ts';
import { checkMembers } from './members.ts';
import { Problems } from './problems.ts';
import { checkFetchPredicate, checkTemplateParams } from './update-fields.ts';

/** What a dataset written whole (by an import) is made of, where SQL is concerned. */
export interface WholeDataset {
  table_name: string;
  schema?: string | null;
  catalog?: string | null;
  sql?: string | null;
  /** JSON object text. */
  template_params?: string | null;
  fetch_values_predicate?: string | null;
  columns: readonly { column_name: string; expression?: string | null }[];
  metrics: readonly { metric_name: string; expression: string }[];
}

/** The database a dataset reads: the tenant's record, or only the engine of one the same write creates. */
export type DatasetDatabase = { record: DatabaseRecord } | { backend: DatabaseRecord['backend'] };

/**
 * The checks the dataset routes run on a dataset's SQL, for one written whole (an import), through the routes' own
 * functions: the caller may read what it reads (for a database that exists), its template parameters are a JSON
 * object, its virtual SQL renders with them to one read-only SELECT that stays inside the engine's sandbox (no
 * files, settings or server paths), and each column and metric expression and its `fetch_values_predicate` is one
 * safe chart fragment. 422 `{"message": {"<field>": [...]}}` naming every field at fault.
 */
export async function checkWholeDataset(
  access: CallerAccess,
  caller: Caller,
  database: DatasetDatabase,
  dataset: WholeDataset,
): Promise<void> {
  const problems = new Problems();
  const dialect = await withGrammar(dialectFor('record' in database ? database.record.backend : database.backend));
  const sql = dataset.sql?.trim() ? dataset.sql : null;
  if ('record' in database)
    await problems.check(() =>
      requireSourceAccess(access, database.record, {
        ...dataset,
        schema: dataset.schema ?? null,
        catalog: dataset.catalog ?? null,
        sql,
      }),
    );
  // Refused parameters are named as such; the SQL is checked as it renders with acceptable ones only.
  if (checkTemplateParams(dataset.template_params, problems, dialect) && sql) {
    await problems.check(() => renderVirtualSql(sql, dataset.template_params ?? null, { dialect, user: caller }));
  }
  checkFetchPredicate(dataset.fetch_values_predicate, dialect, problems);
  const columns = dataset.columns.map((column) => ({ name: column.column_name, expression: column.expression }));
  const metrics = dataset.metrics.map((metric) => ({ name: metric.metric_name, expression: metric.expression }));
  checkMembers({ field: 'columns', existing: [], sent: columns, replacing: true }, dialect, problems);
  checkMembers({ field: 'metrics', existing: [], sent: metrics, replacing: true }, dialect, problems);
  problems.throwIfAny();
}
