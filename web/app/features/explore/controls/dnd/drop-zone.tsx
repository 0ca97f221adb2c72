import { useDroppable } from '@dnd-kit/core';
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DragItem, DropTargetData } from '../types.ts';

/** The dragged item a dnd-kit `active.data.current` carries, when it is one of ours. */
export function dragItemOf(data: unknown): DragItem | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const kind = (data as { kind?: unknown }).kind;
  if (kind === 'column' && 'column' in data) return data as DragItem;
  if (kind === 'metric' && 'metric' in data) return data as DragItem;
  return undefined;
}

/** Dashed when idle, outlined while a compatible item is dragged, filled while it hovers this zone. */
function zoneStyle(compatible: boolean, hovered: boolean) {
  const color = hovered ? 'cyan-6' : compatible ? 'cyan-3' : 'gray-4';
  return {
    borderRadius: 6,
    border: `1px ${compatible ? 'solid' : 'dashed'} var(--mantine-color-${color})`,
    background: hovered ? 'var(--mantine-primary-color-light)' : undefined,
  };
}

/** Props of {@link DropZone}. */
export interface DropZoneProps {
  /** Unique among the page's drop targets: the control's field name. */
  id: string;
  accepts: DropTargetData['accepts'];
  onDrop: DropTargetData['onDrop'];
  /** The chips of what the control holds. */
  children?: ReactNode;
  /** Text of the add button, as Superset's ("Drop columns here or click"). */
  prompt: string;
  onAdd: () => void;
  /** Single-value controls hide the add button once they hold a value. */
  canAdd: boolean;
}

/**
 * A control's drop target, registered with the page's dnd-kit context when there is one (the context calls
 * `data.onDrop` with the dropped item) and outlined while a compatible item hovers. Clicking works without any.
 */
export function DropZone({ id, accepts, onDrop, children, prompt, onAdd, canAdd }: DropZoneProps) {
  const data: DropTargetData = { accepts, onDrop };
  const { setNodeRef, isOver, active } = useDroppable({ id: `control:${id}`, data });
  const hovering = dragItemOf(active?.data.current);
  const compatible = hovering !== undefined && accepts.includes(hovering.kind);
  return (
    <Box
      ref={setNodeRef}
      data-drop-target={id}
      data-drop-active={compatible ? 'true' : undefined}
      p={4}
      style={zoneStyle(compatible, compatible && isOver)}
    >
      <Group gap={4}>{children}</Group>
      {canAdd ? (
        <UnstyledButton onClick={onAdd} w="100%" p={4} data-testid={`${id}-add`}>
          <Group gap={4} wrap="nowrap">
            <IconPlus size={14} />
            <Text size="sm" c="dimmed">
              {prompt}
            </Text>
          </Group>
        </UnstyledButton>
      ) : null}
    </Box>
  );
}
