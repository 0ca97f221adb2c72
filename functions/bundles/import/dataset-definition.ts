import type { DatasetColumn, DatasetMetric, DatasetRecord } from '../../lib/records/dataset-schema.ts';
import { randomUUID } from 'node:crypto';
import { GenericDataType, genericTypeOf } from '#shared/generic-data-type.ts';
import { nextMemberId, storedCurrency } from '../../datasets/index.ts';
import { type DatasetConfig, jsonText } from '../schemas.ts';

type ColumnConfig = DatasetConfig['columns'][number];
type MetricConfig = NonNullable<DatasetConfig['metrics']>[number];

/** A dataset column from a bundle's column, under `id`. */
export function columnFromConfig(column: ColumnConfig, id: number): DatasetColumn {
  return {
    id,
    uuid: typeof column.uuid === 'string' ? column.uuid : randomUUID(),
    column_name: column.column_name,
    type: column.type ?? null,
    is_dttm: column.is_dttm ?? false,
    expression: column.expression || null,
    verbose_name: column.verbose_name ?? null,
    description: column.description ?? null,
    groupby: column.groupby ?? true,
    filterable: column.filterable ?? true,
    is_active: column.is_active ?? true,
    python_date_format: column.python_date_format ?? null,
    advanced_data_type: column.advanced_data_type ?? null,
    extra: jsonText(column.extra),
  };
}

/** A dataset metric from a bundle's metric, under `id`. */
export function metricFromConfig(metric: MetricConfig, id: number): DatasetMetric {
  return {
    id,
    uuid: typeof metric.uuid === 'string' ? metric.uuid : randomUUID(),
    metric_name: metric.metric_name,
    expression: metric.expression,
    metric_type: metric.metric_type ?? null,
    verbose_name: metric.verbose_name ?? null,
    description: metric.description ?? null,
    d3format: metric.d3format ?? null,
    currency: storedCurrency(metric.currency) ?? null,
    warning_text: metric.warning_text ?? null,
    extra: jsonText(metric.extra),
  };
}

/**
 * Whether the chart engine can read a column as time: a temporal engine type, an expression of no known type, or
 * numbers of an epoch unit. A year kept as BIGINT (Skyset's `video_game_sales`) is not, though Superset's is a date.
 */
export const readableAsTime = (column: Pick<DatasetColumn, 'type' | 'python_date_format'>): boolean =>
  column.type === null ||
  genericTypeOf(column.type) === GenericDataType.TEMPORAL ||
  column.python_date_format === 'epoch_s' ||
  column.python_date_format === 'epoch_ms';

/**
 * What the bundle says of a column the dataset has; a field the bundle leaves empty keeps the dataset's value. The
 * type stays the one the dataset's engine reported (the bundle's is another engine's spelling), and the time flag is
 * taken only for a column the engine can read as time: charts would fail on any other.
 */
function columnWithConfig(base: DatasetColumn, column: ColumnConfig): DatasetColumn {
  const merged: DatasetColumn = {
    ...base,
    verbose_name: column.verbose_name || base.verbose_name,
    expression: column.expression || base.expression,
    type: base.type ?? column.type ?? null,
    filterable: column.filterable ?? base.filterable,
    groupby: column.groupby ?? base.groupby,
    description: column.description || base.description,
    python_date_format: column.python_date_format || base.python_date_format,
  };
  const isDttm = column.is_dttm ?? base.is_dttm;
  return { ...merged, is_dttm: isDttm && (base.is_dttm || readableAsTime(merged)) };
}

/** What the bundle says of a metric the dataset has; a field the bundle leaves empty keeps the dataset's value. */
const metricWithConfig = (base: DatasetMetric, metric: MetricConfig): DatasetMetric => ({
  ...base,
  expression: metric.expression,
  verbose_name: metric.verbose_name || base.verbose_name,
  d3format: metric.d3format || base.d3format,
  currency: storedCurrency(metric.currency) ?? base.currency,
  warning_text: metric.warning_text || base.warning_text,
  description: metric.description || base.description,
});

interface MemberRules<Member, Config> {
  nameOf: (member: Member | Config) => string;
  update: ((base: Member, config: Config) => Member) | undefined;
  create: (config: Config, id: number) => Member;
}

/** The dataset's members in their order (updated when `update` is given), then the bundle's members it lacks. */
function mergeMembers<Member extends { id: number }, Config>(
  existing: readonly Member[],
  configs: readonly Config[],
  rules: MemberRules<Member, Config>,
): Member[] {
  const byName = new Map(configs.map((config) => [rules.nameOf(config), config]));
  const kept = existing.map((member) => {
    const config = byName.get(rules.nameOf(member));
    return config && rules.update ? rules.update(member, config) : member;
  });
  const known = new Set(existing.map(rules.nameOf));
  let nextId = nextMemberId(existing);
  return [
    ...kept,
    ...configs.filter((config) => !known.has(rules.nameOf(config))).map((config) => rules.create(config, nextId++)),
  ];
}

const columnName = (column: { column_name: string }) => column.column_name;
const metricName = (metric: { metric_name: string }) => metric.metric_name;

/**
 * A tenant's dataset with a bundle dataset's definition merged in: the columns and metrics it lacks are added; with
 * `replace` (the import was told to overwrite, or created the dataset itself) the bundle's word also wins for those
 * it has (time flag, labels, expressions, formats, currency, warnings) and for the main time column, each time flag
 * only where the engine reads the column as time. Nothing is removed; what the bundle leaves empty stays as it is.
 */
export function mergeDefinition(existing: DatasetRecord, config: DatasetConfig, replace: boolean): DatasetRecord {
  const columns = mergeMembers(existing.columns, config.columns, {
    nameOf: columnName,
    update: replace ? columnWithConfig : undefined,
    create: columnFromConfig,
  });
  const metrics = mergeMembers(existing.metrics, config.metrics ?? [], {
    nameOf: metricName,
    update: replace ? metricWithConfig : undefined,
    create: metricFromConfig,
  });
  const mainTime =
    replace &&
    config.main_dttm_col &&
    columns.some((column) => column.column_name === config.main_dttm_col && column.is_dttm)
      ? config.main_dttm_col
      : existing.main_dttm_col;
  return { ...existing, columns, metrics, main_dttm_col: mainTime };
}

/** The columns the bundle marks as time that a replacing merge leaves unmarked, the engine reading them otherwise. */
export function timeFlagsRefused(existing: DatasetRecord, config: DatasetConfig): DatasetColumn[] {
  const flagged = new Set(config.columns.filter((column) => column.is_dttm).map(columnName));
  return mergeDefinition(existing, config, true).columns.filter(
    (column) => flagged.has(column.column_name) && !column.is_dttm,
  );
}

/** The names of the dataset's members a replacing merge would change: what a merge without `replace` leaves as it is. */
export function definitionsKept(existing: DatasetRecord, config: DatasetConfig): string[] {
  const replaced = mergeDefinition(existing, config, true);
  const changed = <T extends { id: number }>(
    before: readonly T[],
    after: readonly T[],
    nameOf: (member: T) => string,
  ) =>
    before.flatMap((member, index) =>
      JSON.stringify(member) === JSON.stringify(after[index]) ? [] : [nameOf(member)],
    );
  return [
    ...changed(existing.columns, replaced.columns, columnName),
    ...changed(existing.metrics, replaced.metrics, metricName),
  ];
}
