import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import type { DatabaseRecord } from '../../lib/records/database-schema.ts';
import type { ParsingDialect } from '../../lib/sql/parser.ts';
import type { ManagedUser } from '../../lib/auth/user-directory.ts';
import { publicUserId } from '../request-payload.ts';
import { sqlTables } from '../saved-queries/present.ts';

/** A query with what its list row names besides itself: its database and its user, when they still exist. */
export interface ListedQuery {
  record: QueryRecord;
  database: DatabaseRecord | undefined;
  user: ManagedUser | undefined;
}

/** Superset's QueryRestApi.list_columns. */
export const QUERY_LIST_COLUMNS = [
  'id',
  'changed_on',
  'database.database_name',
  'executed_sql',
  'rows',
  'schema',
  'sql',
  'sql_tables',
  'status',
  'tab_name',
  'user.first_name',
  'user.id',
  'user.last_name',
  'start_time',
  'end_time',
  'tmp_table_name',
  'tracking_url',
];

/** The user as Superset's nested `User` schema; one since deleted keeps the name the query recorded. */
function userOut({ record, user }: ListedQuery) {
  if (user) return { id: user.id, first_name: user.first_name, last_name: user.last_name };
  return { id: publicUserId(record.user_id), first_name: record.user, last_name: '' };
}

/**
 * One row of GET /api/v1/query/ (Superset's QuerySchema). `start_time` and `end_time` are epoch milliseconds with a
 * fraction, as Superset's Query model keeps them and its history page reads them (`moment(start_time)`).
 */
export function toQueryListItem(item: ListedQuery, dialect: ParsingDialect) {
  const { record, database } = item;
  return {
    id: record.id,
    changed_on: record.changed_on,
    database: { database_name: database?.database_name ?? null },
    executed_sql: record.executedSql,
    rows: record.rows,
    schema: record.schema,
    sql: record.sql,
    sql_tables: sqlTables(record.sql, dialect),
    status: record.state,
    tab_name: record.tab,
    user: userOut(item),
    start_time: record.startDttm,
    end_time: record.endDttm,
    tmp_table_name: record.tempTable,
    tracking_url: record.trackingUrl,
  };
}
