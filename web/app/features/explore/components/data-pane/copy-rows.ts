import { cellText } from './results-table.tsx';

/** Rows as tab-separated text with a header line, as Superset's "Copy" puts a result on the clipboard. */
export function rowsAsTsv(colnames: readonly string[], data: readonly Record<string, unknown>[]): string {
  const clean = (value: unknown) => cellText(value).replace(/[\t\n\r]+/g, ' ');
  const lines = [colnames.join('\t'), ...data.map((row) => colnames.map((name) => clean(row[name])).join('\t'))];
  return `${lines.join('\n')}\n`;
}
