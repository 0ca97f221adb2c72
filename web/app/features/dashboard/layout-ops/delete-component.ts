import { GRID_ID, HEADER_ID, ROOT_ID, type Layout } from '#shared/dashboard/layout.ts';
import { findParentId, topLevelTabsId } from '#shared/dashboard/layout-tree.ts';
import { deleteTopLevelTabs } from './top-level-tabs.ts';
import { withoutSubtree, withParents } from './tree-edits.ts';

/** Components a user cannot delete: the root, the grid and the dashboard header. */
const PERMANENT = new Set([ROOT_ID, GRID_ID, HEADER_ID]);

/**
 * `layout` without `id` and everything inside it (Superset's DELETE_COMPONENT): a row left empty goes too, the last
 * tab of a tabs component takes the tabs with it, and deleting top-level tabs puts their content back in the grid.
 */
export function deleteComponent(layout: Layout, id: string): Layout {
  if (PERMANENT.has(id) || !layout[id]) return layout;
  if (id === topLevelTabsId(layout)) return withParents(deleteTopLevelTabs(layout));
  const parentId = findParentId(layout, id);
  const parent = parentId === undefined ? undefined : layout[parentId];
  if (layout[id]?.type === 'TAB' && parent?.type === 'TABS' && parent.children.length === 1 && parentId !== undefined) {
    return deleteComponent(layout, parentId);
  }
  return withParents(withoutEmptyRow(withoutSubtree(layout, id, parentId), parentId));
}

/** `layout` without the row `rowId` when a change left it empty (Superset never keeps an empty row). */
export function withoutEmptyRow(layout: Layout, rowId: string | undefined): Layout {
  const row = rowId === undefined ? undefined : layout[rowId];
  if (!row || rowId === undefined || row.type !== 'ROW' || row.children.length > 0) return layout;
  return withoutSubtree(layout, rowId, findParentId(layout, rowId));
}
