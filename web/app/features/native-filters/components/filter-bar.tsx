import { ActionIcon, Box, Group, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowsHorizontal, IconChevronsLeft, IconFilter } from '@tabler/icons-react';
import { CrossFilterSettings } from '../cross-filters/cross-filter-settings.tsx';
import { useState } from 'react';
import { useAppSelector } from '../../../core/store.ts';
import { useDashboardFilters } from '../context.tsx';
import { selectBarFilters } from '../state/data-mask-slice.ts';
import { BarActions } from './bar-actions.tsx';
import { CrossFilterIndicators } from './cross-filter-indicators.tsx';
import { FilterEntries } from './filter-entries.tsx';

/** The vertical bar's widths in pixels: open, widened, collapsed (as the issue gives them). */
export const FILTER_BAR_WIDTHS = { open: 240, wide: 320, collapsed: 0 } as const;
export type FilterBarWidth = keyof typeof FILTER_BAR_WIDTHS;

/** Props of {@link FilterBar}. */
export interface FilterBarProps {
  /** VERTICAL or HORIZONTAL; the dashboard's `filter_bar_orientation` when not given. */
  orientation?: 'VERTICAL' | 'HORIZONTAL';
  /** The vertical bar's starting width. */
  defaultWidth?: FilterBarWidth;
}

/** Superset's vertical filter bar: collapsible and widened, filters and dividers, cross-filters, Apply and Clear all. */
function VerticalFilterBar({ defaultWidth = 'open' }: { defaultWidth?: FilterBarWidth }) {
  const items = useAppSelector(selectBarFilters);
  const [width, setWidth] = useState<FilterBarWidth>(defaultWidth);
  if (width === 'collapsed') {
    return (
      <Box
        w={FILTER_BAR_WIDTHS.collapsed}
        pos="relative"
        data-testid="filter-bar"
        data-width={0}
        style={{ overflow: 'visible', zIndex: 2 }}
      >
        <Tooltip label="Expand filters" position="right">
          <ActionIcon
            pos="absolute"
            top={8}
            left={0}
            variant="default"
            aria-label="Expand filters"
            onClick={() => setWidth('open')}
          >
            <IconFilter size={16} />
          </ActionIcon>
        </Tooltip>
      </Box>
    );
  }
  return (
    <Stack
      w={FILTER_BAR_WIDTHS[width]}
      gap="sm"
      p="sm"
      data-testid="filter-bar"
      data-width={FILTER_BAR_WIDTHS[width]}
      style={{ flex: '0 0 auto', borderRight: '1px solid var(--skyset-border)', height: '100%' }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>Filters</Text>
        <Group gap={2} wrap="nowrap">
          <CrossFilterSettings />
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={width === 'wide' ? 'Narrow filter bar' : 'Widen filter bar'}
            onClick={() => setWidth(width === 'wide' ? 'open' : 'wide')}
          >
            <IconArrowsHorizontal size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" size="sm" aria-label="Collapse filters" onClick={() => setWidth('collapsed')}>
            <IconChevronsLeft size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap="md">
          <CrossFilterIndicators />
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              No filters are currently added to this dashboard.
            </Text>
          ) : (
            <FilterEntries items={items} />
          )}
        </Stack>
      </ScrollArea>
      <BarActions />
    </Stack>
  );
}

/** Superset's horizontal filter bar: the filters in a row above the charts, cross-filters and actions at its end. */
function HorizontalFilterBar() {
  const items = useAppSelector(selectBarFilters);
  return (
    <Group
      gap="md"
      p="xs"
      align="flex-end"
      wrap="nowrap"
      data-testid="filter-bar"
      data-orientation="HORIZONTAL"
      style={{ borderBottom: '1px solid var(--skyset-border)', overflowX: 'auto' }}
    >
      <CrossFilterSettings />
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No filters are currently added to this dashboard.
        </Text>
      ) : (
        <FilterEntries items={items} horizontal />
      )}
      <CrossFilterIndicators horizontal />
      <Box ml="auto">
        <BarActions compact />
      </Box>
    </Group>
  );
}

/** The dashboard's filter bar, vertical or horizontal. Render it inside a {@link NativeFiltersProvider}. */
export function FilterBar({ orientation, defaultWidth }: FilterBarProps) {
  const { metadata } = useDashboardFilters();
  const chosen = orientation ?? metadata.filter_bar_orientation ?? 'VERTICAL';
  return chosen === 'HORIZONTAL' ? <HorizontalFilterBar /> : <VerticalFilterBar defaultWidth={defaultWidth} />;
}
