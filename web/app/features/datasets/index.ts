/**
 * Datasets: Superset's dataset list (`/tablemodelview/list/`), its "New dataset" page (`/dataset/add/`) and its
 * dataset editor ("Edit Dataset"), the one face of the list/, add/ and editor/ folders. The list and Explore open the
 * editor, which loads on first use; a save invalidates the `Dataset` cache tag and hands the saved dataset back for
 * pages that show it. Who may edit a dataset is the auth feature's (Explore asks it on every page, without this one).
 */
export { DatasetListPage } from './list/dataset-list-page.tsx';
export { AddDatasetPage } from './add/add-dataset-page.tsx';
export { DatasetEditorModal } from './editor/lazy-modal.tsx';
export type { DatasetEditorModalProps } from './editor/dataset-editor-modal.tsx';
export type { DatasetDetail } from './editor/api.ts';
