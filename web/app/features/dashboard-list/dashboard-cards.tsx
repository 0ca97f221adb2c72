import { ActionIcon, Box, Card, Checkbox, Group, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDotsVertical, IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DashboardListItem } from '#shared/api/dashboard.ts';
import { FavoriteStar, OwnerAvatars } from '../lists/index.ts';
import { DashboardTitle, StatusBadge } from './dashboard-bits.tsx';
import { dashboardPath } from './list-query.ts';
import { dashboardName } from './names.ts';
import type { DashboardRowActions } from './use-dashboard-actions.ts';

/** Props of the card view: the page's dashboards, what they call back into, and the bulk selection when it is on. */
export interface DashboardCardsProps {
  dashboards: readonly DashboardListItem[];
  actions: DashboardRowActions;
  /** Selected dashboard ids, or undefined when bulk select is off. */
  selected?: ReadonlySet<number>;
  onToggleSelected: (dashboard: DashboardListItem) => void;
}

/** The card view (Superset's DashboardCard): a cover, the title, status, age, owners, the star and a "more" menu. */
export function DashboardCards({ dashboards, actions, selected, onToggleSelected }: DashboardCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 4 }} role="list" aria-label="Dashboards">
      {dashboards.map((dashboard) => (
        <DashboardCard key={dashboard.id} dashboard={dashboard} actions={actions} selected={selected?.has(dashboard.id)} onToggleSelected={onToggleSelected} />
      ))}
    </SimpleGrid>
  );
}

/** Tiles of a dashboard-like grid, as [column start, column span, row start, row span] on a 6 x 4 grid. */
const COVER_TILES = [[1, 4, 1, 2], [5, 2, 1, 2], [1, 2, 3, 2], [3, 2, 3, 2], [5, 2, 3, 2]] as const;

/** A cover standing in for a thumbnail (Skyset renders none): a drawing of a dashboard's grid of charts. */
function DashboardCover() {
  return (
    <Box h={140} p="sm" bg="var(--mantine-color-default-hover)"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gridTemplateRows: 'repeat(4, 1fr)', gap: 6 }}>
      {COVER_TILES.map(([column, columns, row, rows]) => (
        <Box key={`${column}-${row}`} bg="var(--mantine-color-body)" bd="1px solid var(--mantine-color-default-border)"
          style={{ gridColumn: `${column} / span ${columns}`, gridRow: `${row} / span ${rows}`, borderRadius: 4 }} />
      ))}
    </Box>
  );
}

interface DashboardCardProps {
  dashboard: DashboardListItem;
  actions: DashboardRowActions;
  selected: boolean | undefined;
  onToggleSelected: (dashboard: DashboardListItem) => void;
}

function DashboardCard({ dashboard, actions, selected, onToggleSelected }: DashboardCardProps) {
  const name = dashboardName(dashboard);
  const showMenu = actions.canEdit(dashboard) || actions.canExport;
  return (
    <Card withBorder padding="sm" radius="md" role="listitem" aria-label={name}
      style={selected ? { outline: '2px solid var(--mantine-primary-color-filled)' } : undefined}>
      <Card.Section pos="relative">
        <Box component={Link} to={dashboardPath(dashboard)} aria-hidden tabIndex={-1} style={{ display: 'block' }}>
          <DashboardCover />
        </Box>
        {selected !== undefined && (
          <Checkbox pos="absolute" top={8} left={8} aria-label={`Select ${name}`} checked={selected}
            disabled={!actions.canEdit(dashboard) && !actions.canExport} onChange={() => onToggleSelected(dashboard)} />
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <DashboardTitle dashboard={dashboard} fw={600} />
          <Group gap={0} wrap="nowrap">
            <FavoriteStar name={name} favorite={actions.isFavorite(dashboard.id)} onToggle={() => actions.toggleFavorite(dashboard)} />
            {showMenu && <CardMenu dashboard={dashboard} actions={actions} />}
          </Group>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed">{`Modified ${dashboard.changed_on_delta_humanized}`}</Text>
          <StatusBadge published={dashboard.published} />
        </Group>
        <OwnerAvatars owners={dashboard.owners} />
      </Stack>
    </Card>
  );
}

/** Superset's card "more" menu: edit the properties, export, delete. */
function CardMenu({ dashboard, actions }: { dashboard: DashboardListItem; actions: DashboardRowActions }) {
  const editable = actions.canEdit(dashboard);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${dashboardName(dashboard)}`}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {editable && <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => actions.edit(dashboard)}>Edit</Menu.Item>}
        {actions.canExport && <Menu.Item leftSection={<IconUpload size={16} aria-hidden />} onClick={() => actions.exportOne(dashboard)}>Export</Menu.Item>}
        {editable && <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => actions.remove(dashboard)}>Delete</Menu.Item>}
      </Menu.Dropdown>
    </Menu>
  );
}
