import { preloadable } from '../../../ui/preloadable.tsx';
import type { DatasetEditorModalProps } from './dataset-editor-modal.tsx';

/**
 * The editor in its own chunk, loaded when first opened: the dataset list and the New dataset page load this feature,
 * as do Explore's on-demand parts, and a static import of the modal here would make each of them load the whole editor.
 */
export const DatasetEditorModal = preloadable<DatasetEditorModalProps>(
  async () => (await import('./dataset-editor-modal.tsx')).DatasetEditorModal,
).Component;
