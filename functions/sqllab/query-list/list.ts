import { BadRequestError } from '#shared/errors.ts';
import { listDatabases } from '../../lib/records/database-repository.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { applyListQuery, type ListColumns, ListQuery } from '../../lib/list-query.ts';
import { parseRisonQuery } from '../../lib/rison-query.ts';
import { listUsers } from '../../lib/auth/user-directory.ts';
import { queryDialect } from '../saved-queries/present.ts';
import { type ListedQuery, QUERY_LIST_COLUMNS, toQueryListItem } from './present.ts';
import { visibleQueries } from './visible-queries.ts';

/** Values the list filters and orders by, by Superset's column names. Times are epoch milliseconds. */
const columns: ListColumns<ListedQuery> = {
  changed_on: ({ record }) => Date.parse(record.changed_on),
  database: ({ record }) => record.dbId,
  'database.database_name': ({ database }) => database?.database_name ?? null,
  rows: ({ record }) => record.rows,
  schema: ({ record }) => record.schema,
  sql: ({ record }) => record.sql,
  start_time: ({ record }) => record.startDttm,
  status: ({ record }) => record.state,
  tab_name: ({ record }) => record.tab,
  user: ({ record, user }) => user?.id ?? record.user_id,
  'user.first_name': ({ record, user }) => user?.first_name ?? record.user,
};

/** Superset's QueryRestApi.search_columns and order_columns. */
const SEARCH_COLUMNS = new Set(['changed_on', 'database', 'sql', 'status', 'user', 'start_time']);
const ORDER_COLUMNS = [
  'changed_on',
  'database.database_name',
  'rows',
  'schema',
  'start_time',
  'sql',
  'tab_name',
  'user.first_name',
];
const TIME_COLUMNS = new Set(['changed_on', 'start_time']);

/** A time filter's value as epoch milliseconds: Superset's page sends numbers, an ISO date-time is read as one too. */
const timeValue = (value: unknown): unknown =>
  typeof value === 'string' && Number.isNaN(Number(value)) && !Number.isNaN(Date.parse(value))
    ? Date.parse(value)
    : value;

/** The list query with only Superset's search and order columns, time values read as epoch milliseconds. */
function checked(query: ListQuery): ListQuery {
  for (const filter of query.filters) {
    if (!SEARCH_COLUMNS.has(filter.col))
      throw new BadRequestError(`Filter column: ${filter.col} not allowed to filter`);
  }
  if (query.order_column !== undefined && !ORDER_COLUMNS.includes(query.order_column)) {
    throw new BadRequestError(`Invalid order by column: ${query.order_column}`);
  }
  return {
    ...query,
    filters: query.filters.map((filter) =>
      TIME_COLUMNS.has(filter.col) ? { ...filter, value: timeValue(filter.value) } : filter,
    ),
    // Superset's base order: the latest change first.
    order_column: query.order_column ?? 'changed_on',
    order_direction: query.order_column === undefined ? 'desc' : query.order_direction,
  };
}

/**
 * GET /api/v1/query/?q=: SQL Lab's query history (Superset's QueryRestApi list). The caller's own queries, or every
 * user's for a holder of `all_query_access`; filtered, ordered and paged as Flask-AppBuilder's list does.
 */
export async function listQueries(access: CallerAccess, q: string | undefined) {
  const query = checked(parseRisonQuery(ListQuery, q));
  const { tenant } = access.claims;
  const [databases, users] = await Promise.all([listDatabases(tenant), listUsers(tenant)]);
  const databaseById = new Map(databases.map((database) => [database.id, database]));
  const userBySub = new Map(users.map((user) => [String(user.id), user]));
  const listed = (await visibleQueries(access, users)).map((record) => ({
    record,
    database: databaseById.get(record.dbId),
    user: userBySub.get(record.user_id),
  }));
  const { count, page } = applyListQuery(listed, query, columns);
  return {
    count,
    ids: page.map((item) => item.record.id),
    result: await Promise.all(page.map(async (item) => toQueryListItem(item, await queryDialect(item.database)))),
    list_columns: QUERY_LIST_COLUMNS,
    order_columns: ORDER_COLUMNS,
    list_title: 'List Query',
  };
}
