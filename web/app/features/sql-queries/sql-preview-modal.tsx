import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SqlPreview } from '../../ui/sql-preview.tsx';

/** Props of the preview: the item shown, its neighbours on the page, how to read it, and where each button leads. */
export interface SqlPreviewModalProps<T extends { id: number }> {
  item: T;
  /** The items of the page, for Previous and Next. */
  items: readonly T[];
  /** What the heading above the SQL says (`Query name`, `Tab name`) and its value for an item. */
  heading: string;
  nameOf: (item: T) => string;
  sqlOf: (item: T) => string;
  onShow: (item: T) => void;
  onOpenInSqlLab: (item: T) => void;
  onClose: () => void;
}

/** Superset's query preview modals: a name and the SQL, stepping through the page, and "Open in SQL Lab". */
export function SqlPreviewModal<T extends { id: number }>({
  item,
  items,
  heading,
  nameOf,
  sqlOf,
  onShow,
  onOpenInSqlLab,
  onClose,
}: SqlPreviewModalProps<T>) {
  const index = items.findIndex((candidate) => candidate.id === item.id);
  const previous = index > 0 ? items[index - 1] : undefined;
  const next = index >= 0 ? items[index + 1] : undefined;
  return (
    <Modal opened onClose={onClose} title="Query preview" size="xl">
      <Stack gap="sm">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {heading}
          </Text>
          <Text fw={600}>{nameOf(item)}</Text>
        </div>
        <SqlPreview sql={sqlOf(item)} label={`SQL of ${nameOf(item)}`} maxHeight="55vh" />
        <Group justify="space-between">
          <Group gap="xs">
            <Button variant="default" disabled={!previous} onClick={() => previous && onShow(previous)}>
              Previous
            </Button>
            <Button variant="default" disabled={!next} onClick={() => next && onShow(next)}>
              Next
            </Button>
          </Group>
          <Button onClick={() => onOpenInSqlLab(item)}>Open in SQL Lab</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
