/** A cost estimate as a table: column titles and one row of texts per statement. */
export interface CostTable {
  columns: string[];
  rows: string[][];
}

/** Columns Skyset's estimate answers (`result.statements[].human`), in display order, with their titles. */
const KNOWN = [
  ['rows', 'Rows'],
  ['bytes', 'Bytes'],
  ['bytes_scanned', 'Bytes scanned'],
  ['cost', 'Cost'],
] as const;

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

const humanOf = (entry: Record<string, unknown>): Record<string, unknown> | null =>
  entry.human !== null && typeof entry.human === 'object' ? (entry.human as Record<string, unknown>) : null;

/**
 * The table of a cost estimate. Statements of POST /api/v1/sqllab/estimate/ (`{statement, rows, bytes, ..., human}`)
 * show their human values, one column per value some statement has (dollars appear only where a price applies, on
 * Athena); any other shape shows its keys as columns, as Superset's table does.
 */
export function costTableOf(cost: readonly Record<string, unknown>[]): CostTable {
  if (cost.length > 0 && cost.every((entry) => humanOf(entry) !== null)) {
    const present = KNOWN.filter(([key]) => cost.some((entry) => humanOf(entry)![key] !== undefined));
    return {
      columns: ['Statement', ...present.map(([, title]) => title)],
      rows: cost.map((entry, index) => [
        text(entry.statement ?? index + 1),
        ...present.map(([key]) => text(humanOf(entry)![key])),
      ]),
    };
  }
  const columns = [...new Set(cost.flatMap((entry) => Object.keys(entry)))];
  return { columns, rows: cost.map((entry) => columns.map((column) => text(entry[column]))) };
}
