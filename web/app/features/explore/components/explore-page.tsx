import { Alert, Box, Group, Paper, Stack } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/store.ts';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import { hydrated, selectChartState, selectExploreState, type HydratePayload } from '../state/index.ts';
import { useUrlSync } from '../use-url-sync.ts';
import { ChartArea } from './chart/chart-area.tsx';
import { ChartStatusBar } from './chart/chart-status-bar.tsx';
import { useChartPlugin } from './chart/use-chart-plugin.ts';
import { useChartRunner } from './chart/use-chart-runner.ts';
import { ControlColumn } from './control-column.tsx';
import { DataPane } from './data-pane/data-pane.tsx';
import { DatasetPanel, MissingDatasetPanel } from './dataset-panel/dataset-panel.tsx';
import { ExploreDnd } from './explore-dnd.tsx';
import type { DrillByColumn, DrillFilter } from '../../chart-actions/index.ts';
import { ExploreDrills, type ExploreDrill } from './drill/explore-drills.tsx';
import { ExploreHeader } from './explore-header.tsx';
import { ReportChart } from './report-chart.tsx';
import { useExploreControls } from './use-explore-controls.ts';
import { useExploreUsageLog } from './use-explore-usage-log.ts';

/** Explore embedded (`?standalone=1`): the chart alone, at the height asked for or the window's. */
export interface StandaloneOptions {
  height?: number;
  /** `standalone=3`: a report's screenshot, the chart under its title, drawn without animation. */
  report?: boolean;
}

function ExploreWorkspace({ standalone }: { standalone?: StandaloneOptions }) {
  const { formData, datasource, message, sliceName } = useAppSelector(selectExploreState);
  const [drill, setDrill] = useState<ExploreDrill | null>(null);
  const onDrill = useCallback((filters: DrillFilter[]) => setDrill({ kind: 'detail', filters }), []);
  const onDrillBy = useCallback(
    (column: DrillByColumn, filters: DrillFilter[]) => setDrill({ kind: 'by', column, filters }),
    [],
  );
  const [messageDismissed, setMessageDismissed] = useState(false);
  const latestQueryFormData = useAppSelector((state) => selectChartState(state).latestQueryFormData);
  const pluginState = useChartPlugin(formData?.viz_type);
  const { plugin, errors, isRunnable, onChange, onVizTypeChange } = useExploreControls(pluginState, formData);
  const canRun = Object.keys(errors).length === 0 && datasource !== null;
  const runner = useChartRunner(plugin, isRunnable);
  useUrlSync(!standalone);
  useExploreUsageLog();
  // Superset's shortcut to run the query, also from inside a control's input.
  useHotkeys([['mod+Enter', () => canRun && !standalone && runner.run()]], []);
  if (!formData) return null;
  if (standalone?.report)
    return (
      <ReportChart
        pluginState={pluginState}
        datasource={datasource}
        errors={errors}
        title={sliceName}
        height={standalone.height}
      />
    );
  if (standalone) {
    return (
      <Box h={standalone.height ?? '100vh'} data-testid="explore-standalone">
        <ChartArea
          pluginState={pluginState}
          datasource={datasource}
          validationErrors={errors}
          onDrill={onDrill}
          onDrillBy={onDrillBy}
        />
        {drill && (
          <ExploreDrills
            drill={drill}
            pluginState={pluginState}
            formData={latestQueryFormData ?? formData}
            datasource={datasource}
            chartName={sliceName}
            onClose={() => setDrill(null)}
          />
        )}
      </Box>
    );
  }
  return (
    <ExploreDnd>
      <Group align="stretch" gap="sm" wrap="nowrap" h="calc(100vh - 90px)" p="sm">
        <Paper withBorder p="sm" w={260} style={{ flexShrink: 0 }}>
          {datasource ? <DatasetPanel datasource={datasource} /> : <MissingDatasetPanel />}
        </Paper>
        <Paper withBorder p="sm" w={340} style={{ flexShrink: 0 }}>
          {datasource && (
            <ControlColumn
              pluginState={pluginState}
              formData={formData}
              datasource={datasource}
              errors={errors}
              onChange={onChange}
              onVizTypeChange={onVizTypeChange}
              onRun={() => runner.run()}
              onStop={runner.stop}
            />
          )}
        </Paper>
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <ExploreHeader
            plugin={plugin}
            onForceRefresh={() => runner.run({ force: true })}
            onDrillToDetail={() => onDrill([])}
            hasErrors={Object.keys(errors).length > 0}
          />
          {message && !messageDismissed && (
            <Alert
              color="yellow"
              title="Warning"
              withCloseButton
              onClose={() => setMessageDismissed(true)}
              data-testid="explore-message"
            >
              {message}
            </Alert>
          )}
          <ChartStatusBar onForceRefresh={() => runner.run({ force: true })} />
          <Box style={{ flex: 1, minHeight: 0 }}>
            <ChartArea
              pluginState={pluginState}
              datasource={datasource}
              validationErrors={errors}
              onDrill={onDrill}
              onDrillBy={onDrillBy}
            />
          </Box>
          <DataPane plugin={plugin} formData={latestQueryFormData} />
        </Stack>
      </Group>
      {drill && (
        <ExploreDrills
          drill={drill}
          pluginState={pluginState}
          formData={latestQueryFormData ?? formData}
          datasource={datasource}
          chartName={sliceName}
          onClose={() => setDrill(null)}
        />
      )}
    </ExploreDnd>
  );
}

/**
 * The Explore screen for what the route loaded: it hydrates the explore slices, then shows the workspace, or only
 * the chart when embedded (`standalone`).
 */
export function ExplorePage({ payload, standalone }: { payload: HydratePayload; standalone?: StandaloneOptions }) {
  const dispatch = useAppDispatch();
  const [shown, setShown] = useState<{ payload: HydratePayload | null; generation: number }>({
    payload: null,
    generation: 0,
  });
  useEffect(() => {
    dispatch(hydrated(payload));
    setShown((old) => ({ payload, generation: old.generation + 1 }));
  }, [dispatch, payload]);
  if (shown.payload !== payload) return <FullPageLoader label="Loading chart…" />;
  // Each load (another chart, the chart just saved) mounts a fresh workspace: no query or timer of the old one survives.
  return <ExploreWorkspace key={shown.generation} standalone={standalone} />;
}
