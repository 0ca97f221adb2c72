import { Box, Group, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';

const ROW_HEIGHT = 28;
const COLUMN_WIDTH = 160;

/** A cell as text: null shows as Superset's `N/A`, objects as JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return 'N/A';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Rows of a chart data answer in a virtualized grid: only the visible rows are in the DOM. */
export function ResultsTable({ colnames, data, height }: { colnames: readonly string[]; data: readonly Record<string, unknown>[]; height: number }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: data.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 10 });
  const width = colnames.length * COLUMN_WIDTH;
  const cell = { width: COLUMN_WIDTH, flexShrink: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
  return (
    <Box ref={scroller} h={height} style={{ overflow: 'auto' }} role="table" aria-rowcount={data.length + 1} data-testid="explore-results-table">
      <Group gap={0} wrap="nowrap" w={width} role="row" pos="sticky" top={0} bg="var(--mantine-color-body)" style={{ zIndex: 1, borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {colnames.map((name) => (
          <Text key={name} role="columnheader" size="sm" fw={600} px="xs" py={4} style={cell}>{name}</Text>
        ))}
      </Group>
      <Box pos="relative" w={width} h={virtualizer.getTotalSize()}>
        {virtualizer.getVirtualItems().map((item) => (
          <Group key={item.key} role="row" gap={0} wrap="nowrap" pos="absolute" top={0} left={0} h={ROW_HEIGHT} style={{ transform: `translateY(${item.start}px)` }}>
            {colnames.map((name) => (
              <Text key={name} role="cell" size="sm" px="xs" style={cell}>{cellText(data[item.index]?.[name])}</Text>
            ))}
          </Group>
        ))}
      </Box>
    </Box>
  );
}
