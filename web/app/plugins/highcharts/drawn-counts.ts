/** What a drawn Highcharts chart shows, counted from the chart object. */
export interface DrawnCounts {
  seriesCount: number;
  pointCount: number;
}

/** The part of a Highcharts chart these counts read (`isNull` and `boosted` are public API the typings leave out). */
export interface CountableChart {
  series: readonly { points?: readonly { isNull?: boolean }[]; options?: { data?: unknown }; boosted?: boolean }[];
}

/**
 * Series and non-null points the chart holds after drawing. Null points (gaps in a timeseries) are not drawn, so they
 * are not counted. A boosted series draws its whole data with WebGL and keeps point objects only for mouse tracking
 * (one per pixel, built after the draw), so its raw data length stands in.
 */
export function drawnCounts(chart: CountableChart): DrawnCounts {
  let pointCount = 0;
  for (const series of chart.series) {
    const points = series.points ?? [];
    const data = series.options?.data;
    const byData = Array.isArray(data) && (series.boosted === true || points.length === 0);
    pointCount += byData ? data.length : points.filter((point) => !point.isNull).length;
  }
  return { seriesCount: chart.series.length, pointCount };
}

/**
 * Writes the counts onto the element the chart is drawn into (`data-series-count`, `data-point-count`), so browser tests
 * can compare what was drawn with the data the page received.
 */
export function exposeDrawnCounts(chart: CountableChart, element: HTMLElement | null | undefined): void {
  if (!element) return;
  const { seriesCount, pointCount } = drawnCounts(chart);
  element.dataset.seriesCount = String(seriesCount);
  element.dataset.pointCount = String(pointCount);
}
