import type { DropResult } from '#shared/dashboard/drop-rules.ts';
import { isResizable, widthAfterDrop } from '#shared/dashboard/drop-width.ts';
import type { Layout } from '#shared/dashboard/layout.ts';
import { isSelfOrDescendant } from '#shared/dashboard/layout-tree.ts';
import { shouldWrapInRow } from './insert-component.ts';
import { newComponent, type NewId } from './new-component.ts';
import { withChildren } from './tree-edits.ts';

/** `layout` with the dragged component's width set to what its new container leaves it (a drop may shrink it). */
function withDroppedWidth(before: Layout, after: Layout, drop: DropResult): Layout {
  const dragged = after[drop.dragging.id];
  const original = before[drop.dragging.id];
  if (!dragged || !original || !isResizable(dragged.type)) return after;
  const width = widthAfterDrop(before, original, drop.source.id, drop.destination.id);
  const nextWidth = width && width > 0 ? width : undefined;
  if (nextWidth === undefined || dragged.meta?.width === nextWidth) return after;
  return { ...after, [dragged.id]: { ...dragged, meta: { ...dragged.meta, width: nextWidth } } };
}

/**
 * `layout` with an existing component moved to the drop's destination (Superset's MOVE_COMPONENT): taken out of its
 * source, inserted at `destination.index` (counted once it has left), resized to fit, and wrapped in a new row when it
 * lands in the grid or a tab as a chart, markdown or column. A drop into the component itself changes nothing.
 */
export function moveComponent(layout: Layout, drop: DropResult, newId: NewId): Layout {
  const draggedId = drop.dragging.id;
  const source = layout[drop.source.id];
  const destination = layout[drop.destination.id];
  if (!source || !destination || !layout[draggedId] || !source.children.includes(draggedId)) return layout;
  if (isSelfOrDescendant(layout, destination.id, draggedId)) return layout;

  const sourceChildren = source.children.filter((id) => id !== draggedId);
  let next = withChildren(layout, source.id, sourceChildren);
  const destinationChildren = [...(source.id === destination.id ? sourceChildren : destination.children)];
  const index = Math.min(Math.max(drop.destination.index, 0), destinationChildren.length);
  destinationChildren.splice(index, 0, draggedId);
  if (shouldWrapInRow(destination.type, drop.dragging.type)) {
    const row = { ...newComponent('ROW', newId), children: [draggedId] };
    next = { ...next, [row.id]: row };
    destinationChildren[index] = row.id;
  }
  next = withChildren(next, destination.id, destinationChildren);
  return withDroppedWidth(layout, next, drop);
}
