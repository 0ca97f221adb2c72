import { LayoutItem, ROOT_ID } from '#shared/dashboard/layout.ts';

/** One tab of a dashboard a report may send: its layout id, and its title (with its parent tab's, for nested tabs). */
export interface DashboardTab {
  value: string;
  label: string;
}

/**
 * The tabs of a dashboard's `position_json`, in layout order: what a dashboard report may be limited to (its
 * `extra.dashboard.activeTabs`). A layout that does not parse has no tabs to offer.
 */
export function dashboardTabsOf(positionJson: string | null | undefined): DashboardTab[] {
  let positions: unknown;
  try {
    positions = positionJson ? JSON.parse(positionJson) : {};
  } catch {
    return [];
  }
  if (typeof positions !== 'object' || positions === null) return [];
  const items = new Map<string, LayoutItem>();
  for (const [key, value] of Object.entries(positions)) {
    const parsed = LayoutItem.safeParse(value);
    if (parsed.success) items.set(key, parsed.data);
  }
  const titleOf = (item: LayoutItem): string => String(item.meta?.text ?? item.id);
  const parentTab = (item: LayoutItem): LayoutItem | undefined =>
    [...(item.parents ?? [])]
      .reverse()
      .map((id) => items.get(id))
      .find((parent) => parent?.type === 'TAB' && parent.id !== item.id);
  // Depth first from the root: the order a person sees the tabs in (the JSON's key order is no layout order).
  const ordered: LayoutItem[] = [];
  const visit = (id: string, depth: number) => {
    const item = items.get(id);
    if (!item || depth > 64) return;
    ordered.push(item);
    for (const child of item.children) visit(child, depth + 1);
  };
  visit(ROOT_ID, 0);
  return ordered
    .filter((item) => item.type === 'TAB')
    .map((item) => {
      const parent = parentTab(item);
      return { value: item.id, label: parent ? `${titleOf(parent)} › ${titleOf(item)}` : titleOf(item) };
    });
}
