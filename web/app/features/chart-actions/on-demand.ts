/**
 * The chart actions a user opens, never sees on arrival: the query and results modals, the result grid, drill to
 * detail and drill by. One chunk of their own (see lazy-parts.tsx), loaded on first use or when the page preloads them.
 */
export { ViewQueryModal, ViewResultsModal } from './query/view-query-modal.tsx';
export { ResultView } from './results/result-view.tsx';
export { DrillDetailModal } from './drill/drill-detail-modal.tsx';
export { DrillByModal } from './drill/drill-by-modal.tsx';
export { DownloadItems } from './downloads/download-items.tsx';
