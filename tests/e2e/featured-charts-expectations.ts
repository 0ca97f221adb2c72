/**
 * What each chart family should draw for a chart data answer: the Highcharts series and points, the table rows or the
 * pivot rows. Each rule says how Superset's chart of that type turns the answer's rows into marks.
 */
import { format } from 'd3-format';

/** The part of `POST /api/v1/chart/data`'s answer the expectations read. */
export interface ChartAnswer {
  result: { data: Record<string, unknown>[]; colnames: string[] }[];
}

/** What the page drew in the chart area. */
export interface Drawn {
  alerts: string[];
  seriesCount?: number;
  pointCount?: number;
  tableRows?: number;
  pivotRows?: number;
  text: string;
}

/** The drawn facts a chart family is checked on. */
export type Expected = Partial<Pick<Drawn, 'seriesCount' | 'pointCount' | 'tableRows' | 'pivotRows' | 'text'>>;

type Result = ChartAnswer['result'][number];

const isValue = (value: unknown) => value !== null && value !== undefined;
const rows = (answer: ChartAnswer) => answer.result[0]!.data.length;
const valueColumns = (answer: ChartAnswer) => answer.result[0]!.colnames.length - 1;
const distinct = (answer: ChartAnswer, columns: string[]) =>
  new Set(answer.result[0]!.data.map((row) => JSON.stringify(columns.map((column) => row[column])))).size;
const smartNumber = format('.3~s');

/** Timeseries: one series per pivoted column other than the x axis, one point per non-null value. */
function timeseries(result: Result): Required<Pick<Expected, 'seriesCount' | 'pointCount'>> {
  const columns = result.colnames.slice(1);
  const pointCount = result.data.reduce((sum, row) => sum + columns.filter((column) => isValue(row[column])).length, 0);
  return { seriesCount: columns.length, pointCount };
}

const outliers = (answer: ChartAnswer) =>
  answer.result[0]!.data.reduce(
    (sum, row) => sum + (Array.isArray(row['count__outliers']) ? row['count__outliers'].length : 0),
    0,
  );

const RULES: Record<string, (answer: ChartAnswer) => Expected> = {
  echarts_timeseries_line: (answer) => timeseries(answer.result[0]!),
  echarts_timeseries_bar: (answer) => timeseries(answer.result[0]!),
  echarts_area: (answer) => timeseries(answer.result[0]!),
  echarts_timeseries_scatter: (answer) => timeseries(answer.result[0]!),
  // Query A's series, then query B's.
  mixed_timeseries: (answer) => {
    const [a, b] = answer.result.map(timeseries);
    return { seriesCount: a!.seriesCount + b!.seriesCount, pointCount: a!.pointCount + b!.pointCount };
  },
  big_number: (answer) => ({ seriesCount: 1, pointCount: rows(answer) }),
  // The one number, in the chart's SMART_NUMBER format, and no chart.
  big_number_total: (answer) => ({
    seriesCount: undefined,
    text: smartNumber(Number(Object.values(answer.result[0]!.data[0]!)[0])),
  }),
  pie: (answer) => ({ seriesCount: 1, pointCount: rows(answer) }),
  // Per stage a trapezoid (four corners) and its label (one point) linked to it.
  funnel: (answer) => ({ seriesCount: 2 * rows(answer), pointCount: 5 * rows(answer) }),
  // A progress arc series per dial and one pointer series holding every dial's pointer.
  gauge_chart: (answer) => ({ seriesCount: rows(answer) + 1, pointCount: 2 * rows(answer) }),
  word_cloud: (answer) => ({ seriesCount: 1, pointCount: rows(answer) }),
  heatmap_v2: (answer) => ({ seriesCount: 1, pointCount: rows(answer) }),
  // One link (point) per source-target row; nodes are not points.
  sankey_v2: (answer) => ({ seriesCount: 1, pointCount: rows(answer) }),
  graph_chart: (answer) => ({ seriesCount: 1, pointCount: rows(answer) }),
  bubble_v2: (answer) => ({ seriesCount: distinct(answer, ['product_line']), pointCount: rows(answer) }),
  // One polygon per group, one vertex per metric.
  radar: (answer) => ({ seriesCount: rows(answer), pointCount: rows(answer) * valueColumns(answer) }),
  // A box per group, plus one scatter series of every outlier.
  box_plot: (answer) => ({ seriesCount: 2, pointCount: rows(answer) + outliers(answer) }),
  // One series per group, one bar per bin column.
  histogram_v2: (answer) => ({ seriesCount: rows(answer), pointCount: rows(answer) * valueColumns(answer) }),
  // A leaf per row plus a node per outer-level value.
  sunburst_v2: (answer) => ({ seriesCount: 1, pointCount: rows(answer) + distinct(answer, ['year']) }),
  treemap_v2: (answer) => ({ seriesCount: 1, pointCount: rows(answer) + distinct(answer, ['year']) }),
  // Superset's four stacked series: per step an increase or decrease bar and its invisible assist bar, then the total.
  waterfall: (answer) => ({ seriesCount: 4, pointCount: 2 * rows(answer) + 1 }),
  table: (answer) => ({ tableRows: rows(answer) }),
  // A row per (country, city) of the answer.
  pivot_table_v2: (answer) => ({ pivotRows: distinct(answer, ['country', 'city']) }),
};

/** What a chart of `vizType` should draw for `answer`; throws for a viz type without a rule, so none is skipped. */
export function expectedDrawing(vizType: string, answer: ChartAnswer): Expected {
  const rule = RULES[vizType];
  if (!rule) throw new Error(`no drawing rule for ${vizType}`);
  return rule(answer);
}

/** The drawn facts named by `expected`, to compare whole. */
export function drawnFacts(drawn: Drawn, expected: Expected): Expected {
  return Object.fromEntries(Object.keys(expected).map((key) => [key, drawn[key as keyof Expected]]));
}
