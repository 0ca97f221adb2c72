import { ActionIcon, Button, Group, Menu, NavLink, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { FilterConfigItem } from '#shared/dashboard/native-filters.ts';
import { FILTER_KINDS } from './draft.ts';

/** Props of {@link FilterList}. */
export interface FilterListProps {
  items: readonly FilterConfigItem[];
  selectedId: string | null;
  removed: readonly string[];
  problems: Record<string, string[]>;
  onSelect: (id: string) => void;
  onAdd: (filterType: string | 'DIVIDER') => void;
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
  onRestore: (id: string) => void;
}

const titleOf = (item: FilterConfigItem) =>
  item.type === 'DIVIDER' ? item.title || '[untitled divider]' : item.name || '[untitled]';

/** The modal's left column: the filters and dividers in bar order, reorderable and removable, and the add menu. */
export function FilterList({
  items,
  selectedId,
  removed,
  problems,
  onSelect,
  onAdd,
  onMove,
  onRemove,
  onRestore,
}: FilterListProps) {
  return (
    <Stack gap={4} w={230} data-testid="filter-list">
      <Menu position="bottom-start">
        <Menu.Target>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />}>
            Add filters and dividers
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {FILTER_KINDS.map(({ type, label }) => (
            <Menu.Item key={type} onClick={() => onAdd(type)}>
              {label} filter
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => onAdd('DIVIDER')}>Divider</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {items.map((item, index) =>
        removed.includes(item.id) ? (
          <Group key={item.id} gap={4} justify="space-between" wrap="nowrap" data-testid="removed-filter">
            <Text size="xs" c="dimmed">
              You have removed this filter.
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => onRestore(item.id)}>
              Restore Filter
            </Button>
          </Group>
        ) : (
          <Group key={item.id} gap={2} wrap="nowrap">
            <NavLink
              label={titleOf(item)}
              description={
                item.type === 'DIVIDER' ? 'Divider' : FILTER_KINDS.find((kind) => kind.type === item.filterType)?.label
              }
              active={item.id === selectedId}
              color={problems[item.id] ? 'red' : undefined}
              onClick={() => onSelect(item.id)}
              style={{ flex: 1, minWidth: 0 }}
            />
            <ActionIcon
              size="sm"
              variant="subtle"
              aria-label={`Move ${titleOf(item)} up`}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              <IconArrowUp size={14} />
            </ActionIcon>
            <ActionIcon
              size="sm"
              variant="subtle"
              aria-label={`Move ${titleOf(item)} down`}
              disabled={index === items.length - 1}
              onClick={() => onMove(index, index + 1)}
            >
              <IconArrowDown size={14} />
            </ActionIcon>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={`Remove ${titleOf(item)}`}
              onClick={() => onRemove(item.id)}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
        ),
      )}
    </Stack>
  );
}
