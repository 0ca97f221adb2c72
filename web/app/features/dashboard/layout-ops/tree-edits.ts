import { ROOT_ID, type Layout } from '#shared/dashboard/layout.ts';

/**
 * Small immutable edits the layout operations share: replacing a component's children, removing a subtree, and
 * recomputing every component's `parents` from the root as Superset does after each layout change.
 */

/** `layout` with `id`'s children replaced. */
export function withChildren(layout: Layout, id: string, children: string[]): Layout {
  const item = layout[id];
  return item ? { ...layout, [id]: { ...item, children } } : layout;
}

/** The ids of `id` and everything inside it. */
export function subtreeIds(layout: Layout, id: string): string[] {
  const ids: string[] = [];
  const pending = [id];
  while (pending.length > 0) {
    const next = pending.pop() as string;
    if (ids.includes(next) || !layout[next]) continue;
    ids.push(next);
    pending.push(...(layout[next]?.children ?? []));
  }
  return ids;
}

/** `layout` without `id`'s subtree, and without `id` in `parentId`'s children. */
export function withoutSubtree(layout: Layout, id: string, parentId: string | undefined): Layout {
  const next = { ...layout };
  for (const gone of subtreeIds(layout, id)) delete next[gone];
  const parent = parentId === undefined ? undefined : next[parentId];
  if (parent && parentId !== undefined)
    next[parentId] = { ...parent, children: parent.children.filter((childId) => childId !== id) };
  return next;
}

function sameIds(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((id, index) => id === b[index]);
}

/** `layout` with each component's `parents` listing its ancestors from the root (components already right are kept). */
export function withParents(layout: Layout): Layout {
  const next = { ...layout };
  const visit = (id: string, parents: string[]) => {
    const item = next[id];
    if (!item) return;
    if (id !== ROOT_ID && !sameIds(item.parents, parents)) next[id] = { ...item, parents };
    const childParents = [...parents, id];
    for (const childId of item.children) if (!childParents.includes(childId)) visit(childId, childParents);
  };
  visit(ROOT_ID, []);
  return next;
}
