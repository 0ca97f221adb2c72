import { Box, Center, Loader, LoadingOverlay } from '@mantine/core';
import { useMemo } from 'react';
import type { ExploreDatasource } from '#shared/api/explore.ts';
import { useAppSelector } from '../../../../core/store.ts';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorAlert } from '../../../../ui/error-alert.tsx';
import { selectChartState, selectExploreState, type ChartState } from '../../state/index.ts';
import { useIdlePreload } from '../../../../ui/use-idle-preload.ts';
import { preloadExploreParts } from '../lazy-parts.tsx';
import { ChartRenderer } from './chart-renderer.tsx';
import { chartAreaView, hasSettled, type ChartAreaView } from './chart-area-view.ts';
import {
  ChartErrors,
  MissingControlsState,
  NoResultsState,
  ReadyState,
  TypeChangedState,
} from './chart-placeholder.tsx';
import type { PluginState } from './use-chart-plugin.ts';
import { useElementSize, useReportReady } from '../../../chart/index.ts';
import {
  ChartContextMenu,
  drillByColumns,
  type DrillByColumn,
  type DrillFilter,
} from '../../../chart-actions/index.ts';
import { groupbyColumnsOf } from '../drill/explore-drills.tsx';
import { CHART_CONTAINER_TEST_ID } from '../exports/chart-element.ts';

/** What the chart area shows: the plugin as it loads, the dataset and the control panel's validation errors. */
export interface ChartAreaProps {
  pluginState: PluginState;
  datasource: ExploreDatasource | null;
  validationErrors: Record<string, string[]>;
  /** Opens drill to detail with the values of the clicked point (none: the whole chart). */
  onDrill: (filters: DrillFilter[]) => void;
  /** Opens drill by: the clicked point split by another column; none (a report's chart): no "Drill by". */
  onDrillBy?: (column: DrillByColumn, filters: DrillFilter[]) => void;
  /** A report's screenshot: raise the report's ready signal once the chart has settled. */
  report?: boolean;
}

type ChartBodyProps = Omit<ChartAreaProps, 'onDrill' | 'onDrillBy' | 'report'> & {
  view: ChartAreaView;
  chart: ChartState;
  width: number;
  height: number;
  onPointContextMenu: (filters: DrillFilter[]) => void;
};

function ChartBody({ view, chart, pluginState, datasource, width, height, onPointContextMenu }: ChartBodyProps) {
  if (view === 'no-dataset')
    return <EmptyState title="Choose a dataset" description="Pick a dataset to explore its columns and metrics." />;
  if (pluginState.status === 'failed')
    return <ErrorAlert title="This chart type cannot be shown" message={pluginState.message} />;
  if (pluginState.status === 'loading')
    return (
      <Center h="100%">
        <Loader aria-label="Loading chart" />
      </Center>
    );
  if (view === 'query-failed') return <ChartErrors errors={chart.errors} stopped={chart.status === 'stopped'} />;
  if (view === 'querying') return null;
  if (view === 'missing-controls') return <MissingControlsState />;
  if (view === 'ready') return <ReadyState />;
  if (view === 'type-changed') return <TypeChangedState />;
  if (view === 'no-results') return <NoResultsState />;
  if (width === 0 || height === 0 || !chart.queriesResponse || !chart.latestQueryFormData) return null;
  return (
    <ChartRenderer
      plugin={pluginState.plugin}
      colorFor={pluginState.colorFor}
      formData={chart.latestQueryFormData}
      queriesResponse={chart.queriesResponse}
      datasource={datasource}
      width={width}
      height={height}
      onPointContextMenu={onPointContextMenu}
    />
  );
}

/** The chart in the middle of Explore: measured to fill its space, with a spinner over it while the query runs. */
export function ChartArea({ onDrill, onDrillBy, report = false, ...props }: ChartAreaProps) {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const chart = useAppSelector(selectChartState);
  const vizType = useAppSelector((state) => selectExploreState(state).formData?.viz_type);
  const { pluginState, datasource, validationErrors } = props;
  const view = chartAreaView({ hasDataset: datasource !== null, pluginState, vizType, validationErrors, chart });
  useReportReady(report && hasSettled(view, chart));
  // The modals and editors the user may open next load once the chart is up, not while it is on its way.
  useIdlePreload(hasSettled(view, chart), preloadExploreParts);
  const canDrill =
    pluginState.status === 'ready' &&
    (pluginState.plugin.metadata.behaviors ?? []).includes('DRILL_TO_DETAIL') &&
    view === 'chart' &&
    (chart.status === 'success' || chart.status === 'rendered');
  const canDrillBy = canDrill && (pluginState.plugin.metadata.behaviors ?? []).includes('DRILL_BY');
  const drillBy = useMemo(
    () =>
      canDrillBy && chart.latestQueryFormData
        ? drillByColumns(chart.latestQueryFormData, groupbyColumnsOf(datasource))
        : [],
    [canDrillBy, chart.latestQueryFormData, datasource],
  );
  return (
    // A small window with the data pane open leaves the chart little room: it shrinks rather than slide under the pane.
    <Box pos="relative" h="100%" mih={160} data-testid={CHART_CONTAINER_TEST_ID}>
      <LoadingOverlay visible={chart.status === 'loading'} loaderProps={{ 'aria-label': 'Loading chart data' }} />
      <ChartContextMenu enabled={canDrill} onDrill={onDrill} drillByColumns={drillBy} onDrillBy={onDrillBy}>
        {(reportPoint) => (
          <Box ref={ref} h="100%">
            <ChartBody
              {...props}
              view={view}
              chart={chart}
              width={width}
              height={height}
              onPointContextMenu={reportPoint}
            />
          </Box>
        )}
      </ChartContextMenu>
    </Box>
  );
}
