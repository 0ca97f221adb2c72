import { saveBlob } from './save-blob.ts';
import { domToPngBlob } from './dom-to-png.ts';

/** The exporting options of a local PNG export that never falls back to Highcharts' export server. */
interface LocalExportOptions {
  type: 'image/png';
  filename: string;
  local: true;
  fallbackToExportServer: false;
  error: (options: unknown, cause: Error) => void;
}

/** The exporting module's instance on a chart; undefined on a chart drawn before the module loaded. */
interface ChartExporting {
  exportChart: (options: LocalExportOptions, chartOptions: object) => Promise<void>;
}

/** A chart as this export reads it: its container and (maybe) its exporting instance. */
interface ExportableChart {
  container: HTMLElement;
  exporting?: ChartExporting;
}

/** Highcharts with the exporting and offline exporting modules: charts export to PNG in the browser. */
async function offlineHighcharts() {
  const { default: highcharts } = await import('highcharts/esm/highcharts.js');
  await import('highcharts/esm/modules/exporting.js');
  await import('highcharts/esm/modules/offline-exporting.js');
  return highcharts as typeof highcharts & {
    Exporting: new (chart: ExportableChart, options: object) => ChartExporting;
  };
}

/**
 * The Highcharts chart drawn inside `element`, with its exporting instance: a chart drawn before the exporting
 * module loaded gets one now (Highcharts only makes it at init), its buttons off so nothing is added to the chart.
 */
async function exportableChartIn(element: HTMLElement): Promise<ExportableChart | undefined> {
  if (!element.querySelector('.highcharts-container')) return undefined;
  const highcharts = await offlineHighcharts();
  const charts = highcharts.charts as unknown as (ExportableChart | undefined)[];
  const chart = charts.find(
    (candidate): candidate is ExportableChart => candidate !== undefined && element.contains(candidate.container),
  );
  if (chart && !chart.exporting)
    chart.exporting = new highcharts.Exporting(
      chart,
      highcharts.merge(highcharts.getOptions().exporting ?? {}, { enabled: false }),
    );
  return chart;
}

/** Exports a Highcharts chart to PNG with Highcharts' offline exporting; rejects instead of calling an export server. */
function exportLocally(chart: ExportableChart, filename: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const options: LocalExportOptions = {
      type: 'image/png',
      filename,
      local: true,
      fallbackToExportServer: false,
      error: (_options, cause) => reject(cause),
    };
    // Charts are drawn on a transparent background; the picture takes the page's, so it reads on its own.
    const background = getComputedStyle(document.body).backgroundColor || '#ffffff';
    chart.exporting!.exportChart(options, { chart: { backgroundColor: background } }).then(resolve, reject);
  });
}

/**
 * "Download as image": a Highcharts chart through Highcharts' offline export (PNG made in the browser, at the size
 * it is drawn); any other chart (table, big number) from its DOM drawn onto a canvas. `stem` names the file.
 */
export async function downloadChartImage(element: HTMLElement, stem: string): Promise<void> {
  const chart = await exportableChartIn(element);
  if (chart) return exportLocally(chart, stem);
  saveBlob(await domToPngBlob(element), `${stem}.png`);
}
