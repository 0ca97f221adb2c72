import { useDraggable } from '@dnd-kit/core';
import { Group, Text, Tooltip } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { DragItem } from '../../controls/index.ts';
import { TypeIcon } from './type-icon.tsx';

/** One column or metric of the dataset panel, dragged by its handle onto a control's drop zone. */
export function DraggableItem({ item }: { item: DragItem }) {
  const name = item.kind === 'column' ? item.column.column_name : item.metric.metric_name;
  const label = (item.kind === 'column' ? item.column.verbose_name : item.metric.verbose_name) || name;
  const description = item.kind === 'column' ? item.column.description : item.metric.description;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `${item.kind}:${name}`, data: item });
  return (
    <Tooltip label={description ?? name} disabled={!description && label === name} openDelay={500}>
      <Group
        ref={setNodeRef}
        gap={6}
        wrap="nowrap"
        px={6}
        py={3}
        style={{ cursor: 'grab', opacity: isDragging ? 0.4 : 1, borderRadius: 4 }}
        data-testid={`explore-dataset-${item.kind}`}
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={14} color="var(--mantine-color-dimmed)" aria-hidden />
        <TypeIcon
          genericType={item.kind === 'column' ? item.column.type_generic : undefined}
          metric={item.kind === 'metric'}
          expression={item.kind === 'column' && Boolean(item.column.expression)}
        />
        <Text size="sm" truncate="end" title={name}>
          {label}
        </Text>
      </Group>
    </Tooltip>
  );
}
