import { createContext, useContext } from 'react';
import type { Layout } from '#shared/dashboard/layout.ts';
import type { LabelColorBook } from '../../plugins/registry.ts';
import type { DatasourceMeta } from '../../plugins/types.ts';
import type { DashboardChartEntity } from './api-schemas.ts';
import type { DashboardPermissions } from './permissions.ts';

/** A dataset column a chart can be drilled by: its name and the label menus show. */
export interface DashboardColumn {
  name: string;
  label: string;
}

/** A request to run the charts' queries again: each change of `generation` is one refresh. */
export interface RefreshRequest {
  generation: number;
  /** Past the result cache (Superset's "Refresh dashboard" forces; a periodic refresh does too). */
  force: boolean;
  /** The charts this refresh concerns; all when absent. */
  chartIds?: ReadonlySet<number>;
  /** How long a chart waits before its query, so a refresh is spread over the stagger window. */
  delayOf: (chartId: number) => number;
}

/** What every layout component of one dashboard reads. */
export interface DashboardContextValue {
  dashboardId: number;
  layout: Layout;
  charts: ReadonlyMap<number, DashboardChartEntity>;
  /** Whether a chart edit mode just dropped in is still being read (its card waits rather than calling it missing). */
  isChartLoading?: (chartId: number) => boolean;
  /** Drawing facts of a chart's dataset by its `datasource` (`3__table`). */
  datasourceOf: (datasource: unknown) => DatasourceMeta;
  /** The group-by columns of a chart's dataset by its `datasource` (what "Drill by" offers). */
  groupbyColumnsOf: (datasource: unknown) => readonly DashboardColumn[];
  /** What the viewer may do with the dashboard and its charts. */
  permissions: DashboardPermissions;
  /** Charts whose description shows under their title when the dashboard opens (json_metadata `expanded_slices`). */
  expandedSlices: Readonly<Record<string, boolean>>;
  /** The dashboard's shared label colours (each card takes its chart's with `useChartColorFor`); null until the palettes have loaded. */
  labelColors: LabelColorBook | null;
  /** The active tab of each TABS component. */
  activeTabs: Readonly<Record<string, string>>;
  setActiveTab: (tabsId: string, tabId: string) => void;
  refresh: RefreshRequest;
  /** uiConfig's "hide chart controls" (embedded and reports): chart cards without their menu. */
  hideChartControls: boolean;
  /** uiConfig's "hide tab": the top-level tabs' bar is not shown (the first tab's content is). */
  hideTabs: boolean;
  /** A report's screenshot (`standalone=3`): every chart drawn at once, the shown tabs one under another. */
  report: boolean;
  /** The tabs a report shows; null: all. */
  reportTabs: readonly string[] | null;
  /** The chart shown alone (`focused_chart`), if any. */
  focusedChartId: number | null;
  /** Opens a chart full screen; null closes. */
  setFullscreenChart: (chartId: number | null) => void;
  fullscreenChartId: number | null;
}

const DashboardContext = createContext<DashboardContextValue | null>(null);

/** Provides one dashboard's shared state to its layout. */
export const DashboardProvider = DashboardContext.Provider;

/** The dashboard the component sits in; layout components are only ever drawn inside one. */
export function useDashboardContext(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error('A dashboard component was drawn outside a dashboard.');
  return value;
}
