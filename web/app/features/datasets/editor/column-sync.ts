import type { DatasetDetailColumn } from './api.ts';
import { columnDraftOf, type ColumnDraft } from './member-drafts.ts';

/** Which source columns a sync added, dropped or retyped, by name. */
export interface ColumnSyncChanges {
  added: string[];
  removed: string[];
  modified: string[];
}

/**
 * The editor's source columns after a sync: the engine's columns as the server now lists them, each keeping the
 * user's unsaved edits (label, description, flags) when it existed before, with the server's id and type.
 * Calculated columns (with an expression) are not the engine's and are left to the caller.
 */
export function syncedColumns(
  current: readonly ColumnDraft[],
  fresh: readonly DatasetDetailColumn[],
): { columns: ColumnDraft[]; changes: ColumnSyncChanges } {
  const byName = new Map(current.map((column) => [column.column_name, column]));
  const source = fresh.filter((column) => !column.expression);
  const freshNames = new Set(source.map((column) => column.column_name));
  const changes: ColumnSyncChanges = {
    added: [],
    removed: current.filter((column) => !freshNames.has(column.column_name)).map((column) => column.column_name),
    modified: [],
  };
  const columns = source.map((column) => {
    const synced = columnDraftOf(column);
    const before = byName.get(column.column_name);
    if (!before) {
      changes.added.push(column.column_name);
      return synced;
    }
    if (before.type !== synced.type) changes.modified.push(column.column_name);
    return { ...before, key: synced.key, id: synced.id, uuid: synced.uuid, type: synced.type };
  });
  return { columns, changes };
}

/** Superset's words for a sync's outcome, one line per kind of change. */
export function syncSummary(changes: ColumnSyncChanges): string[] {
  const lines: string[] = [];
  if (changes.modified.length > 0) lines.push(`Modified columns: ${changes.modified.join(', ')}`);
  if (changes.removed.length > 0) lines.push(`Removed columns: ${changes.removed.join(', ')}`);
  if (changes.added.length > 0) lines.push(`New columns added: ${changes.added.join(', ')}`);
  return lines.length > 0 ? lines : ['No changes: the columns match the source'];
}
