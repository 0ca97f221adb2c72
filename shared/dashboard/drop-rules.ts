import { ROOT_ID, type Layout, type LayoutItem, type LayoutMeta, type LayoutType } from './layout.ts';
import { DEFAULT_NEW_WIDTH, widthAfterDrop } from './drop-width.ts';
import { depthOf, indexInParent, isSelfOrDescendant, parentOf, topLevelTabsId } from './layout-tree.ts';
import { isValidChild } from './valid-child.ts';

/**
 * Superset's drag-and-drop rules for dashboard layouts: where a dragged component would land when the pointer is over
 * a component (an edge of it, as a sibling, or inside it, as a child), whether it may land there at all, which
 * container and index that means, and the drops refused when they happen (no room in a row, top-level tabs into nested
 * tabs). Pure: the web app feeds it pointer offsets and the server may use it to check layouts.
 */

/** Where a drop lands relative to the hovered component, or `forbidden` when it may not land there. */
export type DropPosition = 'top' | 'right' | 'bottom' | 'left' | 'forbidden';

/** How close (px) the pointer must be to an edge to drop beside a component that could also take it as a child. */
export const SIBLING_DROP_THRESHOLD = 20;
/** How close (px) the pointer must be to an edge of a component it is not directly over for that one to answer. */
export const NON_SHALLOW_DROP_THRESHOLD = 20;
/** The source id of components dragged from the insert panel. */
export const NEW_COMPONENTS_SOURCE_ID = 'NEW_COMPONENTS_SOURCE_ID';

/** Superset's warnings for drops it refuses. */
export const NOT_ENOUGH_SPACE_MESSAGE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';
export const TOP_LEVEL_TAB_INTO_NESTED_MESSAGE = 'Can not move top level tab into nested tabs';

/** `row`: the component's children sit side by side; `column`: they stack. Siblings go the other way. */
export type Orientation = 'row' | 'column';

/** The component being dragged: an existing one (with its id) or a new one from the insert panel. */
export interface DraggedComponent {
  id?: string;
  type: LayoutType;
  meta?: LayoutMeta;
}

/** The pointer's offset from the hovered component's top-left corner, and that component's size, in px. */
export interface PointerInBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the drop rules are asked while dragging. */
export interface DropQuery {
  layout: Layout;
  dragging: DraggedComponent;
  targetId: string;
  pointer: PointerInBox;
  /** Whether the target is the innermost component under the pointer (Superset's `isDraggingOverShallow`). */
  shallow?: boolean;
}

/** The orientation Superset's components give their drop target. */
export function orientationOf(layout: Layout, id: string): Orientation {
  const item = layout[id];
  switch (item?.type) {
    case 'COLUMN':
    case 'TAB':
    case 'GRID':
    case 'ROOT':
      return 'column';
    case 'CHART':
    case 'MARKDOWN':
      return parentOf(layout, id)?.type === 'ROW' ? 'column' : 'row';
    default:
      return 'row';
  }
}

/** Whether a position means "inside the target" rather than "beside it", for a target of this orientation. */
export function isChildPosition(orientation: Orientation, position: DropPosition): boolean {
  return orientation === 'row'
    ? position === 'left' || position === 'right'
    : position === 'top' || position === 'bottom';
}

function childPosition(orientation: Orientation, hasChildren: boolean): DropPosition {
  if (orientation === 'row') return hasChildren ? 'right' : 'left';
  return hasChildren ? 'bottom' : 'top';
}

/** Is the target, or the container it sits in, the dragged component or inside it? */
function dropsIntoItself(query: DropQuery, parent: LayoutItem | undefined): boolean {
  const draggedId = query.dragging.id;
  if (draggedId === undefined) return false;
  const within = (id: string | undefined) => id !== undefined && isSelfOrDescendant(query.layout, id, draggedId);
  return within(query.targetId) || within(parent?.id);
}

/**
 * Superset's `getDropPosition`: null when the target shows no indicator (the dragged component itself, or a target the
 * pointer is not close enough to), `forbidden` when the dragged component may be neither child nor sibling there.
 */
export function dropPosition(query: DropQuery): DropPosition | null {
  const { layout, dragging, targetId, pointer, shallow = true } = query;
  const target = layout[targetId];
  if (!target || dragging.id === targetId) return null;
  const parent = parentOf(layout, targetId);
  if (dropsIntoItself(query, parent)) return 'forbidden';
  if (target.type === 'ROOT' && topLevelTabsId(layout) !== undefined) return 'forbidden';

  const depth = depthOf(layout, targetId);
  const validChild = isValidChild(target.type, dragging.type, depth);
  const parentDepth = depth + (parent?.type === 'TAB' || parent?.type === 'TABS' ? 0 : -1);
  const validSibling = parent !== undefined && isValidChild(parent.type, dragging.type, parentDepth);
  if (!validChild && !validSibling) return 'forbidden';

  const orientation = orientationOf(layout, targetId);
  const hasChildren = target.children.length > 0;
  if (validChild && !validSibling) return childPosition(orientation, hasChildren);

  const deltaTop = Math.abs(pointer.y);
  const deltaBottom = Math.abs(pointer.y - pointer.height);
  const deltaLeft = Math.abs(pointer.x);
  const deltaRight = Math.abs(pointer.x - pointer.width);
  if (!shallow && [deltaTop, deltaBottom, deltaLeft, deltaRight].every((delta) => delta > NON_SHALLOW_DROP_THRESHOLD))
    return null;

  // Siblings of a `row` target stack above and below it; siblings of a `column` target sit left and right.
  const siblingsStack = orientation === 'row';
  if (!validChild) {
    if (siblingsStack) return pointer.y < pointer.height / 2 ? 'top' : 'bottom';
    return pointer.x < pointer.width / 2 ? 'left' : 'right';
  }
  if (siblingsStack) {
    if (deltaTop < SIBLING_DROP_THRESHOLD) return 'top';
    if (deltaBottom < SIBLING_DROP_THRESHOLD) return 'bottom';
  } else {
    if (deltaLeft < SIBLING_DROP_THRESHOLD) return 'left';
    if (deltaRight < SIBLING_DROP_THRESHOLD) return 'right';
  }
  return childPosition(orientation, hasChildren);
}

/** A place among a container's children. */
export interface DropLocation {
  id: string;
  type: LayoutType | undefined;
  index: number;
}

/**
 * A drop, as Superset's layout actions take it: where the dragged component comes from (the insert panel's
 * NEW_COMPONENTS_SOURCE_ID for new ones), what it is, and where it goes. `destination.index` counts the destination's
 * children once the dragged component has left its source.
 */
export interface DropResult {
  source: DropLocation;
  destination: DropLocation;
  dragging: DraggedComponent & { id: string };
  position: DropPosition;
}

/** The component a drop carries, as the layout has it or as the insert panel would create it. */
export function draggedItem(layout: Layout, dragging: DraggedComponent): LayoutItem {
  const existing = dragging.id === undefined ? undefined : layout[dragging.id];
  if (existing) return existing;
  const width = DEFAULT_NEW_WIDTH[dragging.type];
  const meta = width === undefined ? dragging.meta : { width, ...dragging.meta };
  return { id: dragging.id ?? `NEW-${dragging.type}`, type: dragging.type, children: [], ...(meta ? { meta } : {}) };
}

function sourceOf(layout: Layout, dragging: DraggedComponent): DropLocation {
  const parent = dragging.id === undefined ? undefined : parentOf(layout, dragging.id);
  if (!parent || dragging.id === undefined) return { id: NEW_COMPONENTS_SOURCE_ID, type: undefined, index: 0 };
  return { id: parent.id, type: parent.type, index: parent.children.indexOf(dragging.id) };
}

/** Where a drop at `position` over `targetId` puts the dragged component; null for a forbidden or meaningless drop. */
export function dropResultFor(
  layout: Layout,
  dragging: DraggedComponent,
  targetId: string,
  position: DropPosition | null,
): DropResult | null {
  const target = layout[targetId];
  if (!target || !position || position === 'forbidden') return null;
  const source = sourceOf(layout, dragging);
  const draggingWithId = { ...dragging, id: dragging.id ?? draggedItem(layout, dragging).id };
  // A tab's title takes anything but another tab as its last child (Superset's `dropToChild`).
  const intoTab = target.type === 'TAB' && dragging.type !== 'TAB';
  if (intoTab || target.type === 'ROOT' || isChildPosition(orientationOf(layout, targetId), position)) {
    const index = target.type === 'ROOT' ? 0 : target.children.filter((id) => id !== dragging.id).length;
    return { source, destination: { id: target.id, type: target.type, index }, dragging: draggingWithId, position };
  }
  const parent = parentOf(layout, targetId);
  if (!parent) return null;
  let index = indexInParent(layout, targetId) + (position === 'bottom' || position === 'right' ? 1 : 0);
  if (source.id === parent.id && source.index < index) index -= 1;
  return { source, destination: { id: parent.id, type: parent.type, index }, dragging: draggingWithId, position };
}

/** Why a drop Superset would refuse is refused (the warning it shows), or null when the drop may happen. */
export function refusedDropMessage(layout: Layout, drop: DropResult): string | null {
  const dragged = draggedItem(layout, drop.dragging);
  if (widthAfterDrop(layout, dragged, drop.source.id, drop.destination.id) === -1) return NOT_ENOUGH_SPACE_MESSAGE;
  const rootTabs = topLevelTabsId(layout);
  const fromTopLevelTabs = drop.source.type === 'TABS' && drop.source.id === rootTabs;
  if (fromTopLevelTabs && drop.destination.type === 'TABS' && drop.destination.id !== rootTabs)
    return TOP_LEVEL_TAB_INTO_NESTED_MESSAGE;
  return null;
}

/** Whether the dropped component lands on the root, which makes it the dashboard's top-level tabs. */
export const dropsOnRoot = (drop: DropResult): boolean => drop.destination.id === ROOT_ID;
