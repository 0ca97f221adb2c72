import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { DraggedComponent, DropResult } from '#shared/dashboard/drop-rules.ts';
import type { Layout } from '#shared/dashboard/layout.ts';
import { LayoutDndStateContext, type LayoutDndState } from './dnd-state.ts';
import { DragPreview } from './drag-preview.tsx';
import { resolveDrop, type DropCandidate, type ResolvedDrop } from './resolve-drop.ts';
import type { LayoutDragData, LayoutDropData } from './use-layout-dnd.ts';

/**
 * Drop zones are measured again while dragging: a drop just made (a chart landing in a row) changes boxes that
 * the next drag must see, and charts grow as they draw.
 */
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

/** Every drop zone under the pointer (the drop rules pick among nested ones); by box overlap for keyboard drags. */
const zonesUnderPointer: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);

/** Where the pointer is: where the drag started plus how far it went, or the dragged box's centre for keyboard drags. */
function pointerOf(event: DragMoveEvent): { x: number; y: number } | null {
  const start = event.activatorEvent;
  if (start && 'clientX' in start && 'clientY' in start) {
    return { x: Number(start.clientX) + event.delta.x, y: Number(start.clientY) + event.delta.y };
  }
  const box = event.active.rect.current.translated;
  return box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null;
}

function candidatesOf(event: DragMoveEvent): DropCandidate[] {
  return (event.collisions ?? []).flatMap((collision) => {
    const container = collision.data?.droppableContainer as
      { rect: { current: DropCandidate['rect'] | null }; data: { current?: Partial<LayoutDropData> } } | undefined;
    const rect = container?.rect.current;
    const componentId = container?.data.current?.componentId;
    return rect && componentId ? [{ zoneId: String(collision.id), componentId, rect }] : [];
  });
}

/** What the page does with a drop: apply it, or show Superset's warning for one it refuses. */
export interface LayoutDndProviderProps {
  layout: Layout;
  onDrop: (drop: DropResult) => void;
  onRefused: (message: string) => void;
  children: ReactNode;
}

/**
 * Drag and drop for edit mode, on dnd-kit: components made draggable with `useLayoutDraggable` and drop zones made
 * with `useLayoutDropTarget` meet here; while dragging, Superset's drop rules choose the zone and edge that show an
 * indicator; letting go hands the drop to `onDrop`, or its refusal message to `onRefused`.
 */
export function LayoutDndProvider({ layout, onDrop, onRefused, children }: LayoutDndProviderProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );
  const [dragging, setDragging] = useState<DraggedComponent | null>(null);
  const [resolved, setResolved] = useState<ResolvedDrop | null>(null);
  const latest = useRef<ResolvedDrop | null>(null);

  const show = (next: ResolvedDrop | null) => {
    latest.current = next;
    setResolved((shown) => (shown?.zoneId === next?.zoneId && shown?.position === next?.position ? shown : next));
  };
  const onDragStart = (event: DragStartEvent) => {
    setDragging((event.active.data.current as LayoutDragData | undefined)?.dragging ?? null);
    show(null);
  };
  const onDragMove = (event: DragMoveEvent) => {
    const moving = (event.active.data.current as LayoutDragData | undefined)?.dragging;
    const pointer = pointerOf(event);
    show(moving && pointer ? resolveDrop(layout, moving, candidatesOf(event), pointer) : null);
  };
  const onDragEnd = () => {
    const final = latest.current;
    if (final?.refused) onRefused(final.refused);
    else if (final?.drop) onDrop(final.drop);
    setDragging(null);
    show(null);
  };
  const onDragCancel = () => {
    setDragging(null);
    show(null);
  };

  const state = useMemo<LayoutDndState>(
    () => ({ dragging, indicator: resolved ? { zoneId: resolved.zoneId, position: resolved.position } : null }),
    [dragging, resolved],
  );
  return (
    <DndContext
      sensors={sensors}
      measuring={MEASURING}
      collisionDetection={zonesUnderPointer}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <LayoutDndStateContext.Provider value={state}>{children}</LayoutDndStateContext.Provider>
      <DragOverlay dropAnimation={null}>{dragging ? <DragPreview dragging={dragging} /> : null}</DragOverlay>
    </DndContext>
  );
}
