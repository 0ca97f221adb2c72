import { useMemo } from 'react';
import type { ExploreDatasource } from '#shared/api/explore.ts';
import { useAppDispatch } from '../../../../core/store.ts';
import type { ChartDataResult, ChartHooks, ChartPlugin, ChartPropsInput, FormData } from '../../../../plugins/types.ts';
import { ChartView, datasourceMeta, markChartRendered } from '../../../chart/index.ts';
import { chartRendered } from '../../state/index.ts';
import type { DrillFilter } from '../../../chart-actions/index.ts';
import { runChartQuery } from './run-chart-query.ts';

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

/** Draws Explore's chart with Explore's hooks; render-only changes redraw here, no query. */
export function ChartRenderer({
  plugin,
  colorFor,
  formData,
  queriesResponse,
  datasource,
  width,
  height,
  onPointContextMenu,
}: ChartRendererProps) {
  const dispatch = useAppDispatch();
  const hooks = useMemo<ChartHooks>(
    () => ({
      onRenderComplete: () => {
        markChartRendered(formData.viz_type);
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
  const meta = useMemo(() => datasourceMeta(datasource), [datasource]);
  return (
    <ChartView
      plugin={plugin}
      colorFor={colorFor}
      formData={formData}
      queriesResponse={queriesResponse}
      datasource={meta}
      width={width}
      height={height}
      hooks={hooks}
    />
  );
}
