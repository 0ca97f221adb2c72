import { apiDownload } from '../../../core/http/client.ts';
import type { ChartPlugin, FormData } from '../../../plugins/types.ts';
import { downloadChartImage, saveBlob } from '../../chart/index.ts';
import { chartDataRequest } from '../chart-data-request.ts';
import type { DownloadKind } from './download-entries.ts';
import { gridAsCsv, gridAsXlsx, tableGrid } from './table-grid.ts';

/** What a download works from: the chart's plugin, the form data it was drawn with, a file name stem and the drawn chart. */
export interface DownloadSource {
  plugin: ChartPlugin;
  formData: FormData;
  stem: string;
  /** The element the chart is drawn in, or null while none is drawn. */
  chartElement: () => HTMLElement | null;
}

/** The downloads this module makes: all but JSON, which is the chart's answer written out (text-files.ts). */
export type FileDownloadKind = Exclude<DownloadKind, 'json'>;

/** The drawn table of the chart (a pivot table), which the pivoted exports read as it is shown. */
function drawnTable(source: DownloadSource): HTMLTableElement {
  const table = source.chartElement()?.querySelector('table');
  if (!table) throw new Error('Run the chart first: the pivoted export reads the table as it is drawn.');
  return table;
}

/** A file the server writes from the chart's query (`result_format` csv or xlsx), under the server's file name. */
async function serverFile(
  { plugin, formData, stem }: DownloadSource,
  format: 'csv' | 'xlsx',
  allRows: boolean,
): Promise<void> {
  const body = chartDataRequest(plugin, formData, { resultType: 'full', resultFormat: format, allRows });
  const { blob, fileName } = await apiDownload('/api/v1/chart/data', { method: 'POST', json: body });
  saveBlob(blob, fileName ?? `${stem}.${format}`);
}

/**
 * The file downloads: CSV and Excel (the chart's rows, or all rows for the full exports) written by the server, as
 * Superset's are, so dates, numbers and formula escaping read the same from every path; the pivoted CSV and Excel of
 * the drawn pivot table; and the chart as an image.
 */
export async function runFileDownload(kind: FileDownloadKind, source: DownloadSource): Promise<void> {
  if (kind === 'xlsx' || kind === 'full-xlsx') return serverFile(source, 'xlsx', kind === 'full-xlsx');
  if (kind === 'csv' || kind === 'full-csv') return serverFile(source, 'csv', kind === 'full-csv');
  if (kind === 'pivoted-csv')
    return saveBlob(new Blob([gridAsCsv(tableGrid(drawnTable(source)))], { type: 'text/csv' }), `${source.stem}.csv`);
  if (kind === 'pivoted-xlsx')
    return saveBlob(await gridAsXlsx(tableGrid(drawnTable(source)), source.stem), `${source.stem}.xlsx`);
  const element = source.chartElement();
  if (!element) throw new Error('Run the chart first: there is no chart to draw as an image.');
  return downloadChartImage(element, source.stem);
}
