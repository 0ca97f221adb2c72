import { useComputedColorScheme } from '@mantine/core';
import { useMemo } from 'react';
import type { ExploreDatasource } from '#shared/api/explore.ts';
import { useAppDispatch } from '../../../../core/store.ts';
import type { ChartDataResult, ChartHooks, ChartPlugin, ChartPropsInput, FormData } from '../../../../plugins/types.ts';
import { ErrorAlert } from '../../../../ui/error-alert.tsx';
import { chartRendered } from '../../state/index.ts';
import type { DrillFilter } from '../drill/drill-payload.ts';
import { runChartQuery } from './run-chart-query.ts';
import { ChartErrorBoundary } from './chart-error-boundary.tsx';
import { datasourceMeta } from '../../datasource-meta.ts';

/** What the renderer draws: a loaded plugin, the last query's form data and answer, and the space to fill. */
export interface ChartRendererProps {
  plugin: ChartPlugin;
  /** The page's label -> colour map. */
  colorFor: ChartPropsInput['colorFor'];
  formData: FormData;
  queriesResponse: ChartDataResult[];
  datasource: ExploreDatasource | null;
  width: number;
  height: number;
  /** A right-click on a chart point, with the point's values to drill by. */
  onPointContextMenu?: (filters: DrillFilter[]) => void;
}

/** The User Timing mark Explore sets each time a chart finishes drawing. */
export const CHART_RENDERED_MARK = 'skyset:chart-rendered';

/** Runs transformProps over the last answer and draws the plugin's chart; render-only changes redraw here, no query. */
export function ChartRenderer({ plugin, colorFor, formData, queriesResponse, datasource, width, height, onPointContextMenu }: ChartRendererProps) {
  const dispatch = useAppDispatch();
  const theme = useComputedColorScheme('light');
  const hooks = useMemo<ChartHooks>(
    () => ({
      onRenderComplete: () => {
        // A User Timing mark per drawn chart: the render benchmarks (bench/web.ts) and the browser's profiler read it.
        performance.mark(CHART_RENDERED_MARK, { detail: { vizType: formData.viz_type } });
        dispatch(chartRendered());
      },
      // A chart's own state (a server-paginated table's page, sort and search) asks for its data again: the same form
      // data with the state as `own_state`, which the plugin's buildQuery reads.
      setDataMask: (mask) => {
        const ownState = (mask as { ownState?: unknown } | null)?.ownState;
        if (ownState !== undefined) dispatch(runChartQuery(plugin, { ...formData, own_state: ownState }));
      },
      onContextMenu: onPointContextMenu ? (_x, _y, filters) => onPointContextMenu(filters) : undefined,
    }),
    [dispatch, formData, plugin, onPointContextMenu],
  );
  const transformed = useMemo(() => {
    try {
      const props = plugin.transformProps({
        formData,
        queriesData: queriesResponse,
        datasource: datasourceMeta(datasource),
        width,
        height,
        theme,
        colorFor,
      });
      return { ok: true as const, props };
    } catch (error) {
      return { ok: false as const, message: error instanceof Error ? error.message : String(error) };
    }
  }, [plugin, colorFor, formData, queriesResponse, datasource, width, height, theme]);
  if (!transformed.ok) return <ErrorAlert title="An error occurred while rendering the visualization" message={transformed.message} />;
  const { Chart } = plugin;
  return (
    <ChartErrorBoundary resetKey={transformed.props}>
      <Chart {...(transformed.props as object)} width={width} height={height} hooks={hooks} />
    </ChartErrorBoundary>
  );
}
