import { Box, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { GRID_COLUMN_COUNT, GRID_GUTTER_SIZE, GRID_ID, ROOT_ID } from '#shared/dashboard/layout.ts';
import { useDashboardContext } from '../dashboard-context.tsx';
import { DropIndicator, useDraggingComponent, useLayoutDropTarget } from '../edit/index.ts';
import { GridColumnWidthContext } from './edit-context.ts';
import { EditableChildren } from './editable-node.tsx';
import { EditableTabs } from './editable-tabs.tsx';

/**
 * The strip above the grid that stands for the dashboard's root: tabs dropped there become the top-level tabs and
 * take the grid's content into their first tab (Superset's drop on the dashboard header).
 */
function RootDropZone() {
  const dragging = useDraggingComponent();
  const drop = useLayoutDropTarget(ROOT_ID);
  const tabsDragged = dragging?.type === 'TABS';
  return (
    <Box
      ref={drop.setNodeRef}
      pos="relative"
      h={28}
      mb={4}
      data-testid="dashboard-root-drop-zone"
      style={{
        border: tabsDragged ? '1px dashed var(--mantine-color-blue-4)' : '1px dashed transparent',
        borderRadius: 4,
      }}
    >
      {tabsDragged && (
        <Text size="xs" c="dimmed" ta="center" lh="26px">
          Drop here to make these the dashboard&apos;s top-level tabs
        </Text>
      )}
      <DropIndicator position={drop.dropPosition} />
    </Box>
  );
}

/** The grid in edit mode: a drop zone down to the bottom of the page, with Superset's hint while it is empty. */
function GridZone() {
  const { layout } = useDashboardContext();
  const drop = useLayoutDropTarget(GRID_ID);
  const children = layout[GRID_ID]?.children ?? [];
  return (
    <Box
      ref={drop.setNodeRef}
      pos="relative"
      mih="calc(100dvh - 260px)"
      pb={120}
      data-testid="dashboard-grid-drop-zone"
    >
      {children.length > 0 ? (
        <EditableChildren ids={children} />
      ) : (
        <Stack
          align="center"
          gap={4}
          py={80}
          style={{ border: '1px dashed var(--skyset-border-dashed)', borderRadius: 4 }}
        >
          <Text fw={600}>Drag and drop components and charts to the dashboard</Text>
          <Text size="sm" c="dimmed">
            You can create a new chart or use existing ones from the panel on the right
          </Text>
        </Stack>
      )}
      <DropIndicator position={drop.dropPosition} />
    </Box>
  );
}

/** The layout in edit mode: the root's drop strip and its grid or top-level tabs, with the grid's column width measured. */
export function EditableGrid() {
  const { layout } = useDashboardContext();
  const { ref, width } = useElementSize();
  const columnWidth = Math.max(0, (width - (GRID_COLUMN_COUNT - 1) * GRID_GUTTER_SIZE) / GRID_COLUMN_COUNT);
  const topId = layout[ROOT_ID]?.children[0];
  const top = topId === undefined ? undefined : layout[topId];
  return (
    <GridColumnWidthContext.Provider value={columnWidth}>
      <Box ref={ref} data-testid="dashboard-grid">
        {top?.type !== 'TABS' && <RootDropZone />}
        {top?.type === 'TABS' ? <EditableTabs item={top} /> : <GridZone />}
      </Box>
    </GridColumnWidthContext.Provider>
  );
}
