import { Anchor, Group } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { ChartFiltersBadge } from '../../native-filters/index.ts';
import { ChartMenu, type ChartMenuProps } from './chart-menu.tsx';

/** The card's title: a link to Explore on the chart as saved (the menu's "Edit chart" carries the dashboard's filters). */
export function ChartTitle({ chartId, title }: { chartId: number; title: string }) {
  return (
    <Anchor component={Link} to={`/explore/?slice_id=${chartId}`} c="var(--mantine-color-text)" fw={600} size="md" truncate="end" data-testid="dashboard-chart-title" underline="hover">
      {title}
    </Anchor>
  );
}

/** Props of {@link ChartHeader}: the menu's, and whether the chart's controls (badge, menu) show at all. */
export interface ChartHeaderProps extends ChartMenuProps {
  controls: boolean;
}

/**
 * A chart card's header: its title, and unless the dashboard hides chart controls, the filters badge and the menu.
 * Memoized: the chart under it changes state several times while it loads and draws, which changes nothing here.
 */
export const ChartHeader = memo(function ChartHeader({ controls, ...menu }: ChartHeaderProps) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
      <ChartTitle chartId={menu.chartId} title={menu.title} />
      {controls && (
        <Group gap={4} wrap="nowrap">
          <ChartFiltersBadge chartId={menu.chartId} />
          <ChartMenu {...menu} />
        </Group>
      )}
    </Group>
  );
});
