/**
 * The parts of Explore a user opens, never sees on arrival: the modals, the "..." menu's entries, the data pane's
 * result grids and the altered tag's table. They are one chunk of their own (see lazy-parts.tsx), loaded once the
 * chart has drawn or on first use.
 */
export { PropertiesModal } from '../../chart-properties/index.ts';
export { DatasetEditorModal } from '../../datasets/lazy.ts';
export { ActionMenuItems } from './actions/action-menu-items.tsx';
export { EmbedCodeModal } from './actions/embed-code-modal.tsx';
export { QueryResults } from './data-pane/query-results.tsx';
export { ChangeDatasetModal } from './dataset-panel/change-dataset-modal.tsx';
export { DatasetPicker } from './dataset-picker.tsx';
export { AlteredChanges } from './header/altered-changes.tsx';
export { SaveModal } from './save/save-modal.tsx';
export { VizGalleryModal } from './viz-picker/viz-gallery-modal.tsx';
