/**
 * Highcharts options, as plain JSON, that draw a chart data answer with the series type Skyset's plugin draws it
 * with (web/app/plugins: a line chart's series are `line`, a bar chart's `column`, a pie's `pie`), for the bare
 * reference page. Only what the data needs and what Skyset draws by default (no line markers, a pie's legend): no
 * formats, tooltips or colours of Skyset's own.
 */

/** The first query's answer of a chart data response. */
export interface ChartAnswer {
  data: Record<string, unknown>[];
  colnames: string[];
}

/** Highcharts options as JSON (no functions), for a page that has nothing but Highcharts. */
export type BareOptions = Record<string, unknown>;

const SERIES_TYPES: Readonly<Record<string, string>> = {
  echarts_timeseries_line: 'line',
  echarts_timeseries_bar: 'column',
};

/** A time series chart: one series per column but the x-axis column; a datetime axis when the x values are epoch ms. */
function timeseriesOptions(type: string, xColumn: string, answer: ChartAnswer): BareOptions {
  const temporal = answer.data.every((row) => typeof row[xColumn] === 'number');
  const xs = answer.data.map((row) => row[xColumn]);
  const series = answer.colnames
    .filter((column) => column !== xColumn)
    .map((column) => ({
      type,
      name: column,
      marker: { enabled: false },
      data: answer.data.map((row, index) => (temporal ? [xs[index], row[column] ?? null] : (row[column] ?? null))),
    }));
  return {
    xAxis: temporal ? { type: 'datetime' } : { type: 'category', categories: xs.map(String) },
    yAxis: { title: { text: '' } },
    series,
  };
}

/** A pie: one slice per row, named by its group columns, sized by the metric. */
function pieOptions(metric: string, answer: ChartAnswer): BareOptions {
  const groups = answer.colnames.filter((column) => column !== metric && !column.endsWith('__contribution'));
  const data = answer.data.map((row) => ({
    name: groups.map((column) => String(row[column])).join(', '),
    y: Number(row[metric] ?? 0),
  }));
  return { series: [{ type: 'pie', name: metric, data, showInLegend: true }] };
}

/**
 * The bare options of a chart of `vizType` with x-axis (time series) or metric (pie) `key` from its answer; throws
 * for a chart type the bare page does not draw.
 */
export function bareOptionsOf(vizType: string, key: string, answer: ChartAnswer): BareOptions {
  // An empty text: JSON has no `undefined`, and a title left unset would read Highcharts' "Chart title".
  const title = { title: { text: '' }, credits: { enabled: false } };
  if (vizType === 'pie') return { ...title, ...pieOptions(key, answer) };
  const type = SERIES_TYPES[vizType];
  if (!type) throw new Error(`the bare page does not draw ${vizType} charts`);
  return { ...title, ...timeseriesOptions(type, key, answer) };
}
