import { useCallback } from 'react';
import type { LayoutItem } from '#shared/dashboard/layout.ts';
import { useLayoutDraggable, useLayoutDropTarget } from './use-layout-dnd.ts';

/**
 * A tab title in edit mode, as Superset's: dragged by the title itself to reorder the tab within its tabs or move it
 * to other tabs (the drop rules say where it may go), and a drop zone putting a component dropped on it into the tab.
 * Only the pointer starts a drag: the title keeps its tab role and its keys (Enter, Space, arrows) select tabs.
 */
export function useTabTitleDnd(tab: LayoutItem) {
  const drag = useLayoutDraggable({ id: tab.id, type: 'TAB', meta: tab.meta });
  const drop = useLayoutDropTarget(tab.id, { zone: 'title' });
  const { setNodeRef: setDragRef } = drag;
  const { setNodeRef: setDropRef } = drop;
  const setNodeRef = useCallback(
    (element: HTMLElement | null) => {
      setDragRef(element);
      setDropRef(element);
    },
    [setDragRef, setDropRef],
  );
  return { setNodeRef, pointerProps: drag.pointerProps, isDragging: drag.isDragging, dropPosition: drop.dropPosition };
}
