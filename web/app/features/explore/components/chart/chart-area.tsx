import { Box, Center, Loader, LoadingOverlay } from '@mantine/core';
import type { ExploreDatasource } from '#shared/api/explore.ts';
import { useAppSelector } from '../../../../core/store.ts';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorAlert } from '../../../../ui/error-alert.tsx';
import { selectChartState } from '../../state/index.ts';
import { ChartRenderer } from './chart-renderer.tsx';
import { ChartErrors, MissingControlsState, NoResultsState, ReadyState } from './chart-placeholder.tsx';
import type { PluginState } from './use-chart-plugin.ts';
import { useElementSize } from './use-element-size.ts';
import { ChartContextMenu } from '../drill/chart-context-menu.tsx';
import type { DrillFilter } from '../drill/drill-payload.ts';
import { CHART_CONTAINER_TEST_ID } from '../exports/chart-element.ts';

/** What the chart area shows: the plugin as it loads, the dataset and the control panel's validation errors. */
export interface ChartAreaProps {
  pluginState: PluginState;
  datasource: ExploreDatasource | null;
  validationErrors: Record<string, string[]>;
  /** Opens drill to detail with the values of the clicked point (none: the whole chart). */
  onDrill: (filters: DrillFilter[]) => void;
}

function hasNoRows(queries: readonly { data: readonly unknown[] }[]): boolean {
  return queries.every((query) => query.data.length === 0);
}

type ChartBodyProps = Omit<ChartAreaProps, 'onDrill'> & { width: number; height: number; onPointContextMenu: (filters: DrillFilter[]) => void };

function ChartBody({ pluginState, datasource, validationErrors, width, height, onPointContextMenu }: ChartBodyProps) {
  const chart = useAppSelector(selectChartState);
  if (!datasource) return <EmptyState title="Choose a dataset" description="Pick a dataset to explore its columns and metrics." />;
  if (pluginState.status === 'failed') return <ErrorAlert title="This chart type cannot be shown" message={pluginState.message} />;
  if (pluginState.status === 'loading') return <Center h="100%"><Loader aria-label="Loading chart" /></Center>;
  if (chart.status === 'failed' || chart.status === 'stopped') return <ChartErrors errors={chart.errors} stopped={chart.status === 'stopped'} />;
  const { queriesResponse, latestQueryFormData } = chart;
  if (!queriesResponse || !latestQueryFormData) {
    if (chart.status === 'loading') return null;
    return Object.keys(validationErrors).length > 0 ? <MissingControlsState /> : <ReadyState />;
  }
  if (hasNoRows(queriesResponse)) return <NoResultsState />;
  if (width === 0 || height === 0) return null;
  return (
    <ChartRenderer
      plugin={pluginState.plugin}
      formData={latestQueryFormData}
      queriesResponse={queriesResponse}
      datasource={datasource}
      width={width}
      height={height}
      onPointContextMenu={onPointContextMenu}
    />
  );
}

/** The chart in the middle of Explore: measured to fill its space, with a spinner over it while the query runs. */
export function ChartArea({ onDrill, ...props }: ChartAreaProps) {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const chart = useAppSelector(selectChartState);
  const { pluginState } = props;
  const canDrill =
    pluginState.status === 'ready' &&
    (pluginState.plugin.metadata.behaviors ?? []).includes('DRILL_TO_DETAIL') &&
    (chart.status === 'success' || chart.status === 'rendered');
  return (
    // A small window with the data pane open leaves the chart little room: it shrinks rather than slide under the pane.
    <Box pos="relative" h="100%" mih={160} data-testid={CHART_CONTAINER_TEST_ID}>
      <LoadingOverlay visible={chart.status === 'loading'} loaderProps={{ 'aria-label': 'Loading chart data' }} />
      <ChartContextMenu enabled={canDrill} onDrill={onDrill}>
        {(reportPoint) => (
          <Box ref={ref} h="100%">
            <ChartBody {...props} width={width} height={height} onPointContextMenu={reportPoint} />
          </Box>
        )}
      </ChartContextMenu>
    </Box>
  );
}
