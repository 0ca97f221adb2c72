import type { Options, XAxisOptions } from 'highcharts';
import { describe, expect, it } from 'vitest';
import { finalOptions } from '../../../../../web/app/plugins/highcharts/chart-options.ts';

const SIZE = { width: 400, height: 300 };
const options: Options = { chart: { type: 'column' }, series: [{ type: 'column', data: [1, 2] }] };

/** The colours a reader sees: titles and labels, grid lines, legend, tooltip, what bars are parted with. */
function colours(theme: 'light' | 'dark') {
  const drawn = finalOptions(options, SIZE, { theme });
  const xAxis = drawn.xAxis as XAxisOptions;
  return {
    background: drawn.chart?.backgroundColor,
    axisLabels: xAxis.labels?.style?.color,
    grid: xAxis.gridLineColor,
    legend: drawn.legend?.itemStyle?.color,
    tooltip: [drawn.tooltip?.backgroundColor, drawn.tooltip?.style?.color],
    dataLabels: (drawn.plotOptions?.series?.dataLabels as { style?: { color?: string } }).style?.color,
    parting: (drawn.plotOptions?.series as { borderColor?: string }).borderColor,
  };
}

describe('Highcharts options per page scheme', () => {
  it('draws dark text on a transparent background in the light scheme', () => {
    // Act / Assert
    expect(colours('light')).toEqual({
      background: 'transparent',
      axisLabels: '#666666',
      grid: '#e8e8e8',
      legend: '#1f1f1f',
      tooltip: ['#ffffff', '#1f1f1f'],
      dataLabels: '#1f1f1f',
      parting: '#ffffff',
    });
  });

  it('draws light text, dim grid lines and a dark tooltip in the dark scheme, parting bars with the page colour', () => {
    // Act / Assert
    expect(colours('dark')).toEqual({
      background: 'transparent',
      axisLabels: '#a6a6a6',
      grid: '#3a3a3a',
      legend: '#e6e6e6',
      tooltip: ['#262626', '#e6e6e6'],
      dataLabels: '#e6e6e6',
      parting: '#242424',
    });
  });

  it("writes every text in the page's font when the page has one (a tenant theme's)", () => {
    // Act
    const branded = finalOptions(options, SIZE, { theme: 'light', fontFamily: 'Georgia, serif' });
    const plain = finalOptions(options, SIZE, { theme: 'light' });

    // Assert
    expect(branded.chart?.style?.fontFamily).toBe('Georgia, serif');
    expect(plain.chart?.style?.fontFamily).toMatch(/^Inter/);
  });
});
