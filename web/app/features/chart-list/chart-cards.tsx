import { ActionIcon, Box, Card, Checkbox, Group, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ChartListItem } from '#shared/api/chart.ts';
import { FavoriteStar, OwnerAvatars, type RowActions } from '../lists/index.ts';
import { ChartTitle, DatasetLink } from './chart-bits.tsx';
import { chartName } from './chart-names.ts';
import { VizTypeCover } from './viz-type-art.tsx';

/** Props of the card view: the page's charts, what they call back into, and the bulk selection when it is on. */
export interface ChartCardsProps {
  charts: readonly ChartListItem[];
  actions: RowActions<ChartListItem>;
  /** Selected chart ids, or undefined when bulk select is off. */
  selected?: ReadonlySet<number>;
  onToggleSelected: (chart: ChartListItem) => void;
}

/** The card view (Superset's ChartCard): a cover drawing the chart's type, its name, dataset, age and owners. */
export function ChartCards({ charts, actions, selected, onToggleSelected }: ChartCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 4 }} role="list" aria-label="Charts">
      {charts.map((chart) => (
        <ChartCard key={chart.id} chart={chart} actions={actions} selected={selected?.has(chart.id)} onToggleSelected={onToggleSelected} />
      ))}
    </SimpleGrid>
  );
}

interface ChartCardProps {
  chart: ChartListItem;
  actions: RowActions<ChartListItem>;
  selected: boolean | undefined;
  onToggleSelected: (chart: ChartListItem) => void;
}

function ChartCard({ chart, actions, selected, onToggleSelected }: ChartCardProps) {
  const name = chartName(chart);
  const bulk = selected !== undefined;
  return (
    <Card withBorder padding="sm" radius="md" role="listitem" aria-label={name}
      style={selected ? { outline: '2px solid var(--mantine-primary-color-filled)' } : undefined}>
      <Card.Section pos="relative">
        <Box component={Link} to={chart.slice_url} aria-hidden tabIndex={-1} style={{ display: 'block', textDecoration: 'none' }}>
          <VizTypeCover vizType={chart.viz_type} />
        </Box>
        {bulk && (
          <Checkbox pos="absolute" top={8} left={8} aria-label={`Select ${name}`} checked={selected}
            disabled={!actions.canEdit(chart)} onChange={() => onToggleSelected(chart)} />
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <ChartTitle chart={chart} fw={600} />
          <Group gap={0} wrap="nowrap">
            <FavoriteStar name={name} favorite={actions.isFavorite(chart.id)} onToggle={() => actions.toggleFavorite(chart)} />
            {actions.canEdit(chart) && <CardMenu chart={chart} actions={actions} />}
          </Group>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed">{`Modified ${chart.changed_on_delta_humanized}`}</Text>
          <DatasetLink chart={chart} />
        </Group>
        <OwnerAvatars owners={chart.owners} />
      </Stack>
    </Card>
  );
}

/** Superset's card "more" menu: edit the properties, delete. */
function CardMenu({ chart, actions }: { chart: ChartListItem; actions: RowActions<ChartListItem> }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${chartName(chart)}`}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => actions.edit(chart)}>
          Edit properties
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => actions.remove(chart)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
