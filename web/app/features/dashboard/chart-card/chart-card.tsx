import { Anchor, Box, Center, Group, Loader, LoadingOverlay, Paper, Text } from '@mantine/core';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { LayoutItem } from '#shared/dashboard/layout.ts';
import { ChartDrawingContext, type ChartDrawing } from '../../../plugins/registry.ts';
import type { ChartHooks, FormData } from '../../../plugins/types.ts';
import { ChartErrors, ChartView, NoResultsState, markChartRendered, useElementSize } from '../../chart/index.ts';
import type { DashboardChartEntity } from '../api-schemas.ts';
import { useDashboardContext } from '../dashboard-context.tsx';
import { LOG_ACTIONS, logEvent } from '../../logging/index.ts';
import { ChartFiltersBadge, formDataWithExtraFilters, useChartCrossFilter, useChartExtraFormData, useFiltersReady } from '../../native-filters/index.ts';
import { ChartMenu } from './chart-menu.tsx';
import { useDashboardChart, type DashboardChartState } from './use-dashboard-chart.ts';
import { useNearViewport } from './use-near-viewport.ts';

/** The title a chart shows on this dashboard: its name here, else its own name. */
export function chartTitleOf(item: LayoutItem, chart: DashboardChartEntity | undefined): string {
  return item.meta?.sliceNameOverride || chart?.slice_name || item.meta?.sliceName || '';
}

/** The form data a chart queries with on a dashboard: its saved form data, tied to its id. */
function dashboardFormData(chart: DashboardChartEntity): FormData {
  return { ...chart.form_data, viz_type: String(chart.form_data.viz_type ?? ''), datasource: String(chart.form_data.datasource ?? ''), slice_id: chart.id };
}

/** A dashboard draws its charts at once: no entry animations, which would keep repainting while others draw. */
const DASHBOARD_DRAWING: ChartDrawing = { animation: false, accessibility: 'when-idle' };

/** How long a chart waits still before its placeholder starts spinning. */
const SPINNER_DELAY_MS = 2000;

/**
 * A chart waiting for its answer or its code: still words at first, a spinner only once the wait is long. Fifty
 * spinners turning at once made the browser composite every frame of the page while it drew the charts: about a
 * second of CPU on a 50-chart dashboard (measured: the GPU process 1.1-1.2 s -> 0.13-0.15 s, the open 10 % faster).
 */
function ChartLoading() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center h="100%" role="status" aria-label="Loading chart">
      {slow ? <Loader size="sm" /> : <Text size="sm" c="dimmed">Loading…</Text>}
    </Center>
  );
}

/** Superset's words for a layout chart whose chart no longer exists. */
function MissingChart() {
  return (
    <Center h="100%" p="md" data-chart-status="missing">
      <Text size="sm" c="dimmed" ta="center">
        There is no chart definition associated with this component, could it have been deleted? Delete this container and save to remove this message.
      </Text>
    </Center>
  );
}

interface ChartBodyProps {
  chart: DashboardChartEntity;
  state: DashboardChartState;
  near: boolean;
}

/** The drawing area: spinner, errors, "No results" or the chart itself once near the window. */
function ChartBody({ chart, state, near }: ChartBodyProps) {
  const { colorsFor, datasourceOf, dashboardId } = useDashboardContext();
  const colorFor = colorsFor?.(chart.id);
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const [rendered, setRendered] = useState(false);
  // Read when the chart says it is drawn; a ref keeps the hooks (and so the memoized chart) stable across answers.
  const answeredAt = useRef<number | null>(null);
  answeredAt.current = state.status === 'success' ? state.queriedAt : null;
  const crossFilter = useChartCrossFilter(chart.id, typeof chart.form_data.viz_type === 'string' ? chart.form_data.viz_type : undefined);
  const hooks = useMemo<ChartHooks>(
    () => ({
      ...crossFilter,
      onRenderComplete: () => {
        markChartRendered(String(chart.form_data.viz_type), chart.id);
        setRendered(true);
        // Superset's dashboards log each chart's drawing time (answer to drawn) as `render_chart`.
        const duration = answeredAt.current === null ? undefined : Math.max(0, Date.now() - answeredAt.current);
        logEvent(LOG_ACTIONS.renderChart, { source: 'dashboard', source_id: dashboardId, dashboard_id: dashboardId, slice_id: chart.id, viz_type: String(chart.form_data.viz_type), duration });
      },
    }),
    [chart, crossFilter, dashboardId],
  );
  const datasource = useMemo(() => datasourceOf(chart.form_data.datasource), [datasourceOf, chart]);
  let content = null;
  const empty = state.status === 'success' && state.results.every((result) => result.data.length === 0);
  // `data-chart-status` tells tests and benches where each chart is: loading, failed, empty, success, rendered.
  const status = rendered ? 'rendered' : empty ? 'empty' : state.status;
  if (state.status === 'failed') content = <ChartErrors errors={state.errors} stopped={false} testId="dashboard-chart-error" />;
  else if (state.status === 'loading' || !colorFor) content = <ChartLoading />;
  else if (state.results.every((result) => result.data.length === 0)) content = <NoResultsState />;
  else if (near && width > 0 && height > 0) {
    content = (
      <ChartDrawingContext.Provider value={DASHBOARD_DRAWING}>
        <ChartView plugin={state.plugin} colorFor={colorFor} formData={state.formData} queriesResponse={state.results} datasource={datasource} width={width} height={height} hooks={hooks} />
      </ChartDrawingContext.Provider>
    );
  }
  return (
    <Box ref={ref} pos="relative" style={{ flex: 1, minHeight: 0 }} data-chart-status={status}>
      {/* Mounted only while refreshing: fifty idle overlays would cost every card's render a transition each. */}
      {state.status === 'success' && state.refreshing && <LoadingOverlay visible loaderProps={{ size: 'sm', 'aria-label': 'Refreshing chart' }} />}
      {content}
    </Box>
  );
}

interface ChartHeaderProps {
  chartId: number;
  title: string;
  chart: DashboardChartEntity | undefined;
  formData: FormData | null;
  showControls: boolean;
  onForceRefresh: () => void;
}

/** The card's title (a link to Explore), the filters that apply to it and its menu; memoized, as it rarely changes. */
const ChartHeader = memo(function ChartHeader({ chartId, title, chart, formData, showControls, onForceRefresh }: ChartHeaderProps) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
      <Anchor component={Link} to={`/explore/?slice_id=${chartId}`} c="var(--mantine-color-text)" fw={600} size="md" truncate="end" data-testid="dashboard-chart-title" underline="hover">
        {title}
      </Anchor>
      {chart && formData && showControls && (
        <Group gap={4} wrap="nowrap">
          <ChartFiltersBadge chartId={chartId} />
          <ChartMenu chart={chart} title={title} formData={formData} onForceRefresh={onForceRefresh} />
        </Group>
      )}
    </Group>
  );
});

/**
 * A CHART of the layout: Superset's chart holder with its header (title, menu) and the chart drawn by its plugin.
 * Memoized: the page re-rendering (roles, header state) must not re-render fifty cards; a card renders again only
 * for its own layout item, its height, the dashboard's shared state or its own chart's state.
 */
export const ChartCard = memo(function ChartCard({ item, height }: { item: LayoutItem; height: number }) {
  const context = useDashboardContext();
  const chartId = item.meta?.chartId ?? -1;
  const chart = context.charts.get(chartId);
  const cardRef = useRef<HTMLDivElement>(null);
  // A report draws every chart at once: its screenshot has no window to scroll.
  const nearViewport = useNearViewport(cardRef);
  const near = context.report || nearViewport;
  const [forceKey, setForceKey] = useState(0);
  const formData = useMemo(() => (chart ? dashboardFormData(chart) : null), [chart]);
  const forceRefresh = useCallback(() => setForceKey((key) => key + 1), []);
  const title = chartTitleOf(item, chart);
  return (
    <Paper ref={cardRef} radius={4} p="sm" h={height} display="flex" style={{ flexDirection: 'column' }} data-test-chart-id={chartId} data-testid="dashboard-chart">
      <ChartHeader chartId={chartId} title={title} chart={chart} formData={formData} showControls={!context.hideChartControls} onForceRefresh={forceRefresh} />
      {chart && formData ? (
        <ChartRunner chart={chart} formData={formData} forceKey={forceKey} near={near} />
      ) : context.isChartLoading?.(chartId) ? (
        <ChartLoading />
      ) : (
        <MissingChart />
      )}
    </Paper>
  );
});

/**
 * Runs the chart's query (as soon as the dashboard's filters are in place, whether or not it is near the window)
 * with the filters that apply to it, and draws it; a change of those filters queries again.
 */
function ChartRunner({ chart, formData, forceKey, near }: { chart: DashboardChartEntity; formData: FormData; forceKey: number; near: boolean }) {
  const { refresh, dashboardId } = useDashboardContext();
  const extraFormData = useChartExtraFormData(chart.id);
  const filtered = useMemo(() => formDataWithExtraFilters(formData, { chartId: chart.id, dashboardId, extraFormData }), [formData, chart.id, dashboardId, extraFormData]);
  const state = useDashboardChart(chart.id, filtered, refresh, forceKey, useFiltersReady());
  return <ChartBody chart={chart} state={state} near={near} />;
}
