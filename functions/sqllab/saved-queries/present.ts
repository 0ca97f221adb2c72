import type { DatabaseRecord } from '../../lib/records/database-schema.ts';
import { humanizedAgo } from '../../lib/humanize.ts';
import { dialectFor } from '../../lib/sql/dialects.ts';
import { jsonProblem } from '../../lib/request-body.ts';
import { type ParsingDialect, tableList, withGrammar } from '../../lib/sql/parser.ts';
import { type SavedQueryRecord, type UserRef, WRITE_FIELDS } from './schema.ts';

/** The dialect a stored query is read in, with its grammar: its database's, DuckDB's when it names none. */
export const queryDialect = (database: Pick<DatabaseRecord, 'backend'> | undefined): Promise<ParsingDialect> =>
  withGrammar(dialectFor(database?.backend ?? 'duckdb'));

/** The tables a query reads (Superset's `sql_tables`); none when the SQL does not parse. */
export function sqlTables(sql: string | null, dialect: ParsingDialect) {
  if (!sql) return [];
  try {
    const tables = tableList(sql, dialect);
    return tables.map((entry) => {
      const [, schema, table] = entry.split('::');
      return { catalog: null, schema: schema === 'null' ? null : (schema ?? null), table: table ?? '' };
    });
  } catch {
    return [];
  }
}

/** A user as Superset's nested `User` schema: id (when it is an integer), first and last name. */
export const userOut = (user: UserRef) => ({
  ...(user.id === undefined ? {} : { id: user.id }),
  first_name: user.first_name,
  last_name: user.last_name,
});

/** The nested database, left out when the saved query names none or its database is gone. */
const databaseOut = (database: DatabaseRecord | undefined) =>
  database ? { database: { id: database.id, database_name: database.database_name } } : {};

/** The fields a POST or PUT answers in `result` (Superset's add/edit schema dump). */
export function toWriteResult(record: SavedQueryRecord) {
  return Object.fromEntries(WRITE_FIELDS.map((field) => [field, record[field]]));
}

/** GET /api/v1/saved_query/{pk} `result` (Superset's show columns). */
export function toShowResult(
  record: SavedQueryRecord,
  database: DatabaseRecord | undefined,
  dialect: ParsingDialect,
  now = new Date(),
) {
  return {
    id: record.id,
    label: record.label,
    description: record.description,
    catalog: record.catalog,
    schema: record.schema,
    sql: record.sql,
    template_parameters: record.template_parameters,
    changed_on: record.changed_on,
    changed_on_delta_humanized: humanizedAgo(record.changed_on, now),
    changed_by: userOut(record.changed_by),
    created_by: userOut(record.created_by),
    ...databaseOut(database),
    sql_tables: sqlTables(record.sql, dialect),
  };
}

/** One row of GET /api/v1/saved_query/ (Superset's list columns; tags are not kept, so the field is left out). */
export function toListItem(
  record: SavedQueryRecord,
  database: DatabaseRecord | undefined,
  dialect: ParsingDialect,
  now = new Date(),
) {
  return {
    ...toShowResult(record, database, dialect, now),
    created_on: record.created_on,
    db_id: record.db_id,
    extra: extraOf(record.extra_json),
    rows: record.rows,
    last_run_delta_humanized: record.last_run ? humanizedAgo(record.last_run, now) : null,
    owners: [userOut(record.created_by)],
  };
}

/** `extra_json` as the object it holds; `{}` for text that is not JSON, or JSON nested too deeply to answer. */
function extraOf(extraJson: string | null): unknown {
  if (!extraJson) return {};
  try {
    const extra: unknown = JSON.parse(extraJson);
    return jsonProblem(extra) === 'deep' ? {} : extra;
  } catch {
    return {};
  }
}
