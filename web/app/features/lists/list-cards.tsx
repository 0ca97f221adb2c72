import { ActionIcon, Box, Card, Checkbox, Group, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ChartUser } from '#shared/api/chart.ts';
import { FavoriteStar } from './favorite-star.tsx';
import { OwnerAvatars } from './list-bits.tsx';
import type { RowActions } from './use-list-actions.ts';

/** What every card shows of an item: its id, age and owners. */
interface CardItem {
  id: number;
  changed_on_delta_humanized: string;
  owners: readonly ChartUser[];
}

/** One entry of a card's "more" menu. */
export interface CardMenuItem {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
}

/** How one list draws its cards: the item's name, link, cover, title, detail and menu. */
export interface CardParts<T, A extends RowActions<T> = RowActions<T>> {
  nameOf: (item: T) => string;
  /** Where the cover leads (the item's own page). */
  linkOf: (item: T) => string;
  cover: (item: T) => ReactNode;
  /** The linked name, with its badges. */
  title: (item: T) => ReactNode;
  /** Shown beside the age (the dataset, the status). */
  detail: (item: T) => ReactNode;
  /** Whether bulk actions may take the item. */
  canSelect: (item: T, actions: A) => boolean;
  /** The item's "more" menu, empty for none. */
  menu: (item: T, actions: A) => CardMenuItem[];
}

/** Props of a card view: the page's items, what they call back into, and the bulk selection when it is on. */
export interface ListCardsProps<T extends CardItem, A extends RowActions<T>> {
  /** The grid's accessible name (`Charts`). */
  label: string;
  items: readonly T[];
  parts: CardParts<T, A>;
  actions: A;
  /** Selected ids, or undefined when bulk select is off. */
  selected?: ReadonlySet<number>;
  onToggleSelected: (item: T) => void;
}

/** The card view of a list (Superset's ChartCard, DashboardCard): a cover, the name with a star and a menu, age, detail and owners. */
export function ListCards<T extends CardItem, A extends RowActions<T>>({
  label,
  items,
  parts,
  actions,
  selected,
  onToggleSelected,
}: ListCardsProps<T, A>) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 4 }} role="list" aria-label={label}>
      {items.map((item) => (
        <ListCard
          key={item.id}
          item={item}
          parts={parts}
          actions={actions}
          selected={selected?.has(item.id)}
          onToggleSelected={onToggleSelected}
        />
      ))}
    </SimpleGrid>
  );
}

interface ListCardProps<T, A extends RowActions<T>> {
  item: T;
  parts: CardParts<T, A>;
  actions: A;
  selected: boolean | undefined;
  onToggleSelected: (item: T) => void;
}

function ListCard<T extends CardItem, A extends RowActions<T>>({
  item,
  parts,
  actions,
  selected,
  onToggleSelected,
}: ListCardProps<T, A>) {
  const name = parts.nameOf(item);
  const menu = parts.menu(item, actions);
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      role="listitem"
      aria-label={name}
      style={selected ? { outline: '2px solid var(--mantine-primary-color-filled)' } : undefined}
    >
      <Card.Section pos="relative">
        <Box
          component={Link}
          to={parts.linkOf(item)}
          aria-hidden
          tabIndex={-1}
          style={{ display: 'block', textDecoration: 'none' }}
        >
          {parts.cover(item)}
        </Box>
        {selected !== undefined && (
          <Checkbox
            pos="absolute"
            top={8}
            left={8}
            aria-label={`Select ${name}`}
            checked={selected}
            disabled={!parts.canSelect(item, actions)}
            onChange={() => onToggleSelected(item)}
          />
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap={4}>
          {parts.title(item)}
          <Group gap={0} wrap="nowrap">
            <FavoriteStar
              name={name}
              favorite={actions.isFavorite(item.id)}
              onToggle={() => actions.toggleFavorite(item)}
            />
            {menu.length > 0 && <CardMenu name={name} items={menu} />}
          </Group>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed">{`Modified ${item.changed_on_delta_humanized}`}</Text>
          {parts.detail(item)}
        </Group>
        <OwnerAvatars owners={item.owners} />
      </Stack>
    </Card>
  );
}

/** Superset's card "more" menu. */
function CardMenu({ name, items }: { name: string; items: CardMenuItem[] }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${name}`}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((entry) => (
          <Menu.Item key={entry.label} color={entry.color} leftSection={entry.icon} onClick={entry.onClick}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
