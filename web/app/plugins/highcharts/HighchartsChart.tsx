import { HighchartsReact, type HighchartsReactRefObject } from 'highcharts-react-official';
import type { Chart, Options } from 'highcharts';
import { useReducedMotion } from '@mantine/hooks';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { finalOptions, modulesFor } from './chart-options.ts';
import { ChartDrawingContext } from './drawing-context.ts';
import { type CountableChart, exposeDrawnCounts } from './drawn-counts.ts';
import { useDeferredAccessibility } from './use-deferred-accessibility.ts';
import {
  loadedHighcharts,
  loadHighcharts,
  type HighchartsModuleName,
  type HighchartsStatic,
} from './load-highcharts.ts';

/** Props of the one Highcharts component every chart draws with. */
export interface HighchartsChartProps {
  /** Modules the chart needs beyond the core (boost is added by itself for long series). */
  highchartsModules?: readonly HighchartsModuleName[];
  options: Options;
  width: number;
  height: number;
  /** `mapChart` for maps (load the `map` module). */
  constructorType?: 'chart' | 'mapChart';
  theme?: 'light' | 'dark';
  /** Called once per options after the chart has drawn them. */
  onRenderComplete?: () => void;
}

/** `chart.update(options, redraw, oneToOne, animation)`: redraw now, match series/axes one to one, no animation. */
const UPDATE_ARGS: [boolean, boolean, boolean] = [true, true, false];

function useHighcharts(modules: readonly HighchartsModuleName[]): { highcharts?: HighchartsStatic; error?: unknown } {
  const [state, setState] = useState<{ highcharts?: HighchartsStatic; error?: unknown }>(() => ({
    highcharts: loadedHighcharts(modules),
  }));
  const key = modules.join(',');
  useEffect(() => {
    let live = true;
    loadHighcharts(key ? (key.split(',') as HighchartsModuleName[]) : []).then(
      // Already drawing with this Highcharts (loaded before the first render): no second render.
      (highcharts) =>
        live &&
        setState((previous) => (previous.highcharts === highcharts && !previous.error ? previous : { highcharts })),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}

/**
 * Draws Highcharts options at the host's size and theme, animated unless the reader asked for reduced motion or the
 * host turned animation off (ChartDrawingContext). Highcharts and the modules are loaded lazily. New options
 * update the drawn chart in place (one-to-one, so series and axes that are gone are removed), which keeps a render
 * control's redraw cheap; a new chart type mounts a new component and so a new chart.
 * After each draw the container carries `data-series-count` and `data-point-count` (see drawn-counts.ts).
 */
export function HighchartsChart({
  highchartsModules = [],
  options,
  width,
  height,
  constructorType = 'chart',
  theme = 'light',
  onRenderComplete,
}: HighchartsChartProps) {
  const modules = useMemo(() => modulesFor(highchartsModules, options), [highchartsModules, options]);
  const { highcharts, error } = useHighcharts(modules);
  // Read at first render (an SPA has no server render to match), so the first draw already honours it.
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const drawing = useContext(ChartDrawingContext);
  const still = reducedMotion || !drawing.animation;
  const chartRef = useRef<HighchartsReactRefObject>(null);
  const accessibleFor = useDeferredAccessibility(chartRef, drawing.accessibility, options, highcharts !== undefined);
  const notified = useRef<Options | undefined>(undefined);
  const callback = useRef(onRenderComplete);
  useEffect(() => {
    callback.current = onRenderComplete;
  }, [onRenderComplete]);
  const merged = useMemo(() => {
    const onRender = function (this: Chart) {
      exposeDrawnCounts(this as unknown as CountableChart, this.container.parentElement);
      if (notified.current === options) return;
      notified.current = options;
      callback.current?.();
    };
    return finalOptions(
      options,
      { width, height },
      { theme, reducedMotion: still, accessible: accessibleFor(options), fontFamily: drawing.fontFamily, onRender },
    );
  }, [options, width, height, theme, still, accessibleFor, drawing.fontFamily]);
  // HighchartsReact updates the chart whenever this object is new: a fresh one each render would redraw every time.
  const containerProps = useMemo(() => ({ style: { width, height } }), [width, height]);
  if (error) return <div role="alert">The chart library could not be loaded. Please refresh the page.</div>;
  if (!highcharts) return <div style={{ width, height }} aria-busy="true" />;
  return (
    <HighchartsReact
      ref={chartRef}
      highcharts={highcharts}
      options={merged}
      constructorType={constructorType}
      updateArgs={UPDATE_ARGS}
      containerProps={containerProps}
    />
  );
}
