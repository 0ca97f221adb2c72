import {
  dropPosition,
  dropResultFor,
  refusedDropMessage,
  type DraggedComponent,
  type DropPosition,
  type DropResult,
} from '#shared/dashboard/drop-rules.ts';
import type { Layout } from '#shared/dashboard/layout.ts';
import { depthOf } from '#shared/dashboard/layout-tree.ts';

/** A drop target under the pointer and its box on screen (px, viewport coordinates). */
export interface DropCandidate {
  /** The drop zone's id (a component may have more than one zone). */
  zoneId: string;
  componentId: string;
  rect: { left: number; top: number; width: number; height: number };
}

/** Where a drag would land now: the component showing the indicator, the indicator, and the drop it would make. */
export interface ResolvedDrop {
  zoneId: string;
  targetId: string;
  position: DropPosition;
  drop: DropResult | null;
  /** Superset's warning when letting go here would be refused (no room in the row, top-level tab into nested tabs). */
  refused: string | null;
}

const area = ({ rect }: DropCandidate) => rect.width * rect.height;

/**
 * Which of the drop targets under the pointer answers, as Superset's nested drop targets do: the innermost one always
 * may, the ones around it only near their edges; the first that accepts the drop wins, and when none does the
 * innermost shows that the drop is forbidden.
 */
export function resolveDrop(
  layout: Layout,
  dragging: DraggedComponent,
  candidates: readonly DropCandidate[],
  pointer: { x: number; y: number },
): ResolvedDrop | null {
  // A container exactly as big as its only child (a tab holding one row) ties on area: the deeper component is inner.
  const innermostFirst = [...candidates].sort(
    (a, b) => area(a) - area(b) || depthOf(layout, b.componentId) - depthOf(layout, a.componentId),
  );
  let forbidden: ResolvedDrop | null = null;
  for (const [rank, candidate] of innermostFirst.entries()) {
    const { left, top, width, height } = candidate.rect;
    const position = dropPosition({
      layout,
      dragging,
      targetId: candidate.componentId,
      pointer: { x: pointer.x - left, y: pointer.y - top, width, height },
      shallow: rank === 0,
    });
    if (position === 'forbidden') {
      forbidden ??= { zoneId: candidate.zoneId, targetId: candidate.componentId, position, drop: null, refused: null };
    } else if (position) {
      const drop = dropResultFor(layout, dragging, candidate.componentId, position);
      return {
        zoneId: candidate.zoneId,
        targetId: candidate.componentId,
        position,
        drop,
        refused: drop ? refusedDropMessage(layout, drop) : null,
      };
    }
  }
  return forbidden;
}
