import { draggedItem, NEW_COMPONENTS_SOURCE_ID, type DropResult } from '#shared/dashboard/drop-rules.ts';
import { isResizable, widthAfterDrop } from '#shared/dashboard/drop-width.ts';
import type { Layout, LayoutItem, LayoutType } from '#shared/dashboard/layout.ts';
import { newComponent, type NewId } from './new-component.ts';

/** Superset wraps charts, markdown and columns dropped straight into the grid or a tab in a new row. */
export function shouldWrapInRow(parentType: LayoutType | undefined, childType: LayoutType): boolean {
  const wraps = childType === 'CHART' || childType === 'MARKDOWN' || childType === 'COLUMN';
  return wraps && (parentType === 'GRID' || parentType === 'TAB');
}

/** `child` sized for its destination: as wide as it asks when that fits, else the room left. */
function sizedForDrop(layout: Layout, drop: DropResult, child: LayoutItem): LayoutItem {
  if (!isResizable(child.type)) return child;
  const width = widthAfterDrop(
    layout,
    draggedItem(layout, drop.dragging),
    NEW_COMPONENTS_SOURCE_ID,
    drop.destination.id,
  );
  // Superset never stores a zero or negative width: an unmeasured component keeps its default.
  return width && width > 0 ? { ...child, meta: { ...child.meta, width } } : child;
}

/**
 * The components a drop from the insert panel creates, placed at the drop's destination: the new component, inside a
 * new row when the grid or a tab receives a chart, markdown or column, and a first tab inside new tabs.
 */
export function insertNewComponent(layout: Layout, drop: DropResult, newId: NewId): Layout {
  const destination = layout[drop.destination.id];
  if (!destination) return layout;
  const next = { ...layout };
  let child = sizedForDrop(layout, drop, newComponent(drop.dragging.type, newId, drop.dragging.meta));
  if (drop.dragging.type === 'TABS') {
    const tab = newComponent('TAB', newId);
    next[tab.id] = tab;
    child = { ...child, children: [tab.id] };
  }
  next[child.id] = child;
  let placedId = child.id;
  if (shouldWrapInRow(destination.type, drop.dragging.type)) {
    const row = { ...newComponent('ROW', newId), children: [child.id] };
    next[row.id] = row;
    placedId = row.id;
  }
  const children = [...destination.children];
  children.splice(drop.destination.index, 0, placedId);
  next[destination.id] = { ...destination, children };
  return next;
}
