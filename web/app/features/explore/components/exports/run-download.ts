import { apiDownload } from '../../../../core/http/client.ts';
import type { ChartPlugin, FormData } from '../../../../plugins/types.ts';
import { chartDataRequest } from '../actions/chart-data-request.ts';
import { chartElement } from './chart-element.ts';
import type { DownloadKind } from './download-entries.ts';
import { downloadChartImage, saveBlob } from '../../../chart/index.ts';
import { gridAsCsv, gridAsXlsx, tableGrid } from './table-grid.ts';

/** What a download works from: the chart's plugin, the form data it was drawn with, and a file name stem. */
export interface DownloadSource {
  plugin: ChartPlugin;
  formData: FormData;
  stem: string;
}

/** The drawn table of the chart (a pivot table), which the pivoted exports read as it is shown. */
function drawnTable(): HTMLTableElement {
  const table = chartElement()?.querySelector('table');
  if (!table) throw new Error('Run the chart first: the pivoted export reads the table as it is drawn.');
  return table;
}

/** The whole result as an Excel file the server writes (`result_format: xlsx`), under the server's file name. */
async function serverExcel({ plugin, formData, stem }: DownloadSource): Promise<void> {
  const body = chartDataRequest(plugin, formData, { resultType: 'full', resultFormat: 'xlsx' });
  const { blob, fileName } = await apiDownload('/api/v1/chart/data', { method: 'POST', json: body });
  saveBlob(blob, fileName ?? `${stem}.xlsx`);
}

/**
 * The downloads that are not JSON answers turned into text (those stay with download.ts): Excel from the server,
 * the pivoted CSV and Excel of the drawn pivot table, and the chart as an image.
 */
export async function runFileDownload(kind: Exclude<DownloadKind, 'csv' | 'json'>, source: DownloadSource): Promise<void> {
  if (kind === 'xlsx') return serverExcel(source);
  if (kind === 'pivoted-csv') return saveBlob(new Blob([gridAsCsv(tableGrid(drawnTable()))], { type: 'text/csv' }), `${source.stem}.csv`);
  if (kind === 'pivoted-xlsx') return saveBlob(await gridAsXlsx(tableGrid(drawnTable()), source.stem), `${source.stem}.xlsx`);
  const element = chartElement();
  if (!element) throw new Error('Run the chart first: there is no chart to draw as an image.');
  return downloadChartImage(element, source.stem);
}
