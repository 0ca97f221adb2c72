import { randomUUID } from 'node:crypto';
import type { DatasetColumnPut, DatasetMetricPut } from '#shared/api/dataset.ts';
import { AppError } from '#shared/errors.ts';
import { assertSafeFragment } from '../lib/sql/fragments.ts';
import type { ParsingDialect } from '../lib/sql/parser.ts';
import { nextMemberId } from './columns.ts';
import { storedCurrency } from './currency.ts';
import type { Problems } from './problems.ts';
import type { DatasetColumn, DatasetMetric } from '../lib/records/dataset-schema.ts';

/** A sent value, or `fallback` when the field was not sent. */
const sent = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);

/** Superset's words for the member lists of a PUT (DatasetColumns*ValidationError, DatasetMetrics*ValidationError). */
const WORDS = {
  columns: {
    duplicated: 'One or more columns are duplicated',
    missing: 'One or more columns do not exist',
    exists: 'One or more columns already exist',
  },
  metrics: {
    duplicated: 'One or more metrics are duplicated',
    missing: 'One or more metrics do not exist',
    exists: 'One or more metrics already exist',
  },
} as const;

interface MemberCheck {
  field: 'columns' | 'metrics';
  existing: readonly { id: number; name: string }[];
  sent: readonly { id?: number | undefined; name: string; expression?: string | null | undefined }[];
  /** New members may take existing names (override_columns replaces the whole list). */
  replacing: boolean;
}

/**
 * Superset's `_validate_columns`/`_validate_metrics`: no name twice, every id one of the dataset's, no new member
 * under an existing name; each expression one safe SQL fragment, as chart fragments are checked.
 */
export function checkMembers(check: MemberCheck, dialect: ParsingDialect, problems: Problems): void {
  const words = WORDS[check.field];
  const names = check.sent.map((member) => member.name);
  if (new Set(names).size !== names.length) problems.add(check.field, words.duplicated);
  else {
    const ids = new Set(check.existing.map((member) => member.id));
    if (check.sent.some((member) => member.id !== undefined && !ids.has(member.id)))
      problems.add(check.field, words.missing);
    const existingNames = new Set(check.existing.map((member) => member.name));
    if (!check.replacing && check.sent.some((member) => member.id === undefined && existingNames.has(member.name)))
      problems.add(check.field, words.exists);
  }
  check.sent.forEach((member, index) => {
    if (!member.expression?.trim()) return;
    try {
      assertSafeFragment(member.expression, dialect, check.field === 'columns' ? 'column' : 'metric');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.add(`${check.field}.${index}.expression`, error.message);
    }
  });
}

/** The columns a PUT sets (Superset's `update_columns`): sent ones kept or added, the others dropped. */
export function mergeColumns(existing: readonly DatasetColumn[], puts: readonly DatasetColumnPut[]): DatasetColumn[] {
  const byId = new Map(existing.map((column) => [column.id, column]));
  let nextId = nextMemberId(existing);
  return puts.map((put): DatasetColumn => {
    const base = put.id === undefined ? undefined : byId.get(put.id);
    return {
      id: base?.id ?? nextId++,
      uuid: put.uuid ?? base?.uuid ?? randomUUID(),
      column_name: put.column_name,
      type: sent(put.type, base?.type ?? null),
      is_dttm: put.is_dttm ?? base?.is_dttm ?? false,
      expression: sent(put.expression, base?.expression ?? null) || null,
      verbose_name: sent(put.verbose_name, base?.verbose_name ?? null),
      description: sent(put.description, base?.description ?? null),
      groupby: put.groupby ?? base?.groupby ?? true,
      filterable: put.filterable ?? base?.filterable ?? true,
      is_active: put.is_active ?? base?.is_active ?? true,
      python_date_format: sent(put.python_date_format, base?.python_date_format ?? null),
      advanced_data_type: sent(put.advanced_data_type, base?.advanced_data_type ?? null),
      extra: sent(put.extra, base?.extra ?? null),
    };
  });
}

/** The metrics a PUT sets (Superset's `update_metrics`): sent ones kept or added, the others dropped. */
export function mergeMetrics(existing: readonly DatasetMetric[], puts: readonly DatasetMetricPut[]): DatasetMetric[] {
  const byId = new Map(existing.map((metric) => [metric.id, metric]));
  let nextId = nextMemberId(existing);
  return puts.map((put): DatasetMetric => {
    const base = put.id === undefined ? undefined : byId.get(put.id);
    return {
      id: base?.id ?? nextId++,
      uuid: put.uuid ?? base?.uuid ?? randomUUID(),
      metric_name: put.metric_name,
      expression: put.expression,
      metric_type: sent(put.metric_type, base?.metric_type ?? null),
      verbose_name: sent(put.verbose_name, base?.verbose_name ?? null),
      description: sent(put.description, base?.description ?? null),
      d3format: sent(put.d3format, base?.d3format ?? null),
      currency: sent(storedCurrency(put.currency), base?.currency ?? null),
      warning_text: sent(put.warning_text, base?.warning_text ?? null),
      extra: sent(put.extra, base?.extra ?? null),
    };
  });
}
