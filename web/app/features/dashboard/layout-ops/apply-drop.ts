import {
  dropsOnRoot,
  NEW_COMPONENTS_SOURCE_ID,
  refusedDropMessage,
  type DropResult,
} from '#shared/dashboard/drop-rules.ts';
import type { Layout } from '#shared/dashboard/layout.ts';
import { deleteComponent } from './delete-component.ts';
import { insertNewComponent } from './insert-component.ts';
import { moveComponent } from './move-component.ts';
import type { NewId } from './new-component.ts';
import { createTopLevelTabs } from './top-level-tabs.ts';
import { withParents } from './tree-edits.ts';

/** What a drop did: the next layout, and Superset's warning when it refused the drop (the layout is then unchanged). */
export interface DropOutcome {
  layout: Layout;
  refused: string | null;
}

/**
 * A drop applied as Superset's `handleComponentDrop` does: refused when the destination lacks room or a top-level tab
 * would go into nested tabs; tabs dropped on the root become top-level tabs; new components are created; existing ones
 * move unless dropped where they were; a row or tabs component a move leaves empty is removed.
 */
export function applyDrop(layout: Layout, drop: DropResult, newId: NewId): DropOutcome {
  const refused = refusedDropMessage(layout, drop);
  if (refused) return { layout, refused };
  const isNew = drop.source.id === NEW_COMPONENTS_SOURCE_ID;
  const unmoved = drop.source.id === drop.destination.id && drop.source.index === drop.destination.index;
  let next = layout;
  if (dropsOnRoot(drop)) next = createTopLevelTabs(layout, drop, newId);
  else if (isNew) next = insertNewComponent(layout, drop, newId);
  else if (!unmoved) next = moveComponent(layout, drop, newId);
  if (next === layout) return { layout, refused: null };

  const source = next[drop.source.id];
  if (!isNew && source && (source.type === 'ROW' || source.type === 'TABS') && source.children.length === 0) {
    next = deleteComponent(next, source.id);
  }
  return { layout: withParents(next), refused: null };
}
