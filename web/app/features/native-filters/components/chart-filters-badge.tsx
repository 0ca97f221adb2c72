import { Badge, Popover, Stack, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useChartFilterIndicators } from '../use-chart-filter-indicators.ts';

/** A chart card's badge: how many filters apply to the chart, listed (name and value) when clicked. Nothing when none. */
export function ChartFiltersBadge({ chartId }: { chartId: number }) {
  const indicators = useChartFilterIndicators(chartId);
  if (indicators.length === 0) return null;
  return (
    <Popover position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Badge component="button" size="sm" variant="light" leftSection={<IconFilter size={12} />} style={{ cursor: 'pointer' }} aria-label={`${indicators.length} filters applied`} data-testid="chart-filters-badge">
          {indicators.length}
        </Badge>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} maw={280}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">Applied filters ({indicators.length})</Text>
          {indicators.map((indicator) => (
            <Text key={indicator.id} size="sm">
              <Text span fw={600}>{indicator.kind === 'cross' ? `${indicator.name} (cross-filter)` : indicator.name}: </Text>
              {indicator.value}
            </Text>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
