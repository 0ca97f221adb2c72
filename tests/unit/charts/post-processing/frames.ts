import type { DataFrame, FrameValue } from '#functions/charts/post-processing/frame.ts';

/** A record frame from column names and row tuples, to keep expected frames readable. */
export function frameOf(columns: string[], rows: FrameValue[][]): DataFrame {
  return { columns, data: rows.map((row) => Object.fromEntries(columns.map((name, i) => [name, row[i] ?? null]))) };
}

/** Midnight UTC of a calendar day, as epoch milliseconds. */
export function day(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`);
}
