import { LOG_ACTIONS } from '../../logging/index.ts';
import type { DownloadKind, DownloadPlace } from './download-entries.ts';

/** Superset's event of each Explore download (LogUtils' `chart_download_as_*`). */
const EXPLORE_EVENTS: Record<DownloadKind, string> = {
  csv: 'chart_download_as_csv',
  'pivoted-csv': 'chart_download_as_csv_pivoted',
  'full-csv': 'chart_download_as_csv',
  json: 'chart_download_as_json',
  image: LOG_ACTIONS.chartDownloadAsImage,
  xlsx: 'chart_download_as_xls',
  'pivoted-xlsx': 'chart_download_as_xls_pivoted',
  'full-xlsx': 'chart_download_as_xls',
};

/** Superset's event of each dashboard chart download (`export_csv_dashboard_chart`...). */
const DASHBOARD_EVENTS: Record<DownloadKind, string> = {
  csv: LOG_ACTIONS.exportCsvDashboardChart,
  'pivoted-csv': LOG_ACTIONS.exportCsvDashboardChart,
  'full-csv': LOG_ACTIONS.exportCsvDashboardChart,
  json: LOG_ACTIONS.exportCsvDashboardChart,
  image: LOG_ACTIONS.chartDownloadAsImage,
  xlsx: LOG_ACTIONS.exportXlsxDashboardChart,
  'pivoted-xlsx': LOG_ACTIONS.exportXlsxDashboardChart,
  'full-xlsx': LOG_ACTIONS.exportXlsxDashboardChart,
};

/** The usage event a download logs where its menu is. */
export const downloadEventOf = (kind: DownloadKind, place: DownloadPlace): string =>
  (place === 'explore' ? EXPLORE_EVENTS : DASHBOARD_EVENTS)[kind];
