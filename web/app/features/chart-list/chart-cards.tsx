import { Anchor, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ChartListItem } from '#shared/api/chart.ts';
import { chartName, vizTypeLabel, type ChartRowActions } from './chart-columns.tsx';
import { FavoriteStar } from './favorite-star.tsx';

/** The card view: one card per chart with its name, type, last change and favourite star. */
export function ChartCards({ charts, actions }: { charts: readonly ChartListItem[]; actions: ChartRowActions }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} role="list" aria-label="Charts">
      {charts.map((chart) => (
        <Card key={chart.id} withBorder role="listitem">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={chart.slice_url} fw={600} lineClamp={1}>
              {chartName(chart)}
            </Anchor>
            <FavoriteStar name={chartName(chart)} favorite={actions.isFavorite(chart.id)} onToggle={() => actions.toggleFavorite(chart)} />
          </Group>
          <Text size="sm" c="dimmed">
            {vizTypeLabel(chart.viz_type)}
          </Text>
          <Text size="xs" c="dimmed">
            {`Modified ${chart.changed_on_delta_humanized}`}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
