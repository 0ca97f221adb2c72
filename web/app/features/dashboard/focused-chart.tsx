import { Text } from '@mantine/core';
import { useDashboardContext } from './dashboard-context.tsx';
import { LayoutNode } from './layout/layout-node.tsx';
import { FILLING_PLACEMENT } from './layout/placement.ts';

/** `focused_chart`: the one chart alone at the grid's full width, as Superset shows a chart for its report screenshot. */
export function FocusedChart({ chartId }: { chartId: number }) {
  const { layout } = useDashboardContext();
  const item = Object.values(layout).find(
    (candidate) => candidate.type === 'CHART' && candidate.meta?.chartId === chartId,
  );
  if (!item)
    return (
      <Text c="dimmed">There is no chart definition associated with this component, could it have been deleted?</Text>
    );
  return <LayoutNode id={item.id} placement={FILLING_PLACEMENT} />;
}
