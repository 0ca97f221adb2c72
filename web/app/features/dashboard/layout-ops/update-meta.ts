import type { Layout, LayoutMeta } from '#shared/dashboard/layout.ts';

/**
 * The meta fields edit mode changes: a markdown's `code`, a header's `text`, `headerSize` and `background`, a tab's
 * `text` (its title), a chart's `sliceNameOverride` (its name on this dashboard) and a row or column's `background`.
 */
export type MetaPatch = Pick<LayoutMeta, 'code' | 'text' | 'headerSize' | 'background' | 'sliceNameOverride'>;

/**
 * `layout` with `id`'s meta patched; the same layout object when nothing changes. An empty tab title is ignored, as
 * Superset keeps the previous one.
 */
export function updateComponentMeta(layout: Layout, id: string, patch: MetaPatch): Layout {
  const item = layout[id];
  if (!item) return layout;
  const accepted = Object.entries(patch).filter(([key, value]) => {
    if (item.type === 'TAB' && key === 'text' && !value) return false;
    return (item.meta as Record<string, unknown> | undefined)?.[key] !== value;
  });
  if (accepted.length === 0) return layout;
  return { ...layout, [id]: { ...item, meta: { ...item.meta, ...Object.fromEntries(accepted) } } };
}
