// The module itself, not its folder's index: the index would keep every module behind it in this route's chunk.
import { NO_TIME_RANGE } from '#shared/time-range/shortcuts.ts';
import type { DatasetColumn, DragItem } from '../types.ts';
import { simpleFilter, sqlFilter, typedValue, type AdhocFilter } from './filter-model.ts';
import { defaultOperator, LIST_OPERATORS, VALUELESS_OPERATORS } from './operators.ts';

/** What the filter popover is editing, before it becomes a filter. */
export interface FilterDraft {
  tab: 'SIMPLE' | 'SQL';
  subject: string | null;
  operator: string;
  /** The single value of `==`, `>`, `LIKE`... */
  value: string;
  /** The values of IN and NOT IN. */
  values: string[];
  timeRange: string;
  clause: 'WHERE' | 'HAVING';
  sql: string;
}

const EMPTY: FilterDraft = {
  tab: 'SIMPLE',
  subject: null,
  operator: 'IN',
  value: '',
  values: [],
  timeRange: NO_TIME_RANGE,
  clause: 'WHERE',
  sql: '',
};

/** The draft of an existing filter, of a dropped column, or of a new filter. */
export function initialFilterDraft(initial: AdhocFilter | undefined, dropped: DragItem | undefined): FilterDraft {
  if (initial?.expressionType === 'SQL')
    return { ...EMPTY, tab: 'SQL', clause: initial.clause, sql: initial.sqlExpression ?? '' };
  if (initial) {
    const { comparator } = initial;
    const list = Array.isArray(comparator) ? comparator.map(String) : [];
    const single =
      Array.isArray(comparator) || comparator === null || comparator === undefined ? '' : String(comparator);
    const operator = initial.operator ?? 'IN';
    return {
      ...EMPTY,
      subject: initial.subject ?? null,
      operator,
      value: single,
      values: list,
      timeRange: operator === 'TEMPORAL_RANGE' && single ? single : NO_TIME_RANGE,
    };
  }
  if (dropped?.kind === 'column')
    return { ...EMPTY, subject: dropped.column.column_name, operator: defaultOperator(dropped.column) };
  return EMPTY;
}

/** The filter a draft stands for, or undefined while it lacks a column, an operator or a value. */
export function buildFilter(
  draft: FilterDraft,
  columns: readonly DatasetColumn[],
  optionName: string,
): AdhocFilter | undefined {
  if (draft.tab === 'SQL') return draft.sql.trim() === '' ? undefined : sqlFilter(draft.clause, draft.sql, optionName);
  if (!draft.subject) return undefined;
  const column = columns.find((candidate) => candidate.column_name === draft.subject);
  if (VALUELESS_OPERATORS.includes(draft.operator))
    return simpleFilter(draft.subject, draft.operator, null, optionName);
  if (draft.operator === 'TEMPORAL_RANGE')
    return simpleFilter(draft.subject, draft.operator, draft.timeRange, optionName);
  if (LIST_OPERATORS.includes(draft.operator)) {
    const values = draft.values.filter((item) => item.trim() !== '').map((item) => typedValue(item, column));
    return values.length === 0 ? undefined : simpleFilter(draft.subject, draft.operator, values, optionName);
  }
  return draft.value.trim() === ''
    ? undefined
    : simpleFilter(draft.subject, draft.operator, typedValue(draft.value, column), optionName);
}
