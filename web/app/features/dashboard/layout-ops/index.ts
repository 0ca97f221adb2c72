/**
 * Pure operations over a dashboard layout for edit mode (move, insert, delete, resize, meta, top-level tabs) and the
 * undoable layout slice; the dashboard page dispatches them, edit components call them through props.
 */
export { applyDrop, type DropOutcome } from './apply-drop.ts';
export { deleteComponent } from './delete-component.ts';
export { insertNewComponent, shouldWrapInRow } from './insert-component.ts';
export {
  createLayoutHistorySlice,
  injectedLayoutHistorySlice,
  layoutHistoryActions,
  layoutHistorySelectors,
  layoutHistorySlice,
  undoLimitWarning,
  UNDO_LIMIT,
  type LayoutHistoryState,
} from './layout-history.ts';
export { moveComponent } from './move-component.ts';
export {
  BACKGROUND_TRANSPARENT,
  BACKGROUND_WHITE,
  HEADER_SIZES,
  idsWithSuffix,
  newComponent,
  randomId,
  type NewId,
} from './new-component.ts';
export { resizeBounds, resizeComponent, type ResizeBounds } from './resize-component.ts';
export { createTopLevelTabs, deleteTopLevelTabs } from './top-level-tabs.ts';
export { withParents } from './tree-edits.ts';
export { updateComponentMeta, type MetaPatch } from './update-meta.ts';
