import { GenericDataType } from '#shared/generic-data-type.ts';

/** One query's rows as the chart data answer gives them. */
export interface TableData {
  colnames: readonly string[];
  coltypes?: readonly number[];
  data: readonly Record<string, unknown>[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML element content and attribute values. */
export const escapeHtml = (text: string): string => text.replaceAll(/[&<>"']/g, (character) => ESCAPES[character]!);

/** A cell as text: empty for missing values, instants of temporal columns as ISO dates, lists and objects as JSON. */
function cellText(value: unknown, temporal: boolean): string {
  if (value === null || value === undefined) return '';
  if (temporal && typeof value === 'number')
    return new Date(value)
      .toISOString()
      .replace('T', ' ')
      .replace(/(?: 00:00:00)?\.000Z$|Z$/, '');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const CELL_STYLE = 'border:1px solid #e0e0e0;padding:4px 8px;';

/**
 * The chart's data as an HTML table for a TEXT report's body, as Superset's (pandas `to_html` with escaping: a header
 * row of column names, one row per record, empty cells for nulls); styles are inline, as mail clients drop style sheets.
 */
export function htmlTable(table: TableData): string {
  const temporal = table.colnames.map((_, index) => table.coltypes?.[index] === GenericDataType.TEMPORAL);
  const head = table.colnames
    .map((name) => `<th style="${CELL_STYLE}text-align:left;background:#f7f7f7;">${escapeHtml(name)}</th>`)
    .join('');
  const rows = table.data.map((record) => {
    const cells = table.colnames.map(
      (name, index) => `<td style="${CELL_STYLE}">${escapeHtml(cellText(record[name], temporal[index]!))}</td>`,
    );
    return `<tr>${cells.join('')}</tr>`;
  });
  return `<table class="dataframe" style="border-collapse:collapse;font-family:sans-serif;font-size:13px;"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
