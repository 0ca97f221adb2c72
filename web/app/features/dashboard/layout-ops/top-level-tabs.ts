import { NEW_COMPONENTS_SOURCE_ID, type DropResult } from '#shared/dashboard/drop-rules.ts';
import { GRID_ID, ROOT_ID, type Layout } from '#shared/dashboard/layout.ts';
import { findParentId } from '#shared/dashboard/layout-tree.ts';
import { newComponent, type NewId } from './new-component.ts';

/**
 * Tabs dropped on the dashboard's root become its top-level tabs and take everything the grid held into their first
 * tab; deleting top-level tabs pours every tab's content back into the grid (Superset's CREATE_ and
 * DELETE_TOP_LEVEL_TABS).
 */

/** `layout` with the dropped tabs (new, or moved from inside the dashboard) as its top-level tabs. */
export function createTopLevelTabs(layout: Layout, drop: DropResult, newId: NewId): Layout {
  const root = layout[ROOT_ID];
  const topId = root?.children[0];
  const top = topId === undefined ? undefined : layout[topId];
  if (!root || !top || topId === undefined || top.type !== 'GRID') return layout;
  const next = { ...layout };
  const isNew = drop.source.id === NEW_COMPONENTS_SOURCE_ID;
  const tabs = isNew ? newComponent('TABS', newId) : layout[drop.dragging.id];
  if (!tabs) return layout;
  const firstTabId = isNew ? newId('TAB') : tabs.children[0];
  if (firstTabId === undefined) return layout;
  if (isNew) next[firstTabId] = { ...newComponent('TAB', () => firstTabId) };
  const firstTab = next[firstTabId];
  if (!firstTab) return layout;

  if (!isNew) {
    const holderId = findParentId(layout, tabs.id);
    const holder = holderId === undefined ? undefined : next[holderId];
    if (holder && holderId !== undefined)
      next[holderId] = { ...holder, children: holder.children.filter((id) => id !== tabs.id) };
  }
  const moved = (next[topId]?.children ?? []).filter((id) => id !== tabs.id);
  next[firstTabId] = { ...firstTab, children: [...firstTab.children, ...moved] };
  next[tabs.id] = { ...tabs, children: isNew ? [firstTabId] : tabs.children };
  next[topId] = { ...top, children: [] };
  next[ROOT_ID] = { ...root, children: [tabs.id] };
  return next;
}

/** `layout` without its top-level tabs, their tabs' content back in the grid in tab order. */
export function deleteTopLevelTabs(layout: Layout): Layout {
  const root = layout[ROOT_ID];
  const topId = root?.children[0];
  const tabs = topId === undefined ? undefined : layout[topId];
  if (!root || !tabs || topId === undefined || tabs.type !== 'TABS') return layout;
  const next = { ...layout };
  const moved = tabs.children.flatMap((tabId) => layout[tabId]?.children ?? []);
  for (const tabId of tabs.children) delete next[tabId];
  delete next[topId];
  next[ROOT_ID] = { ...root, children: [GRID_ID] };
  next[GRID_ID] = { ...(layout[GRID_ID] ?? { id: GRID_ID, type: 'GRID' }), children: moved };
  return next;
}
