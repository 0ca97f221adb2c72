/**
 * What a user can do with a drawn chart, in Explore and on a dashboard alike: download it (CSV, Excel, full and
 * pivoted exports, JSON, image), view its query and results, drill to detail and drill by. Every action runs on the
 * form data the chart was drawn with. The modals and menus load on first use (lazy-parts.tsx). The only public face
 * of this feature.
 */
export { chartDataRequest, type ChartDataRequestOptions } from './chart-data-request.ts';
export {
  downloadEntries,
  type DownloadEntry,
  type DownloadKind,
  type DownloadPlace,
} from './downloads/download-entries.ts';
export type { DownloadItemsProps } from './downloads/download-items.tsx';
export { ChartContextMenu, type ChartContextMenuProps } from './drill/chart-context-menu.tsx';
export { drillLabel, drillPayload, type DrillFilter } from './drill/drill-payload.ts';
export { drillByFormData, drillByColumns, type DrillByColumn } from './drill/drill-by-form-data.ts';
export type { DrillDetailModalProps } from './drill/drill-detail-modal.tsx';
export type { DrillByModalProps } from './drill/drill-by-modal.tsx';
export type { QueryModalProps } from './query/view-query-modal.tsx';
export type { ResultViewProps } from './results/result-view.tsx';
export { useChartDataResult, type ResultState } from './results/use-chart-data-result.ts';
export {
  DownloadItems,
  DrillByModal,
  DrillDetailModal,
  preloadChartActions,
  ResultView,
  ViewQueryModal,
  ViewResultsModal,
} from './lazy-parts.tsx';
