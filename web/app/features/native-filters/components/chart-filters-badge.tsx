import { Badge, Popover, Stack, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useLazyOverlay } from '../../../ui/use-lazy-overlay.ts';
import { useChartFilterIndicators } from '../use-chart-filter-indicators.ts';

/** The badge's button: the popover's trigger, and the same button drawn alone while the popover is unbuilt. */
function FiltersBadgeButton({ count, ...props }: { count: number } & ComponentProps<typeof Badge<'button'>>) {
  return (
    <Badge
      component="button"
      size="sm"
      variant="light"
      leftSection={<IconFilter size={12} />}
      style={{ cursor: 'pointer' }}
      aria-label={`${count} filters applied`}
      data-testid="chart-filters-badge"
      {...props}
    >
      {count}
    </Badge>
  );
}

/**
 * A chart card's badge: how many filters apply to the chart, listed (name and value) when clicked. Nothing when none.
 * The popover is built once the user first points at, focuses or clicks the badge.
 */
export function ChartFiltersBadge({ chartId }: { chartId: number }) {
  const indicators = useChartFilterIndicators(chartId);
  const { engaged, openOnMount, triggerRef, placeholderProps } = useLazyOverlay();
  if (indicators.length === 0) return null;
  if (!engaged)
    return (
      <FiltersBadgeButton
        count={indicators.length}
        aria-haspopup="dialog"
        aria-expanded={false}
        {...placeholderProps}
      />
    );
  return (
    <Popover position="bottom-end" withArrow shadow="md" defaultOpened={openOnMount}>
      <Popover.Target>
        <FiltersBadgeButton count={indicators.length} ref={triggerRef} />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} maw={280}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            Applied filters ({indicators.length})
          </Text>
          {indicators.map((indicator) => (
            <Text key={indicator.id} size="sm">
              <Text span fw={600}>
                {indicator.kind === 'cross' ? `${indicator.name} (cross-filter)` : indicator.name}:{' '}
              </Text>
              {indicator.value}
            </Text>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
