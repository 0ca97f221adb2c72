/**
 * Superset's dataset editor ("Edit Dataset"): the modal, and who may open it. The dataset list and Explore open it;
 * a save invalidates the `Dataset` cache tag and hands the saved dataset back for pages that show it.
 */
export { DatasetEditorModal } from './lazy-modal.tsx';
export type { DatasetEditorModalProps } from './dataset-editor-modal.tsx';
export type { DatasetDetail } from './api.ts';
export { canEditDataset, useCanEditDataset, NOT_AN_OWNER } from './edit-permission.ts';
