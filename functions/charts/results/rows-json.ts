import { randomUUID } from 'node:crypto';

/**
 * A result's rows are most of its JSON (10,000 rows: about 1 MB). They are written once, for the cache entry's blob,
 * and that text is spliced into every answer that shows them, the cached answers of the next requests included.
 */

/** The JSON text of frozen row arrays (results as cached: ../cache/recent-results.ts freezes them), by array. */
const rowsTexts = new WeakMap<readonly unknown[], string>();

/** Stands for a rows array in the envelope's text until its own text replaces it; random, so no value can spell it. */
const PLACEHOLDER = `rows-${randomUUID()}-`;
const PLACEHOLDERS = new RegExp(`"${PLACEHOLDER}(\\d+)"`, 'g');

/** JSON text of rows: kept for rows that can no longer change, so they are written once. */
function rowsJson(rows: readonly unknown[]): string {
  const kept = rowsTexts.get(rows);
  if (kept !== undefined) return kept;
  const text = JSON.stringify(rows);
  if (Object.isFrozen(rows)) rowsTexts.set(rows, text);
  return text;
}

/**
 * `JSON.stringify(value)`, with each `data` array (a result's rows) written by itself and spliced in: the text of
 * rows already written (for the cache blob, or a previous answer) is reused instead of writing them again.
 */
export function jsonWithRows(value: unknown): string {
  const rows: string[] = [];
  const envelope = JSON.stringify(value, (key, field: unknown) => {
    if (key !== 'data' || !Array.isArray(field)) return field;
    rows.push(rowsJson(field));
    return `${PLACEHOLDER}${rows.length - 1}`;
  });
  return rows.length === 0
    ? envelope
    : envelope.replace(PLACEHOLDERS, (_placeholder, index: string) => rows[Number(index)]!);
}
