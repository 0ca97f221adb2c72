import type { DataFrame, FrameValue } from './frame.ts';
import { flatten } from './labels.ts';
import type { Table } from './table.ts';
import { pythonLabelText } from './values.ts';

/** JSON has no NaN or Infinity: Superset serialises them as null, and so does Skyset. */
function jsonSafe(value: FrameValue | undefined): FrameValue {
  if (value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'number' && !Number.isFinite(item) ? null : item));
  return value;
}

function plainRecord(names: string[], columns: FrameValue[][], row: number): Record<string, FrameValue> {
  const record: Record<string, FrameValue> = {};
  for (let c = 0; c < names.length; c += 1) record[names[c]!] = jsonSafe(columns[c]![row]);
  return record;
}

function safeRecord(names: string[], columns: FrameValue[][], row: number): Record<string, FrameValue> {
  return Object.fromEntries(names.map((name, c) => [name, jsonSafe(columns[c]![row])]));
}

/**
 * The record frame the service answers with. A table still carrying a row index or multi-level labels is
 * flattened first (as Superset's chart plugins always request), so the answer is flat; a column name that occurs
 * twice keeps its first position and its last values, as a JSON record would.
 */
export function toDataFrame(table: Table): DataFrame {
  const flat = table.index.length || table.levels > 1 ? flatten(table, {}) : table;
  const names = flat.keys.map((key) => {
    const label = key[0] ?? null;
    return typeof label === 'string' ? label : pythonLabelText(label);
  });
  // A column named `__proto__` must stay data: such frames take the slower, defineProperty-safe path.
  const build = names.includes('__proto__') ? safeRecord : plainRecord;
  const data: Record<string, FrameValue>[] = new Array<Record<string, FrameValue>>(flat.rowCount);
  for (let row = 0; row < flat.rowCount; row += 1) data[row] = build(names, flat.columns, row);
  return { columns: [...new Set(names)], data };
}
