import { ROOT_ID, type Layout, type LayoutItem } from './layout.ts';
import { childDepth, ROOT_DEPTH } from './valid-child.ts';

/**
 * Questions about where a component sits in a layout: its parent, its index, its depth as the drop rules count it,
 * and whether a tabs component is the dashboard's top-level one. Layouts are treated as immutable values, so the
 * child-to-parent index is built once per layout object.
 */

const parentIndexes = new WeakMap<Layout, Map<string, string>>();

function parentIndex(layout: Layout): Map<string, string> {
  let index = parentIndexes.get(layout);
  if (!index) {
    index = new Map();
    for (const [id, item] of Object.entries(layout)) {
      for (const childId of item?.children ?? []) if (childId !== id && !index.has(childId)) index.set(childId, id);
    }
    parentIndexes.set(layout, index);
  }
  return index;
}

/** The id of the component holding `childId`, or undefined for the root and for ids the layout lacks. */
export function findParentId(layout: Layout, childId: string): string | undefined {
  return parentIndex(layout).get(childId);
}

/** The component holding `childId`. */
export function parentOf(layout: Layout, childId: string): LayoutItem | undefined {
  const parentId = findParentId(layout, childId);
  return parentId === undefined ? undefined : layout[parentId];
}

/** Where `childId` stands among its parent's children (-1 when it has no parent). */
export function indexInParent(layout: Layout, childId: string): number {
  return parentOf(layout, childId)?.children.indexOf(childId) ?? -1;
}

/** The id of the root's tabs when the dashboard has top-level tabs. */
export function topLevelTabsId(layout: Layout): string | undefined {
  const first = layout[ROOT_ID]?.children[0];
  return first !== undefined && layout[first]?.type === 'TABS' ? first : undefined;
}

/** Whether `id` is a TAB of the dashboard's top-level tabs. */
export function isTopLevelTab(layout: Layout, id: string): boolean {
  const tabsId = topLevelTabsId(layout);
  return tabsId !== undefined && layout[id]?.type === 'TAB' && findParentId(layout, id) === tabsId;
}

/** The ids from the root down to `id`'s parent, following the children lists (never the stored `parents`). */
export function ancestorsOf(layout: Layout, id: string): string[] {
  const ancestors: string[] = [];
  for (let parentId = findParentId(layout, id); parentId !== undefined; parentId = findParentId(layout, parentId)) {
    if (ancestors.includes(parentId)) break;
    ancestors.unshift(parentId);
  }
  return ancestors;
}

/** The depth a component renders at (Superset passes it down as `depth`): the root is 0. */
export function depthOf(layout: Layout, id: string): number {
  let depth = ROOT_DEPTH;
  for (const ancestorId of ancestorsOf(layout, id)) {
    const ancestor = layout[ancestorId];
    if (ancestor) depth = childDepth(ancestor.type, depth, isTopLevelTab(layout, ancestorId));
  }
  return depth;
}

/** Whether `id` is `ancestorId` or lies inside it. */
export function isSelfOrDescendant(layout: Layout, id: string, ancestorId: string): boolean {
  return id === ancestorId || ancestorsOf(layout, id).includes(ancestorId);
}
