import { memo, useContext, useMemo } from 'react';
import { usePageColorScheme } from '../../core/color-scheme.ts';
import { useTenantBrand } from '../../core/tenant-brand.ts';
import {
  type ChartDrawing,
  ChartDrawingContext,
  type ChartDataResult,
  type ChartHooks,
  type ChartPlugin,
  type ChartPropsInput,
  type DatasourceMeta,
  type FormData,
} from '../../plugins/types.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { ChartErrorBoundary } from './chart-error-boundary.tsx';

/** What a chart draws: a loaded plugin, the form data its answer was asked with, the answer and the space to fill. */
export interface ChartViewProps {
  plugin: ChartPlugin;
  /** The page's label -> colour map. */
  colorFor: ChartPropsInput['colorFor'];
  formData: FormData;
  queriesResponse: ChartDataResult[];
  datasource: DatasourceMeta;
  width: number;
  height: number;
  hooks: ChartHooks;
}

/** The User Timing mark set each time a chart finishes drawing; the render benchmarks and the browser's profiler read it. */
export const CHART_RENDERED_MARK = 'skyset:chart-rendered';

/** Marks a drawn chart for the benchmarks (bench/web.ts, bench/dashboard.ts). */
export const markChartRendered = (vizType: string, sliceId?: number) =>
  performance.mark(CHART_RENDERED_MARK, { detail: { vizType, sliceId } });

/**
 * The host's drawing settings with the page's font (a tenant theme's), so chart text reads like the page's. A host
 * that drew with the font already (a dashboard card: useChartDrawing) gets its own settings back, the same object.
 */
export function useChartDrawing(base: ChartDrawing): ChartDrawing {
  const { fontFamily } = useTenantBrand();
  return useMemo(() => (fontFamily === base.fontFamily ? base : { ...base, fontFamily }), [base, fontFamily]);
}

/**
 * Runs transformProps over the answer and draws the plugin's chart; a chart that throws shows Superset's render error.
 * Memoized: a host re-rendering around a drawn chart (its status, a menu, the page) leaves the chart alone.
 */
export const ChartView = memo(function ChartView({
  plugin,
  colorFor,
  formData,
  queriesResponse,
  datasource,
  width,
  height,
  hooks,
}: ChartViewProps) {
  const theme = usePageColorScheme();
  const host = useContext(ChartDrawingContext);
  const drawing = useChartDrawing(host);
  const transformed = useMemo(() => {
    try {
      return {
        ok: true as const,
        props: plugin.transformProps({
          formData,
          queriesData: queriesResponse,
          datasource,
          width,
          height,
          theme,
          colorFor,
        }),
      };
    } catch (error) {
      return { ok: false as const, message: error instanceof Error ? error.message : String(error) };
    }
  }, [plugin, colorFor, formData, queriesResponse, datasource, width, height, theme]);
  if (!transformed.ok)
    return <ErrorAlert title="An error occurred while rendering the visualization" message={transformed.message} />;
  const { Chart } = plugin;
  const chart = (
    <ChartErrorBoundary resetKey={transformed.props}>
      <Chart {...(transformed.props as object)} width={width} height={height} hooks={hooks} />
    </ChartErrorBoundary>
  );
  // A provider only where the host's settings lack the page's font: a dashboard card's already have it, and every
  // component a card holds is counted (tests/e2e/dashboard-render-budget.test.ts).
  return drawing === host ? (
    chart
  ) : (
    <ChartDrawingContext.Provider value={drawing}>{chart}</ChartDrawingContext.Provider>
  );
});
