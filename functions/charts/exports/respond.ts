import { strToU8, zipSync } from 'fflate';
import { BadRequestError } from '#shared/errors.ts';
import type { DownloadFile } from '../../lib/download.ts';
import { toCsv } from './csv.ts';
import type { ExportTable } from './table.ts';
import { toXlsx } from './xlsx.ts';

/** The file formats of chart data exports. */
export type ExportFormat = 'csv' | 'xlsx';

/** One query's rows to export, with the row limit it ran under. */
export interface ExportQuery extends ExportTable {
  rowLimit: number;
  rowLimitReached: boolean;
}

const CONTENT_TYPES: Record<ExportFormat | 'zip', string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

/** Superset's download name: the export's UTC time, `20240131_235959.csv`. */
export function downloadName(extension: string, nowMs: number): string {
  const iso = new Date(nowMs).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}_${iso.slice(11, 19).replaceAll(':', '')}.${extension}`;
}

/** The row limit the export ran under and whether it cut rows. */
function rowLimitHeaders(queries: readonly ExportQuery[]): Record<string, string> {
  return {
    'x-row-limit': String(Math.max(...queries.map((query) => query.rowLimit))),
    'x-row-limit-reached': String(queries.some((query) => query.rowLimitReached)),
  };
}

async function fileBytes(format: ExportFormat, query: ExportQuery): Promise<Uint8Array> {
  return format === 'csv' ? strToU8(toCsv(query)) : toXlsx(query);
}

/** The file's content: one query's CSV text or XLSX bytes, or a zip of `query_<n>.<format>` for several. */
async function fileContent(
  format: ExportFormat,
  queries: readonly ExportQuery[],
): Promise<{ text: string } | { bytes: Uint8Array }> {
  if (queries.length === 1)
    return format === 'csv' ? { text: toCsv(queries[0]!) } : { bytes: await toXlsx(queries[0]!) };
  const files: Record<string, Uint8Array> = {};
  for (const [index, query] of queries.entries())
    files[`query_${index + 1}.${format}`] = await fileBytes(format, query);
  return { bytes: zipSync(files) };
}

/**
 * The file of a chart data export, as Superset sends it: one query as a CSV or XLSX file, several as a zip holding
 * `query_<n>.<format>` per query, with the row limit it ran under in `x-row-limit` headers.
 */
export async function exportFile(
  format: ExportFormat,
  queries: readonly ExportQuery[],
  nowMs: number,
): Promise<DownloadFile> {
  if (queries.length === 0) throw new BadRequestError('Empty query result');
  const kind = queries.length === 1 ? format : 'zip';
  return {
    ...(await fileContent(format, queries)),
    fileName: downloadName(kind, nowMs),
    contentType: CONTENT_TYPES[kind],
    headers: rowLimitHeaders(queries),
  };
}
