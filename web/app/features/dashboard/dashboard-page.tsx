import { Box, Flex } from '@mantine/core';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ROOT_ID, chartIdsOf } from '#shared/dashboard/layout.ts';
import type { DashboardMetadata } from '#shared/dashboard/metadata.ts';
import { useLayoutFromSlice } from './use-layout-from-slice.ts';
import { useLayoutCharts } from './use-layout-charts.ts';
import type { DashboardSaveBody } from './edit-mode/save-body.ts';
import { datasourceMeta } from '../chart/index.ts';
import { LOG_ACTIONS, useLogOnce } from '../logging/index.ts';
import {
  FilterBar,
  masksOf,
  NativeFiltersProvider,
  useDashboardFilters,
  type DashboardChartRef,
} from '../native-filters/index.ts';
import type { DashboardChartEntity } from './api-schemas.ts';
import { activeTabsFrom } from './active-tabs.ts';
import { DashboardProvider, type DashboardContextValue } from './dashboard-context.tsx';
import { DashboardArea } from './dashboard-area.tsx';
import { DashboardHeader } from './header/dashboard-header.tsx';
import { LayoutNode } from './layout/layout-node.tsx';
import { GRID_PLACEMENT } from './layout/placement.ts';
import { metadataOf, type DashboardModel } from './load-dashboard.ts';
import { ScopedCss } from './scoped-css.tsx';
import classes from './dashboard-page.module.css';
import type { DashboardUrlState } from './url-state.ts';
import { useDashboardRefresh } from './use-dashboard-refresh.ts';
import { useLabelColors } from './use-label-colors.ts';
import { FocusedChart } from './focused-chart.tsx';
import { useDashboardPermissions } from './permissions.ts';
import { groupbyColumns } from './groupby-columns.ts';
import { useFullscreenEscape } from './use-fullscreen-escape.ts';
import { useScrollToAnchor } from './use-scroll-to-anchor.ts';
import { useDashboardReportReady } from './use-dashboard-report-ready.ts';

/** Edit mode (drag and drop, the insert panel, save) loads in its own chunk, only for editors who open it. */
const DashboardEditMode = lazy(() => import('./edit-mode/dashboard-edit-mode.tsx'));

/** The dashboard page's props: what hydration loaded, what the URL asks for, and the parts other work plugs in. */
export interface DashboardPageProps {
  model: DashboardModel;
  url: DashboardUrlState;
  /** Rendered inside the page's providers, drawing nothing: an embedded page's bridge to its host (embedded-bridge.tsx). */
  extension?: ReactNode;
}

/**
 * Superset's dashboard: its header, then the layout (the dashboardLayout slice, loaded from `position_json`) on the
 * 12-column grid, every chart drawn by its plugin with the dashboard's colours, custom CSS applied to this dashboard
 * only; with `edit=true` or "Edit dashboard", edit mode for users who may edit it.
 */
export function DashboardPage({ model: loadedModel, url, extension }: DashboardPageProps) {
  const [savedFields, setSavedFields] = useState<Pick<
    DashboardModel['dashboard'],
    'dashboard_title' | 'json_metadata' | 'position_json'
  > | null>(null);
  const layout = useLayoutFromSlice(loadedModel.layout);
  // What this page saved (edit mode, properties, filters) replaces what it loaded; the metadata follows the saved text.
  const model = useMemo(
    () =>
      savedFields
        ? {
            ...loadedModel,
            layout,
            dashboard: { ...loadedModel.dashboard, ...savedFields },
            metadata: metadataOf(savedFields.json_metadata),
          }
        : { ...loadedModel, layout },
    [loadedModel, layout, savedFields],
  );
  const { dashboard, metadata, datasets, permalink } = model;
  const { charts, isChartLoading } = useLayoutCharts(layout, model.charts);
  // Superset's `mount_dashboard`: what Recents reads.
  useLogOnce(LOG_ACTIONS.mountDashboard, dashboard.id, () => ({
    source: 'dashboard',
    source_id: dashboard.id,
    dashboard_id: dashboard.id,
  }));
  const [css, setCss] = useState(dashboard.css ?? '');
  const [activeTabs, setActiveTabs] = useState<Record<string, string>>(() =>
    activeTabsFrom(loadedModel.layout, permalink?.activeTabs),
  );
  const [fullscreenChartId, setFullscreenChart] = useState<number | null>(null);
  const chartIds = useMemo(() => chartIdsOf(layout), [layout]);
  const refresh = useDashboardRefresh(chartIds, metadata);
  const permissions = useDashboardPermissions(dashboard.owners.map((owner) => owner.id));
  const pageRef = useRef<HTMLDivElement>(null);
  // Superset saves the settled colours from its owners' pages; a report's screenshot only draws.
  const labelColors = useLabelColors(metadata, {
    dashboardId: dashboard.id,
    canSave: permissions.canEdit && !url.report,
    root: pageRef,
  });
  const setActiveTab = useCallback(
    (tabsId: string, tabId: string) => setActiveTabs((previous) => ({ ...previous, [tabsId]: tabId })),
    [],
  );
  const datasourceOf = useCallback(
    (datasource: unknown) => datasourceMeta((typeof datasource === 'string' && datasets.get(datasource)) || null),
    [datasets],
  );
  const groupbyColumnsOf = useCallback(
    (datasource: unknown) => groupbyColumns((typeof datasource === 'string' && datasets.get(datasource)) || null),
    [datasets],
  );
  useFullscreenEscape(fullscreenChartId, setFullscreenChart);
  useScrollToAnchor(layout, permalink?.anchor);
  const context = useMemo<DashboardContextValue>(
    () => ({
      dashboardId: dashboard.id,
      layout,
      charts,
      isChartLoading,
      datasourceOf,
      groupbyColumnsOf,
      permissions,
      expandedSlices: metadata.expanded_slices ?? {},
      labelColors,
      activeTabs,
      setActiveTab,
      refresh: refresh.request,
      hideChartControls: url.hideChartControls,
      hideTabs: url.hideTabs,
      report: url.report,
      reportTabs: url.reportTabs,
      focusedChartId: url.focusedChartId,
      fullscreenChartId,
      setFullscreenChart,
    }),
    [
      dashboard.id,
      layout,
      charts,
      isChartLoading,
      datasourceOf,
      groupbyColumnsOf,
      permissions,
      metadata,
      labelColors,
      activeTabs,
      setActiveTab,
      refresh.request,
      url,
      fullscreenChartId,
    ],
  );
  const [, setSearch] = useSearchParams();
  const setEditing = useCallback(
    (editing: boolean) =>
      setSearch(
        (search) => {
          if (editing) search.set('edit', 'true');
          else search.delete('edit');
          return search;
        },
        // Leaving edit mode replaces its URL with the view's, as Superset's save does.
        { replace: !editing },
      ),
    [setSearch],
  );
  const onSaved = useCallback(
    (body: DashboardSaveBody) =>
      setSavedFields({
        dashboard_title: body.dashboard_title,
        json_metadata: body.json_metadata,
        position_json: body.position_json,
      }),
    [],
  );
  const onPropertiesSaved = useCallback(
    (fields: { dashboard_title?: string | null; json_metadata?: string | null }) =>
      setSavedFields((previous) => ({
        dashboard_title: fields.dashboard_title ?? previous?.dashboard_title ?? loadedModel.dashboard.dashboard_title,
        json_metadata: fields.json_metadata ?? previous?.json_metadata ?? loadedModel.dashboard.json_metadata,
        position_json: previous?.position_json ?? loadedModel.dashboard.position_json,
      })),
    [loadedModel],
  );
  const editing = url.edit && permissions.canEdit;
  useDashboardReportReady(url.report && !editing, pageRef);
  const filterCharts = useMemo(() => filterChartRefs(charts), [charts]);
  // The filter configuration modal and the bar's settings save the metadata as the properties modal does.
  const onFiltersSaved = useCallback(
    (saved: DashboardMetadata) => onPropertiesSaved({ json_metadata: JSON.stringify(saved) }),
    [onPropertiesSaved],
  );
  const permalinkMasks = useMemo(() => (permalink ? masksOf(permalink.dataMask) : undefined), [permalink]);
  return (
    <NativeFiltersProvider
      dashboardId={dashboard.id}
      metadata={metadata}
      layout={layout}
      charts={filterCharts}
      canEdit={permissions.canEdit}
      initialMasks={permalinkMasks}
      onMetadataSaved={onFiltersSaved}
    >
      <DashboardProvider value={context}>
        {extension}
        {/* Edge to edge under the navigation, as Superset's dashboard: the frame's padding is taken back. */}
        <Box
          ref={pageRef}
          data-testid="dashboard-page"
          className={classes.page}
          m={url.hideNav ? 0 : 'calc(-1 * var(--mantine-spacing-md))'}
          mih={url.hideNav ? '100dvh' : 'calc(100dvh - var(--app-frame-header-height))'}
        >
          <ScopedCss dashboardId={dashboard.id} css={css} />
          {editing ? (
            <Suspense fallback={null}>
              <DashboardEditMode
                dashboardId={dashboard.id}
                title={dashboard.dashboard_title ?? ''}
                onExit={() => setEditing(false)}
                onSaved={onSaved}
              />
            </Suspense>
          ) : (
            <>
              {!url.hideTitle && (
                <DashboardHeader
                  key={dashboard.dashboard_title}
                  model={model}
                  permissions={permissions}
                  refresh={refresh}
                  activeTabs={activeTabs}
                  css={css}
                  onCssChange={setCss}
                  onEdit={() => setEditing(true)}
                  onPropertiesSaved={onPropertiesSaved}
                />
              )}
              <DashboardArea dashboardId={dashboard.id}>
                <DashboardBody url={url} />
              </DashboardArea>
            </>
          )}
        </Box>
      </DashboardProvider>
    </NativeFiltersProvider>
  );
}

/**
 * The filter bar beside the grid (above it when the dashboard's bar is horizontal) and the grid, or the one chart
 * `focused_chart` names; standalone views without chart controls show no bar, as Superset's reports and embeds.
 */
function DashboardBody({ url }: { url: DashboardUrlState }) {
  const { metadata } = useDashboardFilters();
  const orientation = metadata.filter_bar_orientation ?? 'VERTICAL';
  const grid = (
    <Box px="md" pt="md" data-testid="dashboard-grid" style={{ flex: 1, minWidth: 0 }}>
      {url.focusedChartId !== null ? (
        <FocusedChart chartId={url.focusedChartId} />
      ) : (
        <LayoutNode id={ROOT_ID} placement={GRID_PLACEMENT} />
      )}
    </Box>
  );
  if (url.hideChartControls || !url.showFilters || url.focusedChartId !== null) return grid;
  if (orientation === 'HORIZONTAL') {
    return (
      <>
        <FilterBar orientation="HORIZONTAL" />
        {grid}
      </>
    );
  }
  return (
    <Flex align="stretch">
      <FilterBar orientation="VERTICAL" defaultWidth={url.expandFilters ? 'open' : 'collapsed'} />
      {grid}
    </Flex>
  );
}

/** What the filter bar knows of the dashboard's charts: names, types and dataset ids (from `datasource`, `12__table`). */
function filterChartRefs(charts: ReadonlyMap<number, DashboardChartEntity>): DashboardChartRef[] {
  return [...charts.values()].map((chart) => ({
    id: chart.id,
    name: chart.slice_name ?? '',
    vizType: typeof chart.form_data.viz_type === 'string' ? chart.form_data.viz_type : undefined,
    datasetId: Number.parseInt(String(chart.form_data.datasource ?? ''), 10) || undefined,
  }));
}
