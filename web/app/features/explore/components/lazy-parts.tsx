import { Center, Loader } from '@mantine/core';
import { preloadable } from '../../../ui/preloadable.tsx';
import { preloadControlParts } from '../controls/index.ts';
import type { QueryModalProps } from './actions/view-query-modal.tsx';
import type { ResultViewProps } from './data-pane/result-view.tsx';
import type { DatasetPickerModalProps, DatasetPickerProps } from './dataset-picker.tsx';
import type { SaveModalProps } from './save/save-modal.tsx';
import type { VizGalleryModalProps } from './viz-picker/viz-gallery-modal.tsx';

const loadParts = () => import('./on-demand.ts');

/** Height of the data pane's result grid, which its loader keeps so the pane does not jump. */
export const RESULT_PANE_HEIGHT = 240;

const saveModal = preloadable<SaveModalProps>(async () => (await loadParts()).SaveModal);
const vizGalleryModal = preloadable<VizGalleryModalProps>(async () => (await loadParts()).VizGalleryModal);
const viewQueryModal = preloadable<QueryModalProps>(async () => (await loadParts()).ViewQueryModal);
const viewResultsModal = preloadable<QueryModalProps>(async () => (await loadParts()).ViewResultsModal);
const datasetPickerModal = preloadable<DatasetPickerModalProps>(async () => (await loadParts()).DatasetPickerModal);
const datasetPicker = preloadable<DatasetPickerProps>(async () => (await loadParts()).DatasetPicker, <Loader size="sm" aria-label="Loading datasets" />);
const resultView = preloadable<ResultViewProps>(
  async () => (await loadParts()).ResultView,
  <Center h={RESULT_PANE_HEIGHT}>
    <Loader size="sm" aria-label="Loading data" />
  </Center>,
);

export const SaveModal = saveModal.Component;
export const VizGalleryModal = vizGalleryModal.Component;
export const ViewQueryModal = viewQueryModal.Component;
export const ViewResultsModal = viewResultsModal.Component;
export const DatasetPickerModal = datasetPickerModal.Component;
export const DatasetPicker = datasetPicker.Component;
export const ResultView = resultView.Component;

/** Loads the modals, the result grid and the control editors ahead of their first use. */
export function preloadExploreParts(): Promise<unknown> {
  const parts = [saveModal, vizGalleryModal, viewQueryModal, viewResultsModal, datasetPickerModal, datasetPicker, resultView];
  return Promise.all([...parts.map((part) => part.preload()), preloadControlParts()]);
}
