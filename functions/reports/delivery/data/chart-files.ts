import * as z from 'zod';
import { AppError } from '#shared/errors.ts';
import type { CallerAccess } from '../../../lib/auth/caller-access.ts';
import type { HttpResult } from '../../../lib/http.ts';
import type { BlobStore } from '../../../lib/ports/blob-store.ts';
import { type ChartPorts, savedChartData } from '../../../charts/index.ts';
import type { MailAttachment } from '../../../lib/ports/mail.ts';
import { htmlTable } from './html-table.ts';

/** A chart's data as a report attaches or shows it. */
export type ChartDataFormat = 'CSV' | 'XLSX' | 'TEXT';

const EXTENSIONS = { CSV: 'csv', XLSX: 'xlsx' } as const;

/** The JSON answer's part a TEXT report reads: each query's columns and rows. */
const JsonAnswer = z.object({
  result: z.array(
    z.object({
      colnames: z.array(z.string()),
      coltypes: z.array(z.number()).optional(),
      data: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
});

/**
 * The chart service's ports as a report needs them: answers computed now (never a 202 job, the worker is already
 * a job) and downloads always inline (never parked behind a signed URL the mail could not carry).
 */
export function reportChartPorts(ports: ChartPorts): ChartPorts {
  const blobs: BlobStore = {
    put: (...args) => ports.blobs.put(...args),
    get: (key) => ports.blobs.get(key),
    delete: (key) => ports.blobs.delete(key),
    list: (prefix) => ports.blobs.list(prefix),
  };
  return { ...ports, blobs, settings: { ...ports.settings, GLOBAL_ASYNC_QUERIES: false } };
}

/** A file name from the chart's name: what mail clients and file systems accept. */
export function fileNameOf(chartName: string, extension: string): string {
  const base =
    chartName
      .replaceAll(/[\\/:*?"<>|\p{Cc}\s]+/gu, ' ')
      .trim()
      .slice(0, 100) || 'chart';
  return `${base}.${extension}`;
}

/** Runs the chart's saved query as GET /api/v1/chart/{pk}/data/ does, as the executor; its errors as log text. */
async function savedData(
  access: CallerAccess,
  chartId: number,
  format: string,
  ports: ChartPorts,
): Promise<HttpResult> {
  try {
    return await savedChartData(access, chartId, { format }, reportChartPorts(ports));
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
  const result = await savedData(access, chartId, EXTENSIONS[format], ports);
  const contentType = result.headers?.['content-type'] ?? 'application/octet-stream';
  const zipped = contentType.startsWith('application/zip');
  const content = result.binary ? Buffer.from(result.binary) : Buffer.from(result.text ?? '', 'utf8');
  return { filename: fileNameOf(chartName, zipped ? 'zip' : EXTENSIONS[format]), contentType, content };
}

/** The chart's data as HTML tables for a TEXT report's body (one per query). */
export async function chartDataHtml(access: CallerAccess, chartId: number, ports: ChartPorts): Promise<string> {
  const result = await savedData(access, chartId, 'json', ports);
  const answer = JsonAnswer.parse(result.body);
  return answer.result.map((query) => htmlTable(query)).join('\n');
}
