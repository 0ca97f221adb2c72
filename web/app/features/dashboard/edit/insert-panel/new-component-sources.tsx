import { Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconColumns,
  IconHeading,
  IconLayoutRows,
  IconMarkdown,
  IconMinus,
  IconSquareRoundedPlus,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { LayoutType } from '#shared/dashboard/layout.ts';
import { COMPONENT_LABELS } from '../dnd/drag-preview.tsx';
import { useLayoutDraggable } from '../dnd/use-layout-dnd.ts';

/** The layout elements the panel offers, in Superset's order. */
const SOURCES: { type: LayoutType; icon: ComponentType<{ size?: number }> }[] = [
  { type: 'TABS', icon: IconSquareRoundedPlus },
  { type: 'ROW', icon: IconLayoutRows },
  { type: 'COLUMN', icon: IconColumns },
  { type: 'HEADER', icon: IconHeading },
  { type: 'MARKDOWN', icon: IconMarkdown },
  { type: 'DIVIDER', icon: IconMinus },
];

function NewComponentSource({ type, icon: Icon }: (typeof SOURCES)[number]) {
  const { handleProps, setNodeRef, isDragging } = useLayoutDraggable({ type });
  const label = COMPONENT_LABELS[type] ?? type;
  return (
    <Paper
      ref={setNodeRef}
      {...handleProps}
      aria-label={`Drag ${label} onto the dashboard`}
      withBorder
      p="xs"
      style={{ cursor: 'grab', opacity: isDragging ? 0.5 : 1 }}
    >
      <Group gap="sm" wrap="nowrap">
        <Icon size={20} />
        <Text size="sm">{label}</Text>
      </Group>
    </Paper>
  );
}

/** The insert panel's "Layout elements" tab: new tabs, rows, columns, headers, markdown and dividers to drag in. */
export function NewComponentSources() {
  return (
    <Stack gap="xs">
      {SOURCES.map((source) => (
        <NewComponentSource key={source.type} {...source} />
      ))}
    </Stack>
  );
}
