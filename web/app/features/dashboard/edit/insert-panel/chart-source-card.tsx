import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { GRID_DEFAULT_CHART_HEIGHT, GRID_DEFAULT_CHART_WIDTH } from '#shared/dashboard/layout.ts';
import { useLayoutDraggable } from '../dnd/use-layout-dnd.ts';
import type { InsertPanelChartsResponse } from './api.ts';

/** A chart as the panel lists it (the chart list answers only the columns asked for). */
export type PanelChart = InsertPanelChartsResponse['result'][number] & { id: number };

/**
 * One chart of the insert panel: its name, type, dataset and age, whether the dashboard already shows it, and a drag
 * source that drops a new CHART component for it.
 */
export function ChartSourceCard({ chart, added }: { chart: PanelChart; added: boolean }) {
  const name = chart.slice_name ?? `Chart ${chart.id}`;
  const { handleProps, setNodeRef, isDragging } = useLayoutDraggable({
    type: 'CHART',
    meta: { chartId: chart.id, sliceName: name, width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT },
  });
  return (
    <Paper
      ref={setNodeRef}
      {...handleProps}
      aria-label={`Drag ${name} onto the dashboard`}
      withBorder
      p="xs"
      style={{ cursor: 'grab', opacity: isDragging ? 0.5 : 1 }}
    >
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={500} truncate>
            {name}
          </Text>
          <Badge size="xs" variant={added ? 'filled' : 'outline'} color={added ? 'teal' : 'gray'}>
            {added ? 'Added' : 'Not added'}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {[chart.viz_type, chart.datasource_name_text].filter(Boolean).join(' · ')}
        </Text>
        {chart.changed_on_delta_humanized && (
          <Text size="xs" c="dimmed">
            Modified {chart.changed_on_delta_humanized}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
