import { AppError } from '#shared/errors.ts';
import type { CallerAccess } from '../../../lib/auth/caller-access.ts';
import { type ChartDataOutcome, type ChartPorts, savedChartData } from '../../../charts/index.ts';
import type { MailAttachment } from '../../../lib/ports/mail.ts';
import { htmlTable } from './html-table.ts';

/** A chart's data as a report attaches or shows it. */
export type ChartDataFormat = 'CSV' | 'XLSX' | 'TEXT';

const EXTENSIONS = { CSV: 'csv', XLSX: 'xlsx' } as const;

/** A file name from the chart's name: what mail clients and file systems accept. */
export function fileNameOf(chartName: string, extension: string): string {
  const base =
    chartName
      .replaceAll(/[\\/:*?"<>|\p{Cc}\s]+/gu, ' ')
      .trim()
      .slice(0, 100) || 'chart';
  return `${base}.${extension}`;
}

/**
 * Runs the chart's saved query as GET /api/v1/chart/{pk}/data/ does, as the executor, computed now (never a job:
 * the worker is one already); its errors as log text.
 */
async function savedData(
  access: CallerAccess,
  chartId: number,
  format: string,
  ports: ChartPorts,
): Promise<ChartDataOutcome> {
  try {
    return await savedChartData(access, chartId, { format }, ports, { now: true });
  } catch (error) {
    if (error instanceof AppError) throw new Error(`Chart ${chartId} data could not be read: ${error.message}`);
    throw error;
  }
}

/** The chart's data as a CSV or XLSX attachment (a zip of one file per query when the chart runs several). */
export async function chartDataFile(
  access: CallerAccess,
  chartId: number,
  chartName: string,
  format: 'CSV' | 'XLSX',
  ports: ChartPorts,
): Promise<MailAttachment> {
  const outcome = await savedData(access, chartId, EXTENSIONS[format], ports);
  if (outcome.kind !== 'file') throw new Error(`Chart ${chartId} gave no ${format} file`);
  const { file } = outcome;
  const zipped = file.contentType.startsWith('application/zip');
  const content = 'text' in file ? Buffer.from(file.text, 'utf8') : Buffer.from(file.bytes);
  return {
    filename: fileNameOf(chartName, zipped ? 'zip' : EXTENSIONS[format]),
    contentType: file.contentType,
    content,
  };
}

/** The chart's data as HTML tables for a TEXT report's body (one per query). */
export async function chartDataHtml(access: CallerAccess, chartId: number, ports: ChartPorts): Promise<string> {
  const outcome = await savedData(access, chartId, 'json', ports);
  if (outcome.kind !== 'results') throw new Error(`Chart ${chartId} gave no results`);
  const tables = outcome.response.result.filter((query) => 'colnames' in query && 'data' in query);
  return tables.map((query) => htmlTable(query)).join('\n');
}
