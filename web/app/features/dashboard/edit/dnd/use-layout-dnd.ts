import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { PointerEvent } from 'react';
import type { DraggedComponent, DropPosition } from '#shared/dashboard/drop-rules.ts';
import { useDropIndicator, zoneIdOf } from './dnd-state.ts';

/** What every layout draggable carries to the drop rules. */
export interface LayoutDragData {
  dragging: DraggedComponent;
}

/** What every layout drop zone tells the drop rules: the component it stands for. */
export interface LayoutDropData {
  componentId: string;
}

/** A stable drag id: the component's id, or its type (and chart) for a new one from the insert panel. */
const dragIdOf = (dragging: DraggedComponent) =>
  `drag:${dragging.id ?? `new-${dragging.type}-${dragging.meta?.chartId ?? ''}`}`;

/**
 * Makes an element draggable as a layout component. Spread `handleProps` on the drag handle (or the whole element)
 * and give `setNodeRef` to the element that moves; an element with its own role and keys (a tab) takes only
 * `pointerProps`, so it is dragged with the pointer and keeps its own semantics.
 */
export function useLayoutDraggable(dragging: DraggedComponent, options: { disabled?: boolean } = {}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: dragIdOf(dragging),
    data: { dragging } satisfies LayoutDragData,
    disabled: options.disabled,
  });
  // dnd-kit types its listeners as bare Functions; the pointer sensor's takes the pointer event.
  const onPointerDown = listeners?.onPointerDown as ((event: PointerEvent<HTMLElement>) => void) | undefined;
  return { handleProps: { ...attributes, ...listeners }, pointerProps: { onPointerDown }, setNodeRef, isDragging };
}

/**
 * Makes an element a drop zone for a layout component: give `setNodeRef` to the element whose box the drop rules
 * measure (its edges decide between "beside" and "inside"), and render `<DropIndicator position={dropPosition} />`
 * inside it. A component with two zones (a tab's title and its content) names the second with `zone`.
 */
export function useLayoutDropTarget(
  componentId: string,
  options: { zone?: string; disabled?: boolean } = {},
): {
  setNodeRef: (element: HTMLElement | null) => void;
  dropPosition: DropPosition | null;
} {
  const zoneId = zoneIdOf(componentId, options.zone);
  const { setNodeRef } = useDroppable({
    id: zoneId,
    data: { componentId } satisfies LayoutDropData,
    disabled: options.disabled,
  });
  return { setNodeRef, dropPosition: useDropIndicator(zoneId) };
}
