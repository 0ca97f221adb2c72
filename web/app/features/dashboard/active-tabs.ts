import { ROOT_ID, type Layout, type LayoutItem } from '#shared/dashboard/layout.ts';

/** Active tab by TABS id, from a permalink's list of active TAB ids (ids the layout lacks are ignored). */
export function activeTabsFrom(layout: Layout, tabIds: readonly string[] | null | undefined): Record<string, string> {
  const active: Record<string, string> = {};
  for (const tabId of tabIds ?? []) {
    const parent = Object.values(layout).find((item) => item.type === 'TABS' && item.children.includes(tabId));
    if (parent) active[parent.id] = tabId;
  }
  return active;
}

/**
 * Every item a viewer sees, from the root down in layout order: each TABS shows its chosen tab (its first when none
 * is chosen), and only what is shown is followed.
 */
export function shownItems(layout: Layout, chosen: Readonly<Record<string, string>>): LayoutItem[] {
  const shown: LayoutItem[] = [];
  const visit = (id: string) => {
    const item = layout[id];
    if (!item) return;
    shown.push(item);
    if (item.type === 'TABS') {
      const active = chosen[id] && item.children.includes(chosen[id]) ? chosen[id] : item.children[0];
      if (active) visit(active);
      return;
    }
    for (const child of item.children) visit(child);
  };
  visit(ROOT_ID);
  return shown;
}

/** The TAB ids a viewer sees (see {@link shownItems}). A permalink keeps these (`activeTabs`). */
export function visibleActiveTabs(layout: Layout, chosen: Readonly<Record<string, string>>): string[] {
  return shownItems(layout, chosen).flatMap((item) => (item.type === 'TAB' ? [item.id] : []));
}
