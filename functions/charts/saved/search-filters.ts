import { BadRequestError } from '#shared/errors.ts';
import type { ListQuery } from '../../lib/list-query.ts';

/** Flask-AppBuilder's name of each filter operator, as `_info` lists them. */
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
  chart_all_text: 'All Text',
  chart_is_favorite: 'Is favorite',
  chart_is_certified: 'Is certified',
  chart_owned_created_favored_by_me: 'Owned Created or Favored',
  chart_has_created_by: 'Has created by',
  chart_created_by_me: 'Created by me',
};

// Flask-AppBuilder's operators by column type (`SQLAFilterConverter`), plus `in` on plain columns.
const TEXT = ['sw', 'ew', 'ct', 'eq', 'nsw', 'new', 'nct', 'neq', 'in'];
const NUMBER = ['eq', 'gt', 'lt', 'neq', 'in'];
const DATETIME = ['eq', 'gt', 'lt', 'neq'];
const MANY_TO_ONE = ['rel_o_m', 'nrel_o_m'];

/**
 * ChartRestApi's `search_columns` with the operators each accepts: its column type's, and Superset's chart filters
 * on the columns they are bound to (`search_filters`).
 */
export const CHART_SEARCH_FILTERS: Readonly<Record<string, readonly string[]>> = {
  created_by: [...MANY_TO_ONE, 'chart_has_created_by', 'chart_created_by_me'],
  changed_by: MANY_TO_ONE,
  last_saved_at: DATETIME,
  last_saved_by: MANY_TO_ONE,
  datasource_id: NUMBER,
  datasource_name: TEXT,
  datasource_type: TEXT,
  description: TEXT,
  id: [...NUMBER, 'chart_is_favorite', 'chart_is_certified', 'chart_owned_created_favored_by_me'],
  uuid: TEXT,
  owners: ['rel_m_m'],
  dashboards: ['rel_m_m'],
  slice_name: [...TEXT, 'chart_all_text'],
  viz_type: TEXT,
  tags: ['rel_m_m'],
};

const allowedOperators = (column: string): readonly string[] | undefined =>
  Object.hasOwn(CHART_SEARCH_FILTERS, column) ? CHART_SEARCH_FILTERS[column] : undefined;

/**
 * Each filter names a search column and an operator it accepts, in Flask-AppBuilder's words otherwise: a known
 * operator on another column is `Filter column: <col> not allowed to filter`, an operator the column does not
 * take `Filter operation: <opr> not allowed on column: <col>`.
 */
export function checkChartFilters(filters: ListQuery['filters']): void {
  for (const { col, opr } of filters) {
    const operators = allowedOperators(col);
    if (operators?.includes(opr)) continue;
    if (!operators && Object.hasOwn(OPERATOR_NAMES, opr))
      throw new BadRequestError(`Filter column: ${col} not allowed to filter`);
    throw new BadRequestError(`Filter operation: ${opr} not allowed on column: ${col}`);
  }
}

/** `filters` of `GET /api/v1/chart/_info`: each search column's operators with their names. */
export function chartInfoFilters(): Record<string, { name: string; operator: string }[]> {
  return Object.fromEntries(
    Object.entries(CHART_SEARCH_FILTERS).map(([column, operators]) => [
      column,
      operators.map((operator) => ({ name: OPERATOR_NAMES[operator] ?? operator, operator })),
    ]),
  );
}
