import type { ChartRenderCallbackFunction, Options } from 'highcharts';
import type { HighchartsModuleName } from './load-highcharts.ts';
import { mergeOptions } from './merge-options.ts';
import { HIGHCHARTS_THEMES } from './theme.ts';
import { withoutAnimation, withoutDefaultTitles } from './quiet-defaults.ts';

/** Series longer than this are drawn by the boost module (WebGL), as Highcharts' own default threshold. */
export const BOOST_THRESHOLD = 5000;

/** Whether any series has more points than the boost threshold. */
export function needsBoost(options: Options): boolean {
  return (options.series ?? []).some((series) => {
    const data = (series as { data?: unknown }).data;
    return Array.isArray(data) && data.length > BOOST_THRESHOLD;
  });
}

/**
 * The modules to load: accessibility for every chart (screen-reader descriptions and keyboard navigation; without it
 * Highcharts warns on the console), the chart's own, plus boost for long series.
 */
export function modulesFor(requested: readonly HighchartsModuleName[], options: Options): HighchartsModuleName[] {
  const names = new Set<HighchartsModuleName>(['accessibility', ...requested]);
  if (needsBoost(options)) names.add('boost');
  return [...names];
}

/** How the page wants charts drawn beyond their options. */
export interface DrawSettings {
  theme: 'light' | 'dark';
  /** The reader asked for reduced motion: no animations. */
  reducedMotion?: boolean;
  /** Whether the accessibility layer is built now (default) or left for later (see ChartDrawing's `accessibility`). */
  accessible?: boolean;
  /** The page's font for every text of the chart; absent: the theme's. */
  fontFamily?: string;
  onRender?: ChartRenderCallbackFunction;
}

/**
 * The options handed to Highcharts: the theme, then the chart's options, then the size the host gives, whether the
 * accessibility layer is on yet and the render hook; titles the chart left unset are off. Boost settings are added only when a series is long enough to need them.
 */
export function finalOptions(
  options: Options,
  size: { width: number; height: number },
  settings: DrawSettings,
): Options {
  const { theme, reducedMotion = false, accessible = true, fontFamily, onRender } = settings;
  // Translations stay on the CPU (Highcharts' default): the GPU's 32-bit floats cannot tell apart epoch
  // milliseconds a minute or so apart, so a long time series would be drawn with its points snapped together.
  const boost: Options = needsBoost(options)
    ? { boost: { enabled: true, seriesThreshold: 1, useGPUTranslations: false } }
    : {};
  const host: Options = {
    chart: {
      width: Math.max(0, size.width),
      height: Math.max(0, size.height),
      events: onRender ? { render: onRender } : {},
      ...(fontFamily ? { style: { fontFamily } } : {}),
    },
    // Said either way: a chart updated from `false` keeps it unless told otherwise.
    accessibility: { enabled: accessible },
  };
  const merged = withoutDefaultTitles(mergeOptions<Options>(HIGHCHARTS_THEMES[theme], options, boost, host));
  return reducedMotion ? withoutAnimation(merged) : merged;
}
