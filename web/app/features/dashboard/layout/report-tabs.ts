import type { Layout } from '#shared/dashboard/layout.ts';

/** Whether the layout item holds (anywhere below it) one of the ids. */
function holdsAny(layout: Layout, id: string, wanted: ReadonlySet<string>): boolean {
  return (layout[id]?.children ?? []).some((child) => wanted.has(child) || holdsAny(layout, child, wanted));
}

/**
 * The tabs of one TABS component a report shows: the selected ones and those leading to a selected one; all of them
 * when the report selects none, or when its selection lies elsewhere (above this component: a whole selected tab is
 * shown with every tab inside it).
 */
export function reportTabIds(layout: Layout, tabIds: readonly string[], selected: readonly string[] | null): string[] {
  if (!selected) return [...tabIds];
  const wanted = new Set(selected);
  const shown = tabIds.filter((tabId) => wanted.has(tabId) || holdsAny(layout, tabId, wanted));
  return shown.length > 0 ? shown : [...tabIds];
}
