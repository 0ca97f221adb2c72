import { Checkbox, Stack } from '@mantine/core';
import { ROOT_ID, isLayoutItem } from '#shared/dashboard/layout.ts';
import { chartIdsInScope, chartPlacements } from '#shared/dashboard/filter-scope.ts';
import type { FilterScope } from '#shared/dashboard/native-filters.ts';
import type { DashboardChartRef } from '../context.tsx';
import { scopeOfSelection } from './draft.ts';

/** A tab or a chart of the scope tree; rows, columns and grids are see-through. */
export interface ScopeNode {
  id: string;
  label: string;
  chartIds: number[];
  children: ScopeNode[];
}

type Item = {
  type: string;
  children?: string[];
  meta?: { chartId?: number; text?: string; sliceName?: string | null; sliceNameOverride?: string | null };
};

/** The tabs and charts of a layout as a tree, each node with the chart ids under it. */
export function scopeTree(
  layout: Readonly<Record<string, unknown>>,
  charts: readonly DashboardChartRef[],
): ScopeNode[] {
  const items = new Map(Object.entries(layout).filter(([key, value]) => isLayoutItem(key, value)) as [string, Item][]);
  const walk = (id: string, seen: Set<string>): ScopeNode[] => {
    const item = items.get(id);
    if (!item || seen.has(id)) return [];
    seen.add(id);
    const children = (item.children ?? []).flatMap((child) => walk(child, seen));
    const chartId = item.meta?.chartId;
    if (item.type === 'CHART' && typeof chartId === 'number') {
      const label =
        item.meta?.sliceNameOverride ||
        charts.find((chart) => chart.id === chartId)?.name ||
        item.meta?.sliceName ||
        `Chart ${chartId}`;
      return [{ id, label, chartIds: [chartId], children: [] }];
    }
    if (item.type === 'TAB')
      return [{ id, label: item.meta?.text || 'Tab', chartIds: children.flatMap((child) => child.chartIds), children }];
    return children;
  };
  return walk(ROOT_ID, new Set());
}

/** Props of {@link ScopeTree}. */
export interface ScopeTreeProps {
  layout: Readonly<Record<string, unknown>>;
  charts: readonly DashboardChartRef[];
  scope: FilterScope | undefined;
  onChange: (scope: { rootPath: string[]; excluded: number[] }) => void;
  /** A chart never in the tree's choice (a chart's own cross-filter). */
  without?: number;
}

/** Superset's scope tree: tabs and charts with checkboxes; a tab checks or clears every chart under it. */
export function ScopeTree({ layout, charts, scope, onChange, without }: ScopeTreeProps) {
  const chosen = chartIdsInScope(scope, chartPlacements(layout)).filter((id) => id !== without);
  const toggle = (ids: number[], on: boolean) => {
    const next = on ? [...new Set([...chosen, ...ids])] : chosen.filter((id) => !ids.includes(id));
    onChange(scopeOfSelection(layout, without === undefined ? next : [...next, without]));
  };
  const render = (node: ScopeNode) => {
    const ids = node.chartIds.filter((id) => id !== without);
    if (ids.length === 0) return null;
    const count = ids.filter((id) => chosen.includes(id)).length;
    return (
      <Stack key={node.id} gap={4}>
        <Checkbox
          size="xs"
          label={node.label}
          checked={count === ids.length}
          indeterminate={count > 0 && count < ids.length}
          onChange={(event) => toggle(ids, event.currentTarget.checked)}
        />
        {node.children.length > 0 ? (
          <Stack gap={4} pl="lg">
            {node.children.map(render)}
          </Stack>
        ) : null}
      </Stack>
    );
  };
  const tree = scopeTree(layout, charts);
  const all = tree.flatMap((node) => node.chartIds).filter((id) => id !== without);
  const allCount = all.filter((id) => chosen.includes(id)).length;
  return (
    <Stack gap={4} data-testid="scope-tree">
      <Checkbox
        size="xs"
        label="All panels"
        checked={allCount === all.length && all.length > 0}
        indeterminate={allCount > 0 && allCount < all.length}
        onChange={(event) => toggle(all, event.currentTarget.checked)}
      />
      <Stack gap={4} pl="lg">
        {tree.map(render)}
      </Stack>
    </Stack>
  );
}
