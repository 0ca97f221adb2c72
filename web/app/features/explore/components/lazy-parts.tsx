import { Center, Loader } from '@mantine/core';
import { preloadable } from '../../../ui/preloadable.tsx';
import { preloadControlParts } from '../controls/index.ts';
import { preloadChartActions } from '../../chart-actions/index.ts';
import type { PropertiesModalProps } from '../../chart-properties/index.ts';
import type { DatasetEditorModalProps } from '../../datasets/index.ts';
import type { ActionMenuItemsProps } from './actions/action-menu-items.tsx';
import type { EmbedCodeModalProps } from './actions/embed-code-modal.tsx';
import type { QueryResultsProps } from './data-pane/query-results.tsx';
import type { ChangeDatasetModalProps } from './dataset-panel/change-dataset-modal.tsx';
import type { DatasetPickerProps } from './dataset-picker.tsx';
import type { AlteredChangesProps } from './header/altered-changes.tsx';
import type { SaveModalProps } from './save/save-modal.tsx';
import type { VizGalleryModalProps } from './viz-picker/viz-gallery-modal.tsx';
import type { VizIconProps } from './viz-picker/viz-icon.tsx';

const loadParts = () => import('./on-demand.ts');

/** The data pane's result grid height on a window of common size (a small window gets less); its loader keeps it. */
export const RESULT_PANE_HEIGHT = 240;

const actionMenuItems = preloadable<ActionMenuItemsProps>(
  async () => (await loadParts()).ActionMenuItems,
  <Loader size="sm" m="xs" aria-label="Loading menu" />,
);
const saveModal = preloadable<SaveModalProps>(async () => (await loadParts()).SaveModal);
const vizGalleryModal = preloadable<VizGalleryModalProps>(async () => (await loadParts()).VizGalleryModal);
const embedCodeModal = preloadable<EmbedCodeModalProps>(async () => (await loadParts()).EmbedCodeModal);
const propertiesModal = preloadable<PropertiesModalProps>(async () => (await loadParts()).PropertiesModal);
const datasetEditorModal = preloadable<DatasetEditorModalProps>(async () => (await loadParts()).DatasetEditorModal);
const changeDatasetModal = preloadable<ChangeDatasetModalProps>(async () => (await loadParts()).ChangeDatasetModal);
const datasetPicker = preloadable<DatasetPickerProps>(
  async () => (await loadParts()).DatasetPicker,
  <Loader size="sm" aria-label="Loading datasets" />,
);
const LOADING_RESULTS = (
  <Center h={RESULT_PANE_HEIGHT}>
    <Loader size="sm" aria-label="Loading data" />
  </Center>
);
const queryResults = preloadable<QueryResultsProps>(async () => (await loadParts()).QueryResults, LOADING_RESULTS);
const alteredChanges = preloadable<AlteredChangesProps>(
  async () => (await loadParts()).AlteredChanges,
  <Loader size="sm" aria-label="Loading changes" />,
);

export const ActionMenuItems = actionMenuItems.Component;
/** Every chart's icon, a small chunk of its own: only a chart off the quick switches shows one before the gallery opens. */
const vizIcon = preloadable<VizIconProps>(async () => (await import('./viz-picker/viz-icon.tsx')).VizIcon);

export { ResultView, ViewQueryModal, ViewResultsModal } from '../../chart-actions/index.ts';
export const SaveModal = saveModal.Component;
export const VizGalleryModal = vizGalleryModal.Component;
export const EmbedCodeModal = embedCodeModal.Component;
export const PropertiesModal = propertiesModal.Component;
export const ChangeDatasetModal = changeDatasetModal.Component;
export const DatasetEditorModal = datasetEditorModal.Component;
export const DatasetPicker = datasetPicker.Component;
export const VizIcon = vizIcon.Component;
export const QueryResults = queryResults.Component;
export const AlteredChanges = alteredChanges.Component;

/** Loads the modals, the result grids, the altered table and the control editors ahead of their first use. */
export function preloadExploreParts(): Promise<unknown> {
  const parts = [
    actionMenuItems,
    saveModal,
    vizGalleryModal,
    embedCodeModal,
    propertiesModal,
    changeDatasetModal,
    datasetEditorModal,
    datasetPicker,
    queryResults,
    alteredChanges,
    vizIcon,
  ];
  return Promise.all([...parts.map((part) => part.preload()), preloadControlParts(), preloadChartActions()]);
}
