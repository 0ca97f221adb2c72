import { cellText } from './cell-text.ts';

/** Rows as tab-separated text with a header line, as Superset's "Copy" puts a result on the clipboard. */
export function rowsAsTsv(
  colnames: readonly string[],
  data: readonly Record<string, unknown>[],
  coltypes: readonly number[] = [],
): string {
  const clean = (value: unknown, at: number) => cellText(value, coltypes[at]).replace(/[\t\n\r]+/g, ' ');
  const lines = [
    colnames.join('\t'),
    ...data.map((row) => colnames.map((name, at) => clean(row[name], at)).join('\t')),
  ];
  return `${lines.join('\n')}\n`;
}
