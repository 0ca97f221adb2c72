import type { Options } from 'highcharts';

const FONT = 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif';

interface Palette {
  /** What a chart is drawn on (a dashboard card, Explore's panel): borders between slices, bars and cells. */
  surface: string;
  text: string;
  mutedText: string;
  grid: string;
  line: string;
  tooltipBackground: string;
  hidden: string;
}

const LIGHT: Palette = {
  surface: '#ffffff',
  text: '#1f1f1f',
  mutedText: '#666666',
  grid: '#e8e8e8',
  line: '#c0c0c0',
  tooltipBackground: '#ffffff',
  hidden: '#c8c8c8',
};
const DARK: Palette = {
  // Mantine's dark body (dark-7): a white border would ring every slice and bar on a dark page.
  surface: '#242424',
  text: '#e6e6e6',
  mutedText: '#a6a6a6',
  grid: '#3a3a3a',
  line: '#5a5a5a',
  tooltipBackground: '#262626',
  hidden: '#555555',
};

function axisTheme(palette: Palette) {
  return {
    gridLineColor: palette.grid,
    lineColor: palette.line,
    tickColor: palette.line,
    minorGridLineColor: palette.grid,
    labels: { style: { color: palette.mutedText } },
    title: { style: { color: palette.mutedText } },
  };
}

function themeOf(palette: Palette): Options {
  return {
    chart: { backgroundColor: 'transparent', style: { fontFamily: FONT }, spacing: [8, 8, 8, 8] },
    title: { text: undefined, style: { color: palette.text } },
    credits: { enabled: false },
    xAxis: axisTheme(palette),
    yAxis: axisTheme(palette),
    legend: {
      itemStyle: { color: palette.text, fontWeight: 'normal' },
      itemHoverStyle: { color: palette.mutedText },
      itemHiddenStyle: { color: palette.hidden },
      // The page arrows of a long legend, in the text colours rather than Highcharts' bright blue.
      navigation: { activeColor: palette.text, inactiveColor: palette.hidden, style: { color: palette.text } },
    },
    tooltip: { backgroundColor: palette.tooltipBackground, borderColor: palette.line, style: { color: palette.text } },
    plotOptions: {
      // Every series marks its points with circles, as Superset's charts do, not Highcharts' cycle of symbols.
      series: {
        borderColor: palette.surface,
        marker: { symbol: 'circle' },
        dataLabels: { style: { color: palette.text, textOutline: 'none', fontWeight: 'normal' } },
      },
      // Labels drawn inside coloured cells take black or white by the cell's colour, or dark cells hide them.
      ...Object.fromEntries(
        ['heatmap', 'treemap', 'sunburst'].map((type) => [
          type,
          { dataLabels: { style: { color: 'contrast', textOutline: 'none' } } },
        ]),
      ),
    },
  };
}

/** Highcharts options every chart starts from, for the page's light or dark theme. */
export const HIGHCHARTS_THEMES: Readonly<Record<'light' | 'dark', Options>> = {
  light: themeOf(LIGHT),
  dark: themeOf(DARK),
};
