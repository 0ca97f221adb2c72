import { randomUUID } from 'node:crypto';
import { GenericDataType, genericTypeOf } from '#shared/generic-data-type.ts';
import type { DiscoveredColumn } from './discover.ts';
import type { DatasetColumn, DatasetMetric, DatasetRecord } from '../lib/records/dataset-schema.ts';

/** The next id of a column or metric within its dataset. */
export const nextMemberId = (members: readonly { id: number }[]): number =>
  members.reduce((max, member) => Math.max(max, member.id), 0) + 1;

const isTemporal = (type: string | null): boolean => type !== null && genericTypeOf(type) === GenericDataType.TEMPORAL;

/** A column read from the engine, as Superset adds one: groupable, filterable, temporal when its type is. */
export function discoveredColumn(id: number, column: DiscoveredColumn): DatasetColumn {
  return {
    id,
    uuid: randomUUID(),
    column_name: column.name,
    type: column.type,
    is_dttm: isTemporal(column.type),
    expression: null,
    verbose_name: null,
    description: null,
    groupby: true,
    filterable: true,
    is_active: true,
    python_date_format: null,
    advanced_data_type: null,
    extra: null,
  };
}

/** The `COUNT(*)` metric Superset gives every new dataset. */
export function countMetric(id: number): DatasetMetric {
  return {
    id,
    uuid: randomUUID(),
    metric_name: 'count',
    expression: 'COUNT(*)',
    metric_type: 'count',
    verbose_name: 'COUNT(*)',
    description: null,
    d3format: null,
    currency: null,
    warning_text: null,
    extra: null,
  };
}

/** What a sync changed, by column name. */
export interface ColumnSync {
  columns: DatasetColumn[];
  added: string[];
  removed: string[];
  modified: string[];
  /** The first temporal column read from the engine, for a dataset without a main one. */
  firstTemporal: string | null;
}

/**
 * Superset's `fetch_metadata`: the engine's columns in the engine's order (kept ones keep their id, settings and
 * labels, with the engine's type), then the calculated columns; columns the engine no longer has are dropped.
 */
export function syncColumns(existing: readonly DatasetColumn[], discovered: readonly DiscoveredColumn[]): ColumnSync {
  const byName = new Map(existing.map((column) => [column.column_name, column]));
  const seen = new Set<string>();
  let nextId = nextMemberId(existing);
  const added: string[] = [];
  const modified: string[] = [];
  const columns = discovered.map((found): DatasetColumn => {
    seen.add(found.name);
    const kept = byName.get(found.name);
    if (!kept) {
      added.push(found.name);
      return discoveredColumn(nextId++, found);
    }
    if (kept.type !== found.type) modified.push(found.name);
    return { ...kept, type: found.type, expression: null, groupby: true, filterable: true };
  });
  const calculated = existing.filter((column) => column.expression && !seen.has(column.column_name));
  const removed = existing
    .filter((column) => !column.expression && !seen.has(column.column_name))
    .map((column) => column.column_name);
  const firstTemporal = columns.find((column) => column.is_dttm || isTemporal(column.type))?.column_name ?? null;
  return { columns: [...columns, ...calculated], added, removed, modified, firstTemporal };
}

/** A dataset with its columns synced from the engine; a dataset without a main time column gets the first temporal one. */
export function withSyncedColumns(dataset: DatasetRecord, discovered: readonly DiscoveredColumn[]): DatasetRecord {
  const sync = syncColumns(dataset.columns, discovered);
  return { ...dataset, columns: sync.columns, main_dttm_col: dataset.main_dttm_col ?? sync.firstTemporal };
}
