import { Box, Flex } from '@mantine/core';
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { ROOT_ID, chartIdsOf } from '#shared/dashboard/layout.ts';
import { datasourceMeta } from '../chart/index.ts';
import { FilterBar, masksOf, NativeFiltersProvider, useDashboardFilters, type DashboardChartRef } from '../native-filters/index.ts';
import type { DashboardChartEntity } from './api-schemas.ts';
import { activeTabsFrom } from './active-tabs.ts';
import { DashboardProvider, type DashboardContextValue } from './dashboard-context.tsx';
import { DashboardHeader } from './header/dashboard-header.tsx';
import { LayoutNode } from './layout/layout-node.tsx';
import type { DashboardModel } from './load-dashboard.ts';
import { ScopedCss } from './scoped-css.tsx';
import type { DashboardUrlState } from './url-state.ts';
import { useDashboardRefresh } from './use-dashboard-refresh.ts';
import { useLabelColors } from './use-label-colors.ts';
import { FocusedChart } from './focused-chart.tsx';
import { useDashboardPermissions } from './permissions.ts';

/** What edit mode gets from the page when `edit=true` (the edit work provides the component). */
export interface EditModeProps {
  model: DashboardModel;
  /** Back to view mode (drops `edit=true`). */
  onExit: () => void;
}

/** The dashboard page's props: what hydration loaded, what the URL asks for, and the parts other work plugs in. */
export interface DashboardPageProps {
  model: DashboardModel;
  url: DashboardUrlState;
  /** Edit mode: shown instead of the view for `edit=true` when the user may edit; "Edit dashboard" opens it. */
  EditMode?: ComponentType<EditModeProps>;
}

/**
 * Superset's dashboard in view mode: its header, then the layout of `position_json` on the 12-column grid, every
 * chart drawn by its plugin with the dashboard's colours, custom CSS applied to this dashboard only.
 */
export function DashboardPage({ model, url, EditMode }: DashboardPageProps) {
  const { dashboard, metadata, layout, charts, datasets, permalink } = model;
  const [css, setCss] = useState(dashboard.css ?? '');
  const [activeTabs, setActiveTabs] = useState<Record<string, string>>(() => activeTabsFrom(layout, permalink?.activeTabs));
  const [fullscreenChartId, setFullscreenChart] = useState<number | null>(null);
  const chartIds = useMemo(() => chartIdsOf(layout), [layout]);
  const refresh = useDashboardRefresh(chartIds, metadata);
  const colorFor = useLabelColors(metadata);
  const setActiveTab = useCallback((tabsId: string, tabId: string) => setActiveTabs((previous) => ({ ...previous, [tabsId]: tabId })), []);
  const datasourceOf = useCallback(
    (datasource: unknown) => datasourceMeta((typeof datasource === 'string' && datasets.get(datasource)) || null),
    [datasets],
  );
  const context = useMemo<DashboardContextValue>(
    () => ({
      dashboardId: dashboard.id,
      layout,
      charts,
      datasourceOf,
      colorFor,
      activeTabs,
      setActiveTab,
      refresh: refresh.request,
      hideChartControls: url.hideChartControls,
      hideTabs: url.hideTabs,
      focusedChartId: url.focusedChartId,
      fullscreenChartId,
      setFullscreenChart,
    }),
    [dashboard.id, layout, charts, datasourceOf, colorFor, activeTabs, setActiveTab, refresh.request, url, fullscreenChartId],
  );
  const permissions = useDashboardPermissions(dashboard.owners.map((owner) => owner.id));
  const [, setSearch] = useSearchParams();
  const setEditing = useCallback(
    (editing: boolean) =>
      setSearch((search) => {
        if (editing) search.set('edit', 'true');
        else search.delete('edit');
        return search;
      }),
    [setSearch],
  );
  const filterCharts = useMemo(() => filterChartRefs(charts), [charts]);
  // The filter configuration modal and the bar's settings save the metadata: the bar follows what was saved.
  const [filterMetadata, setFilterMetadata] = useState(metadata);
  const permalinkMasks = useMemo(() => (permalink ? masksOf(permalink.dataMask) : undefined), [permalink]);
  if (EditMode && url.edit && permissions.canEdit) return <EditMode model={model} onExit={() => setEditing(false)} />;
  return (
    <NativeFiltersProvider dashboardId={dashboard.id} metadata={filterMetadata} layout={layout} charts={filterCharts} canEdit={permissions.canEdit}
      initialMasks={permalinkMasks} onMetadataSaved={setFilterMetadata}>
      <DashboardProvider value={context}>
        {/* Edge to edge under the navigation, as Superset's dashboard: the frame's padding is taken back. */}
        <Box
          data-dashboard-id={dashboard.id}
          data-testid="dashboard-page"
          bg="var(--mantine-color-gray-0)"
          m={url.hideNav ? 0 : 'calc(-1 * var(--mantine-spacing-md))'}
          mih={url.hideNav ? '100dvh' : 'calc(100dvh - var(--app-frame-header-height))'}
          pb="xl"
        >
          <ScopedCss dashboardId={dashboard.id} css={css} />
          {!url.hideTitle && (
            <DashboardHeader
              model={model}
              permissions={permissions}
              refresh={refresh}
              activeTabs={activeTabs}
              css={css}
              onCssChange={setCss}
              onEdit={EditMode ? () => setEditing(true) : undefined}
            />
          )}
          <DashboardBody url={url} />
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
      {url.focusedChartId !== null ? <FocusedChart chartId={url.focusedChartId} /> : <LayoutNode id={ROOT_ID} placement={{ parentColumns: 12 }} />}
    </Box>
  );
  if (url.hideChartControls || url.focusedChartId !== null) return grid;
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
      <FilterBar orientation="VERTICAL" />
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
