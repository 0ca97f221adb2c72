import { BadRequestError } from '#shared/errors.ts';
import type { FilterOperator, FilterValue } from '#shared/query-context/index.ts';
import type { SqlDialect } from '../../lib/sql/dialect.ts';
import type { SqlColumn } from './types.ts';

type Operand = FilterValue | FilterValue[] | undefined;

/** What an operator renders from: the column, the filter's value, the dialect. */
interface ConditionInput {
  column: SqlColumn;
  value: Operand;
  dialect: SqlDialect;
}

const COMPARISONS: Partial<Record<FilterOperator, string>> = {
  '==': '=',
  '!=': '<>',
  '>': '>',
  '<': '<',
  '>=': '>=',
  '<=': '<=',
};

function scalar(value: Operand): FilterValue {
  if (value === undefined) throw new BadRequestError('Must specify a value for filters with comparison operators');
  if (Array.isArray(value)) throw new BadRequestError('A list of values is only valid for the IN and NOT IN operators');
  return value;
}

/** A pattern (LIKE, REGEX) is always text, whatever the column's type. */
const pattern = ({ value, dialect }: ConditionInput): string => dialect.stringLiteral(String(scalar(value)));

const literalOf = ({ column, dialect }: ConditionInput, value: FilterValue): string =>
  dialect.literal(value, column.type);

function comparison(input: ConditionInput, operator: string): string {
  const value = scalar(input.value);
  // `= NULL` matches nothing; Superset (through SQLAlchemy) turns ==/!= null into IS [NOT] NULL.
  if (value === null && operator === '=') return `${input.column.sql} IS NULL`;
  if (value === null && operator === '<>') return `${input.column.sql} IS NOT NULL`;
  if (value === null) throw new BadRequestError('Must specify a value for filters with comparison operators');
  return `${input.column.sql} ${operator} ${literalOf(input, value)}`;
}

/**
 * IN and NOT IN: an empty IN matches nothing and an empty NOT IN is no filter (undefined); a null in the list is
 * matched with IS [NOT] NULL, since `x IN (NULL)` never holds.
 */
function membership(input: ConditionInput, negated: boolean): string | undefined {
  const values = input.value === undefined ? [] : Array.isArray(input.value) ? input.value : [input.value];
  const nonNull = values.filter((value): value is Exclude<FilterValue, null> => value !== null);
  const hasNull = nonNull.length < values.length;
  const { sql } = input.column;
  const nullTest = `${sql} IS ${negated ? 'NOT ' : ''}NULL`;
  if (nonNull.length === 0) return hasNull ? nullTest : negated ? undefined : '1 = 0';
  const list = `${sql} ${negated ? 'NOT IN' : 'IN'} (${nonNull.map((value) => literalOf(input, value)).join(', ')})`;
  if (!hasNull) return list;
  return `(${list} ${negated ? 'AND' : 'OR'} ${nullTest})`;
}

const RENDERERS: Partial<Record<FilterOperator, (input: ConditionInput) => string | undefined>> = {
  LIKE: (input) => `${input.column.sql} LIKE ${pattern(input)}`,
  'NOT LIKE': (input) => `${input.column.sql} NOT LIKE ${pattern(input)}`,
  ILIKE: (input) => input.dialect.ilike(input.column.sql, pattern(input)),
  'NOT ILIKE': (input) => `NOT (${input.dialect.ilike(input.column.sql, pattern(input))})`,
  REGEX: (input) => input.dialect.regexMatch(input.column.sql, pattern(input)),
  IN: (input) => membership(input, false),
  'NOT IN': (input) => membership(input, true),
  'IS NULL': (input) => `${input.column.sql} IS NULL`,
  'IS NOT NULL': (input) => `${input.column.sql} IS NOT NULL`,
  // Trino has no `IS TRUE`; `= TRUE` keeps the same rows in a WHERE clause on both engines.
  'IS TRUE': (input) => `${input.column.sql} = TRUE`,
  'IS FALSE': (input) => `${input.column.sql} = FALSE`,
};

/**
 * The WHERE condition of a simple filter (every operator but TEMPORAL_RANGE, which the time module handles);
 * undefined when the filter restricts nothing. Values go through the dialect's typed literals only.
 */
export function filterCondition(operator: FilterOperator, input: ConditionInput): string | undefined {
  const comparisonOperator = COMPARISONS[operator];
  if (comparisonOperator !== undefined) return comparison(input, comparisonOperator);
  const render = RENDERERS[operator];
  if (render === undefined) throw new BadRequestError(`Unsupported filter operator: ${operator}`);
  return render(input);
}
