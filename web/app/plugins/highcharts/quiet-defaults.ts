import type { Options } from 'highcharts';

type Titled = { title?: { text?: string | null } & Record<string, unknown> } & Record<string, unknown>;

/** An axis (or axes) whose title text is unset gets an explicit `undefined`: no "Values" title of Highcharts' own. */
function untitledAxes<T>(axes: T): T {
  const untitle = (axis: Titled): Titled => ({
    ...axis,
    title: { ...axis.title, text: axis.title?.text ?? undefined },
  });
  if (Array.isArray(axes)) return axes.map((axis: Titled) => untitle(axis)) as T;
  return (axes && typeof axes === 'object' ? untitle(axes as Titled) : axes) as T;
}

/**
 * Options with every title the chart did not set turned off. Highcharts fills an unset text with its own
 * ("Chart title", "Values" on a y-axis); Superset's charts show no title but the ones configured. Highcharts
 * copies an explicit `undefined` over its default, but the option layers skip `undefined`, so the key is set here.
 */
export function withoutDefaultTitles(options: Options): Options {
  return {
    ...options,
    title: { ...options.title, text: options.title?.text },
    subtitle: { ...options.subtitle, text: options.subtitle?.text },
    xAxis: untitledAxes(options.xAxis ?? {}),
    yAxis: untitledAxes(options.yAxis ?? {}),
  };
}

/**
 * Options that draw at once, with no animation anywhere, for a reader who asked the system for reduced motion (and
 * for screenshots, which must not catch a chart halfway through its entry animation).
 */
export function withoutAnimation(options: Options): Options {
  return {
    ...options,
    chart: { ...options.chart, animation: false },
    plotOptions: { ...options.plotOptions, series: { ...options.plotOptions?.series, animation: false } },
    series: options.series?.map((series) => ({ ...series, animation: false })),
  };
}
