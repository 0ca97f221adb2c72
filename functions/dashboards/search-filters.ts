import { BadRequestError } from '#shared/errors.ts';
import type { ListQuery } from '../lib/list-query.ts';

/** Flask-AppBuilder's name of each filter operator, as `_info` lists them, and Superset's dashboard filters. */
const OPERATOR_NAMES: Readonly<Record<string, string>> = {
  sw: 'Starts with',
  ew: 'Ends with',
  ct: 'Contains',
  eq: 'Equal to',
  nsw: 'Not Starts with',
  new: 'Not Ends with',
  nct: 'Not Contains',
  neq: 'Not Equal to',
  gt: 'Greater than',
  lt: 'Smaller than',
  in: 'One of',
  rel_o_m: 'Relation',
  nrel_o_m: 'No Relation',
  rel_m_m: 'Relation as Many',
  title_or_slug: 'Title or Slug',
  dashboard_is_favorite: 'Is favorite',
  dashboard_is_certified: 'Is certified',
  dashboard_created_by_me: 'Created by me',
  dashboard_has_created_by: 'Has created by',
};

// Flask-AppBuilder's operators by column type (`SQLAFilterConverter`), plus `in` on plain columns.
const TEXT = ['sw', 'ew', 'ct', 'eq', 'nsw', 'new', 'nct', 'neq', 'in'];
const NUMBER = ['eq', 'gt', 'lt', 'neq', 'in'];
const BOOLEAN = ['eq', 'neq'];
const MANY_TO_ONE = ['rel_o_m', 'nrel_o_m'];

/**
 * DashboardRestApi's `search_columns` with the operators each accepts: its column type's, and Superset's dashboard
 * filters on the columns they are bound to (`search_filters`).
 */
export const DASHBOARD_SEARCH_FILTERS: Readonly<Record<string, readonly string[]>> = {
  created_by: [...MANY_TO_ONE, 'dashboard_created_by_me', 'dashboard_has_created_by'],
  changed_by: MANY_TO_ONE,
  dashboard_title: [...TEXT, 'title_or_slug'],
  id: [...NUMBER, 'dashboard_is_favorite', 'dashboard_is_certified'],
  owners: ['rel_m_m'],
  published: BOOLEAN,
  roles: ['rel_m_m'],
  slug: TEXT,
  tags: ['rel_m_m'],
  uuid: TEXT,
};

/** DashboardRestApi's `order_columns`. */
export const DASHBOARD_ORDER_COLUMNS = [
  'changed_by.first_name',
  'changed_on_delta_humanized',
  'created_by.first_name',
  'dashboard_title',
  'published',
  'changed_on',
];

const allowedOperators = (column: string): readonly string[] | undefined =>
  Object.hasOwn(DASHBOARD_SEARCH_FILTERS, column) ? DASHBOARD_SEARCH_FILTERS[column] : undefined;

/**
 * Flask-AppBuilder's checks of a list query: each filter names a search column and an operator it takes
 * (`Filter column: <col> not allowed to filter`, `Filter operation: <opr> not allowed on column: <col>`), and the
 * order column is one of `order_columns` (`Invalid order by column: <col>`).
 */
export function checkDashboardQuery(query: ListQuery): void {
  for (const { col, opr } of query.filters) {
    const operators = allowedOperators(col);
    if (operators?.includes(opr)) continue;
    if (!operators && Object.hasOwn(OPERATOR_NAMES, opr))
      throw new BadRequestError(`Filter column: ${col} not allowed to filter`);
    throw new BadRequestError(`Filter operation: ${opr} not allowed on column: ${col}`);
  }
  if (query.order_column !== undefined && !DASHBOARD_ORDER_COLUMNS.includes(query.order_column)) {
    throw new BadRequestError(`Invalid order by column: ${query.order_column}`);
  }
}

/** `filters` of `GET /api/v1/dashboard/_info`: each search column's operators with their names. */
export function dashboardInfoFilters(): Record<string, { name: string; operator: string }[]> {
  return Object.fromEntries(
    Object.entries(DASHBOARD_SEARCH_FILTERS).map(([column, operators]) => [
      column,
      operators.map((operator) => ({ name: OPERATOR_NAMES[operator] ?? operator, operator })),
    ]),
  );
}
