/**
 * What a dashboard's URL asks for (Superset's URL_PARAMS): `standalone` (0 none, 1 no navigation, 2 no navigation
 * and no title, 3 a report's screenshot), the embedded `uiConfig` bitmask (1 hide title, 2 hide tabs, 4 hide
 * navigation, 8 hide chart controls, 16 emit data masks), the embedded SDK's `show_filters` and `expand_filters`,
 * `focused_chart`, `permalink_key` and `edit`.
 */
export interface DashboardUrlState {
  hideNav: boolean;
  /** `show_filters=false`: no native filter bar. */
  showFilters: boolean;
  /** `expand_filters=false`: the vertical filter bar starts collapsed. */
  expandFilters: boolean;
  /** uiConfig's "emit data masks": an embedded dashboard tells its host each change of its filters. */
  emitDataMasks: boolean;
  hideTitle: boolean;
  hideTabs: boolean;
  hideChartControls: boolean;
  focusedChartId: number | null;
  permalinkKey: string | null;
  /** `edit=true`: open in edit mode (the edit work reads it). */
  edit: boolean;
  /** `standalone=3`: a report's screenshot (every chart drawn at once, tabs' contents one under another). */
  report: boolean;
  /** `report_tabs=TAB-a,TAB-b`: the tabs a report shows; null: all of them. */
  reportTabs: string[] | null;
}

/** Superset's DashboardStandaloneMode values. */
const STANDALONE_HIDE_NAV = 1;
const STANDALONE_HIDE_NAV_AND_TITLE = 2;
const STANDALONE_REPORT = 3;

/** The embedded uiConfig bits. */
const UI_HIDE_TITLE = 1;
const UI_HIDE_TAB = 2;
const UI_HIDE_NAV = 4;
const UI_HIDE_CHART_CONTROLS = 8;
const UI_EMIT_DATA_MASKS = 16;

const integerOf = (value: string | null): number => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
};

const reportTabsOf = (value: string | null): string[] | null => {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return ids.length > 0 ? ids : null;
};

/** Reads the dashboard's URL parameters; malformed values count as absent, as Superset ignores them. */
export function dashboardUrlState(search: URLSearchParams): DashboardUrlState {
  const standalone = search.get('standalone') === 'true' ? STANDALONE_HIDE_NAV : integerOf(search.get('standalone'));
  const uiConfig = integerOf(search.get('uiConfig'));
  const focused = integerOf(search.get('focused_chart'));
  return {
    hideNav: standalone >= STANDALONE_HIDE_NAV || (uiConfig & UI_HIDE_NAV) !== 0,
    showFilters: search.get('show_filters') !== 'false',
    expandFilters: search.get('expand_filters') !== 'false',
    emitDataMasks: (uiConfig & UI_EMIT_DATA_MASKS) !== 0,
    hideTitle: standalone >= STANDALONE_HIDE_NAV_AND_TITLE || (uiConfig & UI_HIDE_TITLE) !== 0,
    hideTabs: (uiConfig & UI_HIDE_TAB) !== 0,
    hideChartControls: standalone === STANDALONE_REPORT || (uiConfig & UI_HIDE_CHART_CONTROLS) !== 0,
    focusedChartId: focused > 0 ? focused : null,
    permalinkKey: search.get('permalink_key') || null,
    edit: search.get('edit') === 'true',
    report: standalone === STANDALONE_REPORT,
    reportTabs: reportTabsOf(search.get('report_tabs')),
  };
}
