import { Paper, Text } from '@mantine/core';
import type { DraggedComponent } from '#shared/dashboard/drop-rules.ts';
import type { LayoutType } from '#shared/dashboard/layout.ts';

/** How the insert panel and the drag preview name each kind of component (Superset's labels). */
export const COMPONENT_LABELS: Partial<Record<LayoutType, string>> = {
  TABS: 'Tabs',
  ROW: 'Row',
  COLUMN: 'Column',
  HEADER: 'Header',
  MARKDOWN: 'Text / Markdown',
  DIVIDER: 'Divider',
  CHART: 'Chart',
  TAB: 'Tab',
};

/** The card following the pointer while a component is dragged: the chart's name, or the kind of component. */
export function DragPreview({ dragging }: { dragging: DraggedComponent }) {
  const label =
    dragging.meta?.sliceNameOverride ||
    dragging.meta?.sliceName ||
    dragging.meta?.text ||
    COMPONENT_LABELS[dragging.type] ||
    dragging.type;
  return (
    <Paper shadow="md" px="sm" py={6} withBorder style={{ cursor: 'grabbing', maxWidth: 280, opacity: 0.9 }}>
      <Text size="sm" fw={500} truncate>
        {label}
      </Text>
    </Paper>
  );
}
