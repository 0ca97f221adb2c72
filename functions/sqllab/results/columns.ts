import { GenericDataType, genericTypeOf } from '#shared/generic-data-type.ts';
import type { ResultColumn } from '#shared/sqllab/query-types.ts';
import type { EngineRow } from '../../lib/ports/query-engine.ts';

/**
 * Column names made unique as Superset's `dedup` does (`a`, `a__1`, `a__2`), so every column is one key of a row
 * record even when a query selects two columns of the same name.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  const taken = new Set(names);
  return names.map((name) => {
    const count = seen.get(name);
    seen.set(name, (count ?? 0) + 1);
    if (count === undefined) return name;
    let suffix = count;
    while (taken.has(`${name}__${suffix}`)) suffix += 1;
    const unique = `${name}__${suffix}`;
    taken.add(unique);
    return unique;
  });
}

/** Result columns as SQL Lab's grid reads them: the unique name, the engine's type and its generic kind. */
export function resultColumns(columns: readonly { name: string; type: string }[]): ResultColumn[] {
  const names = uniqueNames(columns.map((column) => column.name));
  return columns.map((column, index) => {
    const generic = genericTypeOf(column.type);
    return {
      column_name: names[index]!,
      name: names[index]!,
      type: column.type,
      is_dttm: generic === GenericDataType.TEMPORAL,
      type_generic: generic,
    };
  });
}

/** Rows as records keyed by the result columns' names, as Superset's `data` carries them. */
export function toRecords(columns: readonly ResultColumn[], rows: readonly EngineRow[]): Record<string, unknown>[] {
  return rows.map((row) => Object.fromEntries(columns.map((column, index) => [column.name, row[index] ?? null])));
}
