// @vitest-environment happy-dom
import { act, render, waitFor } from '@testing-library/react';
import type { Chart, Options } from 'highcharts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HighchartsChart } from '../../../../../web/app/plugins/highcharts/HighchartsChart.tsx';
import { ChartDrawingContext } from '../../../../../web/app/plugins/highcharts/drawing-context.ts';
import { finalOptions, modulesFor } from '../../../../../web/app/plugins/highcharts/chart-options.ts';
import { loadHighcharts } from '../../../../../web/app/plugins/highcharts/load-highcharts.ts';
import { mergeOptions } from '../../../../../web/app/plugins/highcharts/merge-options.ts';
import { drawnCounts } from '../../../../../web/app/plugins/highcharts/drawn-counts.ts';

const longSeries: Options = { series: [{ type: 'line', data: Array.from({ length: 5001 }, (_, i) => i) }] };

describe('highcharts kit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the core once and registers modules', async () => {
    // Act
    const first = await loadHighcharts(['heatmap']);
    const second = await loadHighcharts([]);

    // Assert
    expect(first).toBe(second);
    expect(typeof (first as unknown as { seriesTypes: Record<string, unknown> }).seriesTypes.heatmap).toBe('function');
  });

  it.each([
    ['short series', { series: [{ type: 'line', data: [1, 2] }] } as Options, ['more'], ['accessibility', 'more']],
    ['a series over 5,000 points', longSeries, [], ['accessibility', 'boost']],
  ])('asks for boost only for %s', (_what, options, requested, expected) => {
    // Act
    const names = modulesFor(requested as never[], options);

    // Assert
    expect(names).toEqual(expected);
  });

  it('merges theme, options and size without changing the inputs', () => {
    // Arrange
    const options: Options = { chart: { type: 'line' }, legend: { enabled: false } };

    // Act
    const merged = finalOptions(options, { width: 300, height: 200 }, { theme: 'dark' });

    // Assert
    expect([
      merged.chart?.type,
      merged.chart?.width,
      merged.chart?.height,
      merged.legend?.enabled,
      merged.chart?.backgroundColor,
    ]).toEqual(['line', 300, 200, false, 'transparent']);
    expect(options).toEqual({ chart: { type: 'line' }, legend: { enabled: false } });
    expect(mergeOptions<{ a: number[] }>({ a: [1, 2] }, { a: [3] })).toEqual({ a: [3] });
  });

  it('draws the chart and reports the render once', async () => {
    // Arrange
    const onRenderComplete = vi.fn();
    const options: Options = { series: [{ type: 'line', name: 'births', data: [1, 3, 2] }] };

    // Act
    const { container } = render(
      <HighchartsChart options={options} width={400} height={300} onRenderComplete={onRenderComplete} />,
    );

    // Assert
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
    expect(onRenderComplete).toHaveBeenCalledTimes(1);
  });

  it('turns off the titles a chart left unset, keeping the ones it set, on single and multiple axes', () => {
    // Arrange
    const options: Options = {
      title: { text: undefined },
      xAxis: { type: 'datetime' },
      yAxis: [{ title: { text: 'Sales' } }, {}],
    };

    // Act
    const merged = finalOptions(options, { width: 300, height: 200 }, { theme: 'light' });

    // Assert
    expect([merged.title, merged.subtitle, merged.xAxis, merged.yAxis]).toEqual([
      { text: undefined, style: { color: '#1f1f1f' } },
      { text: undefined },
      expect.objectContaining({ type: 'datetime', title: expect.objectContaining({ text: undefined }) }),
      [{ title: { text: 'Sales' } }, { title: { text: undefined } }],
    ]);
    expect(Object.hasOwn(merged.title!, 'text')).toBe(true);
  });

  it('draws without animation for a reader who asked for reduced motion', () => {
    // Arrange
    const options: Options = { series: [{ type: 'line', data: [1], animation: { duration: 500 } }] };

    // Act
    const still = finalOptions(options, { width: 300, height: 200 }, { theme: 'light', reducedMotion: true });
    const moving = finalOptions(options, { width: 300, height: 200 }, { theme: 'light' });

    // Assert
    const seriesAnimation = (merged: Options) => (merged.series?.[0] as { animation?: unknown }).animation;
    expect([still.chart?.animation, still.plotOptions?.series?.animation, seriesAnimation(still)]).toEqual([
      false,
      false,
      false,
    ]);
    expect([moving.chart?.animation, seriesAnimation(moving)]).toEqual([undefined, { duration: 500 }]);
  });

  it('draws without animation under a host that turned animation off', async () => {
    // Arrange
    const highcharts = await loadHighcharts([]);
    const options: Options = { series: [{ type: 'line', data: [1, 2], animation: { duration: 500 } }] };

    // Act
    const { container } = render(
      <ChartDrawingContext.Provider value={{ animation: false, accessibility: 'with-chart' }}>
        <HighchartsChart options={options} width={400} height={300} />
      </ChartDrawingContext.Provider>,
    );

    // Assert
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
    const chart = highcharts.charts.find(
      (drawn): drawn is Chart => drawn !== undefined && container.contains(drawn.container),
    );
    expect([
      chart?.options.chart?.animation,
      (chart?.options.series?.[0] as { animation?: unknown }).animation,
    ]).toEqual([false, false]);
  });

  it('builds the accessibility layer after the drawing when the host defers it, without drawing again', async () => {
    // Arrange: idle moments come when the test says so.
    const idleTasks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (task: IdleRequestCallback) => idleTasks.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const highcharts = await loadHighcharts([]);
    const onRenderComplete = vi.fn();
    const options: Options = {
      title: { text: 'Births' },
      series: [{ type: 'column', name: 'births', data: [1, 3, 2] }],
    };
    const drawnChart = () =>
      highcharts.charts.find((drawn): drawn is Chart => drawn !== undefined && container.contains(drawn.container));
    const layerOf = (chart: Chart | undefined) => (chart as { accessibility?: object } | undefined)?.accessibility;

    // Act
    const { container } = render(
      <ChartDrawingContext.Provider value={{ animation: false, accessibility: 'when-idle' }}>
        <HighchartsChart options={options} width={400} height={300} onRenderComplete={onRenderComplete} />
      </ChartDrawingContext.Provider>,
    );
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
    await waitFor(() => expect(idleTasks).toHaveLength(1));
    const atFirstDraw = {
      enabled: drawnChart()?.options.accessibility?.enabled,
      layer: layerOf(drawnChart()) !== undefined,
    };
    act(() => idleTasks[0]!({ didTimeout: false, timeRemaining: () => 50 }));

    // Assert
    expect(atFirstDraw).toEqual({ enabled: false, layer: false });
    expect({
      enabled: drawnChart()?.options.accessibility?.enabled,
      layer: layerOf(drawnChart()) !== undefined,
    }).toEqual({ enabled: true, layer: true });
    expect(container.querySelector('.highcharts-a11y-proxy-container, [role="region"]')).not.toBeNull();
    expect(onRenderComplete).toHaveBeenCalledTimes(1);
  });

  it('draws new data without the deferred accessibility layer and builds the layer again once idle', async () => {
    // Arrange: a dashboard chart drawn, its layer built in an idle moment
    const idleTasks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (task: IdleRequestCallback) => idleTasks.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const highcharts = await loadHighcharts([]);
    const drawing = { animation: false, accessibility: 'when-idle' } as const;
    const chartOf = (options: Options) => (
      <ChartDrawingContext.Provider value={drawing}>
        <HighchartsChart options={options} width={400} height={300} />
      </ChartDrawingContext.Provider>
    );
    const { container, rerender } = render(chartOf({ series: [{ type: 'column', name: 'births', data: [1, 3, 2] }] }));
    const drawnChart = () =>
      highcharts.charts.find((drawn): drawn is Chart => drawn !== undefined && container.contains(drawn.container));
    const layerState = () => ({
      enabled: drawnChart()?.options.accessibility?.enabled,
      layer: (drawnChart() as { accessibility?: object } | undefined)?.accessibility !== undefined,
    });
    await waitFor(() => expect(idleTasks).toHaveLength(1));
    act(() => idleTasks[0]!({ didTimeout: false, timeRemaining: () => 50 }));

    // Act: a filter changed the data
    rerender(chartOf({ series: [{ type: 'column', name: 'births', data: [4, 1] }] }));
    await waitFor(() => expect(idleTasks).toHaveLength(2));
    const redrawn = { points: drawnChart()?.series[0]?.points.length, ...layerState() };
    act(() => idleTasks[1]!({ didTimeout: false, timeRemaining: () => 50 }));

    // Assert
    expect(redrawn).toEqual({ points: 2, enabled: false, layer: false });
    expect(layerState()).toEqual({ enabled: true, layer: true });
  });

  it('says whether the accessibility layer is on in the options it hands to Highcharts', () => {
    // Act
    const now = finalOptions({}, { width: 300, height: 200 }, { theme: 'light' });
    const later = finalOptions({}, { width: 300, height: 200 }, { theme: 'light', accessible: false });

    // Assert
    expect([now.accessibility?.enabled, later.accessibility?.enabled]).toEqual([true, false]);
  });

  it.each([
    [
      'null points (gaps) left out',
      { series: [{ points: [{ isNull: false }, { isNull: true }, {}] }, { points: [{}] }] },
      { seriesCount: 2, pointCount: 3 },
    ],
    [
      'a boosted series counted by its data',
      { series: [{ points: [], options: { data: [1, 2, 3, 4] } }] },
      { seriesCount: 1, pointCount: 4 },
    ],
    [
      'a boosted series with its mouse-tracking points',
      { series: [{ boosted: true, points: [{}, {}], options: { data: [1, 2, 3, 4] } }] },
      { seriesCount: 1, pointCount: 4 },
    ],
    ['no series', { series: [] }, { seriesCount: 0, pointCount: 0 }],
  ])('counts drawn series and points: %s', (_what, chart, expected) => {
    // Act
    const counts = drawnCounts(chart);

    // Assert
    expect(counts).toEqual(expected);
  });

  it('puts the drawn counts on its container after drawing', async () => {
    // Arrange
    const options: Options = {
      series: [
        { type: 'line', data: [1, null, 2] },
        { type: 'line', data: [4] },
      ],
    };

    // Act
    const { container } = render(<HighchartsChart options={options} width={400} height={300} />);

    // Assert
    await waitFor(() => expect(container.querySelector('[data-series-count]')).not.toBeNull());
    const element = container.querySelector<HTMLElement>('[data-series-count]')!;
    expect({ series: element.dataset.seriesCount, points: element.dataset.pointCount }).toEqual({
      series: '2',
      points: '3',
    });
  });
});
