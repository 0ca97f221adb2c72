import { Center, Group, Loader, LoadingOverlay, Text } from '@mantine/core';
import { memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LayoutItem } from '#shared/dashboard/layout.ts';
import { ChartDrawingContext, type ChartDrawing } from '../../../plugins/registry.ts';
import type { ChartHooks, ChartPropsInput, FormData } from '../../../plugins/types.ts';
import { ChartContextMenu, drillByColumns, type DrillFilter } from '../../chart-actions/index.ts';
import {
  ChartErrors,
  ChartView,
  NoResultsState,
  markChartRendered,
  useChartDrawing,
  useElementSize,
} from '../../chart/index.ts';
import type { DashboardChartEntity } from '../api-schemas.ts';
import { savedFormData } from '../chart-form-data.ts';
import { useDashboardContext, type DashboardColumn } from '../dashboard-context.tsx';
import { useChartColorFor } from '../use-chart-color-for.ts';
import { LOG_ACTIONS, logEvent } from '../../logging/index.ts';
import {
  formDataWithExtraFilters,
  useChartCrossFilter,
  useChartExtraFormData,
  useFiltersReady,
} from '../../native-filters/index.ts';
import {
  CARD_CLASS,
  CENTER_CLASS,
  DIMMED_SMALL_TEXT_STYLE,
  FULL_HEIGHT,
  SMALL_TEXT_CLASS,
  cardStyle,
} from './card-classes.ts';
import { ChartActionModals } from './chart-action-modals.tsx';
import type { ChartAction } from './chart-actions.ts';
import { ChartDescription } from './chart-description.tsx';
import { ChartHeader, ChartTitle } from './chart-header.tsx';
import { useDashboardChart, type DashboardChartState } from './use-dashboard-chart.ts';
import { useNearViewport } from './use-near-viewport.ts';

/** The title a chart shows on this dashboard: its name here, else its own name. */
export function chartTitleOf(item: LayoutItem, chart: DashboardChartEntity | undefined): string {
  return item.meta?.sliceNameOverride || chart?.slice_name || item.meta?.sliceName || '';
}

/**
 * The form data a chart draws with on this dashboard: its saved form data plus the native filters and cross-filters
 * that apply to it and the dashboard's id. Built once per card; the chart, its menu, its exports, drill to detail and
 * drill by all use this one, so what they show is what the chart shows.
 */
function useDashboardFormData(chart: DashboardChartEntity): FormData {
  const { dashboardId } = useDashboardContext();
  const saved = useMemo(() => savedFormData(chart), [chart]);
  const extraFormData = useChartExtraFormData(chart.id);
  return useMemo(
    () => formDataWithExtraFilters(saved, { chartId: chart.id, dashboardId, extraFormData }),
    [saved, chart.id, dashboardId, extraFormData],
  );
}

/** A dashboard draws its charts at once: no entry animations, which would keep repainting while others draw. */
const DASHBOARD_DRAWING: ChartDrawing = { animation: false, accessibility: 'when-idle' };

/** The drawing area fills the card under its header; a plain element, as it renders with every state of the chart. */
const DRAWING_AREA_STYLE = { flex: 1, minHeight: 0, position: 'relative' } as const;

/** How long a chart waits still before its placeholder starts spinning. */
const SPINNER_DELAY_MS = 2000;

/**
 * A chart waiting for its answer or its code: still words at first, a spinner only once the wait is long. Fifty
 * spinners turning at once made the browser composite every frame of the page while it drew the charts: about a
 * second of CPU on a 50-chart dashboard (measured: the GPU process 1.1-1.2 s -> 0.13-0.15 s, the open 10 % faster).
 * Memoized: the drawing area renders again while the chart loads (its code, its size, its answer), which changes
 * nothing in these words.
 */
const ChartLoading = memo(function ChartLoading() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={CENTER_CLASS} style={FULL_HEIGHT} role="status" aria-label="Loading chart">
      {slow ? (
        <Loader size="sm" />
      ) : (
        <p className={SMALL_TEXT_CLASS} data-size="sm" style={DIMMED_SMALL_TEXT_STYLE}>
          Loading…
        </p>
      )}
    </div>
  );
});

/** Superset's words for a layout chart whose chart no longer exists. */
function MissingChart() {
  return (
    <Center h="100%" p="md" data-chart-status="missing">
      <Text size="sm" c="dimmed" ta="center">
        There is no chart definition associated with this component, could it have been deleted? Delete this container
        and save to remove this message.
      </Text>
    </Center>
  );
}

interface ChartBodyProps {
  chart: DashboardChartEntity;
  state: DashboardChartState;
  near: boolean;
  /** Opens drill to detail (no values: the whole chart) or drill by from the chart's context menu. */
  onAction: (action: ChartAction) => void;
}

/** The drawing area: spinner, errors, "No results" or the chart itself once near the window, with its context menu. */
function ChartBody({ chart, state, near, onAction }: ChartBodyProps) {
  const { labelColors, datasourceOf, dashboardId, groupbyColumnsOf, hideChartControls, permissions } =
    useDashboardContext();
  const colorFor = useChartColorFor(labelColors, chart.id);
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const [rendered, setRendered] = useState(false);
  // Read when the chart says it is drawn; a ref keeps the hooks (and so the memoized chart) stable across answers.
  const answeredAt = useRef<number | null>(null);
  answeredAt.current = state.status === 'success' ? state.queriedAt : null;
  const vizType = typeof chart.form_data.viz_type === 'string' ? chart.form_data.viz_type : undefined;
  const crossFilter = useChartCrossFilter(chart.id, vizType);
  const onRenderComplete = useCallback(() => {
    markChartRendered(String(chart.form_data.viz_type), chart.id);
    setRendered(true);
    // Superset's dashboards log each chart's drawing time (answer to drawn) as `render_chart`.
    const duration = answeredAt.current === null ? undefined : Math.max(0, Date.now() - answeredAt.current);
    logEvent(LOG_ACTIONS.renderChart, {
      source: 'dashboard',
      source_id: dashboardId,
      dashboard_id: dashboardId,
      slice_id: chart.id,
      viz_type: String(chart.form_data.viz_type),
      duration,
    });
  }, [chart, dashboardId]);
  const datasource = useMemo(() => datasourceOf(chart.form_data.datasource), [datasourceOf, chart]);
  const behaviors = state.status === 'success' ? (state.plugin.metadata.behaviors ?? []) : [];
  const canDrill = !hideChartControls && permissions.canDrill && behaviors.includes('DRILL_TO_DETAIL');
  const drillBy = useMemo(
    () =>
      state.status === 'success' && permissions.canDrill && behaviors.includes('DRILL_BY')
        ? drillByColumns(state.formData, groupbyColumnsOf(chart.form_data.datasource))
        : [],
    // The columns depend on the answer's form data and the dataset only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.status === 'success' ? state.formData : null, groupbyColumnsOf, chart, permissions.canDrill],
  );
  const onDrill = useCallback((filters: DrillFilter[]) => onAction({ kind: 'drill-detail', filters }), [onAction]);
  const onDrillBy = useCallback(
    (column: DashboardColumn, filters: DrillFilter[]) => onAction({ kind: 'drill-by', column, filters }),
    [onAction],
  );
  let content = null;
  const empty = state.status === 'success' && state.results.every((result) => result.data.length === 0);
  // `data-chart-status` tells tests and benches where each chart is: loading, failed, empty, success, rendered.
  const status = rendered ? 'rendered' : empty ? 'empty' : state.status;
  if (state.status === 'failed')
    content = <ChartErrors errors={state.errors} stopped={false} testId="dashboard-chart-error" />;
  else if (state.status === 'loading' || !colorFor) content = <ChartLoading />;
  else if (empty) content = <NoResultsState />;
  else if (near && width > 0 && height > 0) {
    content = (
      <ChartContextMenu
        enabled={canDrill}
        onDrill={onDrill}
        drillByColumns={drillBy}
        onDrillBy={onDrillBy}
        testId="dashboard-chart-context-area"
      >
        {(reportPoint) => (
          <DrawnChart
            state={state}
            colorFor={colorFor}
            crossFilter={crossFilter}
            onRenderComplete={onRenderComplete}
            reportPoint={canDrill ? reportPoint : undefined}
            datasource={datasource}
            width={width}
            height={height}
          />
        )}
      </ChartContextMenu>
    );
  }
  return (
    <div ref={ref} style={DRAWING_AREA_STYLE} data-chart-status={status}>
      {/* Mounted only while refreshing: fifty idle overlays would cost every card's render a transition each. */}
      {state.status === 'success' && state.refreshing && (
        <LoadingOverlay visible loaderProps={{ size: 'sm', 'aria-label': 'Refreshing chart' }} />
      )}
      {content}
    </div>
  );
}

interface DrawnChartProps {
  state: Extract<DashboardChartState, { status: 'success' }>;
  /** The chart's colour function over the dashboard's shared label colours. */
  colorFor: ChartPropsInput['colorFor'];
  crossFilter: Omit<ChartHooks, 'onRenderComplete' | 'onContextMenu'>;
  onRenderComplete: () => void;
  reportPoint: ((filters: DrillFilter[]) => void) | undefined;
  datasource: ReturnType<ReturnType<typeof useDashboardContext>['datasourceOf']>;
  width: number;
  height: number;
}

/** The chart drawn by its plugin, with the hooks it calls back (cross-filters, drawn, the clicked point). */
function DrawnChart({
  state,
  colorFor,
  crossFilter,
  onRenderComplete,
  reportPoint,
  datasource,
  width,
  height,
}: DrawnChartProps) {
  const hooks = useMemo<ChartHooks>(
    () => ({
      ...crossFilter,
      onRenderComplete,
      ...(reportPoint
        ? { onContextMenu: (_x: number, _y: number, filters: DrillFilter[]) => reportPoint(filters) }
        : {}),
    }),
    [crossFilter, onRenderComplete, reportPoint],
  );
  const drawing = useChartDrawing(DASHBOARD_DRAWING);
  return (
    <ChartDrawingContext.Provider value={drawing}>
      <ChartView
        plugin={state.plugin}
        colorFor={colorFor}
        formData={state.formData}
        queriesResponse={state.results}
        datasource={datasource}
        width={width}
        height={height}
        hooks={hooks}
      />
    </ChartDrawingContext.Provider>
  );
}

/**
 * A chart that exists: its header (title, filters badge, menu), its description when shown, the chart drawn with the
 * filters that apply to it, and the dialog its menu opened. The query runs as soon as the dashboard's filters are in
 * place, whether or not the card is near the window; a change of those filters queries again.
 */
function ChartHolder({
  chart,
  item,
  title,
  near,
}: {
  chart: DashboardChartEntity;
  item: LayoutItem;
  title: string;
  near: boolean;
}) {
  const { refresh, hideChartControls, expandedSlices } = useDashboardContext();
  const [forceKey, setForceKey] = useState(0);
  const [descriptionShown, setDescriptionShown] = useState(() => expandedSlices[String(chart.id)] === true);
  const [action, setAction] = useState<ChartAction | null>(null);
  const formData = useDashboardFormData(chart);
  const state = useDashboardChart(chart.id, formData, refresh, forceKey, useFiltersReady());
  const forceRefresh = useCallback(() => setForceKey((key) => key + 1), []);
  const toggleDescription = useCallback(() => setDescriptionShown((shown) => !shown), []);
  const description = chart.description?.trim() ?? '';
  return (
    <>
      <ChartHeader
        controls={!hideChartControls}
        chartId={chart.id}
        layoutId={item.id}
        title={title}
        formData={formData}
        plugin={state.plugin}
        hasDescription={description !== ''}
        onToggleDescription={toggleDescription}
        onForceRefresh={forceRefresh}
        onAction={setAction}
      />
      {descriptionShown && description !== '' && <ChartDescription source={description} />}
      <ChartBody chart={chart} state={state} near={near} onAction={setAction} />
      {action && state.plugin && (
        <Suspense fallback={null}>
          <ChartActionModals
            chartId={chart.id}
            title={title}
            plugin={state.plugin}
            formData={formData}
            action={action}
            onClose={() => setAction(null)}
          />
        </Suspense>
      )}
    </>
  );
}

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
  const title = chartTitleOf(item, chart);
  return (
    <div
      ref={cardRef}
      className={CARD_CLASS}
      style={cardStyle(height)}
      data-test-chart-id={chartId}
      data-testid="dashboard-chart"
    >
      {chart ? (
        <ChartHolder chart={chart} item={item} title={title} near={near} />
      ) : (
        <>
          <Group mb={4}>
            <ChartTitle chartId={chartId} title={title} />
          </Group>
          {context.isChartLoading?.(chartId) ? <ChartLoading /> : <MissingChart />}
        </>
      )}
    </div>
  );
});
