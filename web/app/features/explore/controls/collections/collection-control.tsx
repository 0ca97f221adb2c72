import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ControlProps } from '../types.ts';

/** An item as its row's text: strings as they are, records as JSON. */
export function itemText(item: unknown): string {
  return typeof item === 'string' ? item : JSON.stringify(item ?? null);
}

/** A row's text back as an item: JSON records and lists when the text is one, else the text itself. */
export function itemFromText(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return text;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return text;
  }
}

/** `items` with the one at `from` moved by `offset` places; out-of-range moves leave it as it is. */
export function moveItem<T>(items: readonly T[], from: number, offset: number): T[] {
  const to = from + offset;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** Superset's CollectionControl as a plain ordered list editor: add, edit, reorder and remove rows. */
export function CollectionControl({ config, value, onChange }: ControlProps) {
  const items = Array.isArray(value) ? value : [];
  const replace = (index: number, text: string) =>
    onChange(items.map((item, at) => (at === index ? itemFromText(text) : item)));
  return (
    <Stack gap={4}>
      {items.map((item, index) => (
        <Group key={index} gap={4} wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={`${config.label} ${index + 1}`}
            value={itemText(item)}
            onChange={(event) => replace(index, event.currentTarget.value)}
          />
          <ActionIcon
            variant="subtle"
            aria-label="Move up"
            disabled={index === 0}
            onClick={() => onChange(moveItem(items, index, -1))}
          >
            <IconArrowUp size={14} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label="Move down"
            disabled={index === items.length - 1}
            onClick={() => onChange(moveItem(items, index, 1))}
          >
            <IconArrowDown size={14} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label="Remove item"
            onClick={() => onChange(items.filter((_, at) => at !== index))}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
      <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={() => onChange([...items, ''])}>
        Add item
      </Button>
    </Stack>
  );
}
