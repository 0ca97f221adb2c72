import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { chipDragOf, chipDropOf, dragItemOf, type DropTargetData } from '../controls/index.ts';

function isDropTarget(data: unknown): data is DropTargetData {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as DropTargetData).accepts) &&
    typeof (data as DropTargetData).onDrop === 'function'
  );
}

/**
 * Hands a dropped dataset item to the control it landed on, when that control accepts its kind; a chip dropped on
 * another chip of its own control moves to that place.
 */
export function handleDragEnd({ active, over }: Pick<DragEndEvent, 'active' | 'over'>): void {
  const chip = chipDragOf(active.data.current);
  if (chip) {
    const to = chipDropOf(over?.data.current, chip.control);
    if (to !== undefined && to !== chip.index) chip.move(chip.index, to);
    return;
  }
  const item = dragItemOf(active.data.current);
  const target = over?.data.current;
  if (item && isDropTarget(target) && target.accepts.includes(item.kind)) target.onDrop(item);
}

/**
 * A few pixels of travel before a drag starts, so a click on an item still opens its tooltip. One object for the
 * page's life: dnd-kit memoizes sensors on it, and new sensors would redraw every draggable item on each render.
 */
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };

/** The page's one drag-and-drop context: dataset panel items are dragged, control drop zones receive. */
export function ExploreDnd({ children }: { children: ReactNode }) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor));
  return (
    <DndContext sensors={sensors} onDragEnd={handleDragEnd}>
      {children}
    </DndContext>
  );
}
