import { Box, Group, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { cellText } from './cell-text.ts';

const ROW_HEIGHT = 28;
const COLUMN_WIDTH = 160;

/** What the grid shows: column names and their generic types (`coltypes`), and the rows. */
export interface ResultsTableProps {
  colnames: readonly string[];
  coltypes: readonly number[];
  data: readonly Record<string, unknown>[];
  height: number;
}

/** Rows of a chart data answer in a virtualized grid: only the visible rows are in the DOM. */
export function ResultsTable({ colnames, coltypes, data, height }: ResultsTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: data.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const width = colnames.length * COLUMN_WIDTH;
  // Columns share the pane's width, each at least COLUMN_WIDTH; narrower panes scroll sideways.
  const cell = {
    flex: `1 0 ${COLUMN_WIDTH}px`,
    width: COLUMN_WIDTH,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  } as const;
  return (
    <Box
      ref={scroller}
      h={height}
      style={{ overflow: 'auto' }}
      role="table"
      aria-rowcount={data.length + 1}
      data-testid="explore-results-table"
    >
      <Group
        gap={0}
        wrap="nowrap"
        miw={width}
        role="row"
        pos="sticky"
        top={0}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 1, borderBottom: '1px solid var(--skyset-border)' }}
      >
        {colnames.map((name) => (
          <Text key={name} role="columnheader" size="sm" fw={600} px="xs" py={4} style={cell}>
            {name}
          </Text>
        ))}
      </Group>
      <Box pos="relative" miw={width} h={virtualizer.getTotalSize()}>
        {virtualizer.getVirtualItems().map((item) => (
          <Group
            key={item.key}
            role="row"
            gap={0}
            wrap="nowrap"
            pos="absolute"
            top={0}
            left={0}
            w="100%"
            h={ROW_HEIGHT}
            style={{ transform: `translateY(${item.start}px)` }}
          >
            {colnames.map((name, at) => (
              <Text key={name} role="cell" size="sm" px="xs" style={cell}>
                {cellText(data[item.index]?.[name], coltypes[at])}
              </Text>
            ))}
          </Group>
        ))}
      </Box>
    </Box>
  );
}
