/**
 * Edit mode's components and drag and drop, taking the layout and callbacks as props: the provider and hooks that
 * make components draggable and drop zones with Superset's rules, the insert panel, resize handles, the markdown
 * editor, the background style menu and the header's edit buttons.
 */
export { DropIndicator } from './dnd/drop-indicator.tsx';
export { COMPONENT_LABELS, DragPreview } from './dnd/drag-preview.tsx';
export { LayoutDndProvider, type LayoutDndProviderProps } from './dnd/layout-dnd-provider.tsx';
export { useDraggingComponent, useDropIndicator } from './dnd/dnd-state.ts';
export { resolveDrop, type DropCandidate, type ResolvedDrop } from './dnd/resolve-drop.ts';
export { useLayoutDraggable, useLayoutDropTarget } from './dnd/use-layout-dnd.ts';
export { useTabTitleDnd } from './dnd/use-tab-title-dnd.ts';
export { DeleteComponentButton } from './header/delete-component-button.tsx';
export { EditModeActions, useUndoLimitWarning, type EditModeActionsProps } from './header/edit-mode-actions.tsx';
export { InsertPanel, type InsertPanelProps } from './insert-panel/insert-panel.tsx';
export {
  BACKGROUND_STYLES,
  BackgroundStyleMenu,
  backgroundStyleOf,
  type BackgroundStyleMenuProps,
} from './menu/background-style-menu.tsx';
export {
  MARKDOWN_PLACEHOLDER,
  MarkdownEditor,
  type MarkdownEditorProps,
  type MarkdownMode,
} from './markdown/markdown-editor.tsx';
export { pixelsOf, ResizableBox, snappedSize, type GridSize, type ResizableBoxProps } from './resize/resizable-box.tsx';
