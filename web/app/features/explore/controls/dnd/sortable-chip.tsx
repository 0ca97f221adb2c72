import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { PointerEventHandler, ReactNode } from 'react';

/** What a chip carries while dragged within its control: where it sits and how to move it. */
export interface ChipDragData {
  kind: 'chip';
  control: string;
  index: number;
  move: (from: number, to: number) => void;
}

/** What a chip offers as a drop target: the slot it holds in its control. */
export interface ChipDropData {
  chipOf: string;
  index: number;
}

/** The chip data a dnd-kit `active.data.current` carries, when it is a chip being reordered. */
export function chipDragOf(data: unknown): ChipDragData | undefined {
  const chip = data as Partial<ChipDragData> | undefined;
  return chip?.kind === 'chip' &&
    typeof chip.control === 'string' &&
    typeof chip.index === 'number' &&
    typeof chip.move === 'function'
    ? (chip as ChipDragData)
    : undefined;
}

/** The slot a chip dropped on holds, when it is a chip of `control`. */
export function chipDropOf(data: unknown, control: string): number | undefined {
  const slot = data as Partial<ChipDropData> | undefined;
  return slot?.chipOf === control && typeof slot.index === 'number' ? slot.index : undefined;
}

/** The items with the one at `from` moved to `to`, as dragging a chip onto another's place does. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  if (item === undefined) return [...items];
  moved.splice(Math.max(0, Math.min(to, moved.length)), 0, item);
  return moved;
}

/**
 * A chip that can be dragged onto another chip of the same control to reorder them, as Superset's DnD controls
 * allow; a few pixels of travel start the drag, so a click still opens the chip's editor.
 */
export function SortableChip({
  control,
  index,
  move,
  children,
}: {
  control: string;
  index: number;
  move: ChipDragData['move'];
  children: ReactNode;
}) {
  const drag: ChipDragData = { kind: 'chip', control, index, move };
  const drop: ChipDropData = { chipOf: control, index };
  const {
    setNodeRef: dragRef,
    attributes,
    listeners,
    isDragging,
  } = useDraggable({ id: `chip:${control}:${index}`, data: drag });
  const { setNodeRef: dropRef, isOver, active } = useDroppable({ id: `chip-slot:${control}:${index}`, data: drop });
  const target = isOver && chipDragOf(active?.data.current)?.control === control;
  return (
    <span
      ref={(node) => {
        dragRef(node);
        dropRef(node);
      }}
      // A chip never widens its control: at most the control's width, its text cut with an ellipsis.
      style={{
        opacity: isDragging ? 0.4 : 1,
        outline: target ? '2px solid var(--mantine-color-cyan-5)' : undefined,
        borderRadius: 12,
        display: 'inline-flex',
        maxWidth: '100%',
        minWidth: 0,
      }}
      data-testid={`${control}-chip-slot`}
      aria-describedby={attributes['aria-describedby']}
      // Only the pointer starts a reorder: Enter on the chip inside opens its editor, and must not start a keyboard drag.
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLSpanElement> | undefined}
    >
      {children}
    </span>
  );
}
