import { preloadable } from '../../ui/preloadable.tsx';
import type { DatasetEditorModalProps } from './dataset-editor-modal.tsx';

/**
 * The editor in its own chunk, loaded when first opened: Explore imports this feature for who may edit, and a static
 * import of the modal here would make every Explore page load the whole editor.
 */
export const DatasetEditorModal = preloadable<DatasetEditorModalProps>(
  async () => (await import('./dataset-editor-modal.tsx')).DatasetEditorModal,
).Component;
