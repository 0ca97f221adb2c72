import { Loader } from '@mantine/core';
import { preloadable } from '../../ui/preloadable.tsx';
import type { DownloadItemsProps } from './downloads/download-items.tsx';
import type { DrillByModalProps } from './drill/drill-by-modal.tsx';
import type { DrillDetailModalProps } from './drill/drill-detail-modal.tsx';
import type { QueryModalProps } from './query/view-query-modal.tsx';
import type { ResultViewProps } from './results/result-view.tsx';

const loadParts = () => import('./on-demand.ts');

const viewQueryModal = preloadable<QueryModalProps>(async () => (await loadParts()).ViewQueryModal);
const viewResultsModal = preloadable<QueryModalProps>(async () => (await loadParts()).ViewResultsModal);
const drillDetailModal = preloadable<DrillDetailModalProps>(async () => (await loadParts()).DrillDetailModal);
const drillByModal = preloadable<DrillByModalProps>(async () => (await loadParts()).DrillByModal);
const downloadItems = preloadable<DownloadItemsProps>(
  async () => (await loadParts()).DownloadItems,
  <Loader size="xs" m="xs" aria-label="Loading downloads" />,
);

const resultView = preloadable<ResultViewProps>(
  async () => (await loadParts()).ResultView,
  <Loader size="sm" m="md" aria-label="Loading data" />,
);

export const ViewQueryModal = viewQueryModal.Component;
export const ViewResultsModal = viewResultsModal.Component;
export const DrillDetailModal = drillDetailModal.Component;
export const DrillByModal = drillByModal.Component;
export const DownloadItems = downloadItems.Component;
export const ResultView = resultView.Component;

/** Loads the chart actions' chunk ahead of first use. */
export function preloadChartActions(): Promise<unknown> {
  return Promise.all(
    [viewQueryModal, viewResultsModal, drillDetailModal, drillByModal, downloadItems, resultView].map((part) =>
      part.preload(),
    ),
  );
}
