/**
 * The parts of Explore a user opens, never sees on arrival: the modals and the data pane's result grid. They are
 * one chunk of their own (see lazy-parts.tsx), loaded once the chart has drawn or on first use.
 */
export { ViewQueryModal, ViewResultsModal } from './actions/view-query-modal.tsx';
export { ResultView } from './data-pane/result-view.tsx';
export { DatasetPicker, DatasetPickerModal } from './dataset-picker.tsx';
export { SaveModal } from './save/save-modal.tsx';
export { VizGalleryModal } from './viz-picker/viz-gallery-modal.tsx';
