/**
 * The datasets feature's second face, for features that open its editor on demand (Explore's on-demand parts): the
 * editor alone, without the list and New dataset pages that index.ts also offers, so their chunk stays small.
 */
export { DatasetEditorModal } from './editor/lazy-modal.tsx';
