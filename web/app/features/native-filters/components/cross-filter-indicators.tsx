import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useAppDispatch, useAppSelector } from '../../../core/store.ts';
import { useDashboardFilters } from '../context.tsx';
import { crossFilterRemoved } from '../state/data-mask-slice.ts';
import { selectCrossFilters } from '../state/selectors.ts';

const valueText = (value: unknown): string =>
  Array.isArray(value) ? value.map(valueText).join(', ') : value === null ? '<NULL>' : String(value);

/** The active cross-filters: emitting chart, column and values, each removable (Superset's cross-filter cards). */
export function CrossFilterIndicators({ horizontal = false }: { horizontal?: boolean }) {
  const dispatch = useAppDispatch();
  const { charts } = useDashboardFilters();
  const crossFilters = useAppSelector(selectCrossFilters);
  if (crossFilters.length === 0) return null;
  const cards = crossFilters.map(({ chartId, mask }) => {
    const column = (mask.extraFormData?.filters as { col?: unknown }[] | undefined)
      ?.map((filter) => String(filter.col))
      .join(', ');
    const name = charts.find((chart) => chart.id === chartId)?.name ?? `Chart ${chartId}`;
    return (
      <Paper key={chartId} withBorder p={6} radius="sm" data-testid="cross-filter" data-chart-id={chartId}>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Stack gap={0} miw={0}>
            <Text size="xs" c="dimmed" truncate>
              {name}
            </Text>
            <Text size="sm" truncate>
              {column ? (
                <Text span fw={600}>
                  {column}{' '}
                </Text>
              ) : null}
              {mask.filterState?.label ?? valueText(mask.filterState?.value)}
            </Text>
          </Stack>
          <CloseButton
            size="sm"
            aria-label={`Remove cross-filter of ${name}`}
            onClick={() => dispatch(crossFilterRemoved(chartId))}
          />
        </Group>
      </Paper>
    );
  });
  return horizontal ? (
    <Group gap={6} wrap="nowrap">
      {cards}
    </Group>
  ) : (
    <Stack gap={6}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        Cross-filters
      </Text>
      {cards}
    </Stack>
  );
}
