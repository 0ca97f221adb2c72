import { Checkbox, Group, Loader, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { chartIdsOf, type Layout } from '#shared/dashboard/layout.ts';
import { useGetInsertPanelChartsQuery } from './api.ts';
import { ChartSourceCard, type PanelChart } from './chart-source-card.tsx';
import { CHART_SORTS, type ChartSort } from './chart-query.ts';

export interface ChartSourcesProps {
  layout: Layout;
  /** The signed-in user, for "Show only my charts"; the checkbox hides without one. */
  currentUserId?: number;
}

/** How long typing pauses before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

/** The insert panel's "Charts" tab: search, order and owner filter over the chart list, each chart draggable. */
export function ChartSources({ layout, currentUserId }: ChartSourcesProps) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<ChartSort>('changed_on');
  const [onlyMine, setOnlyMine] = useState(false);
  const ownerId = onlyMine ? currentUserId : undefined;
  const { data, isFetching, isError } = useGetInsertPanelChartsQuery({ search: debouncedSearch, sort, ownerId });
  const added = useMemo(() => new Set(chartIdsOf(layout)), [layout]);
  const charts = (data?.result ?? []).filter((chart): chart is PanelChart => typeof chart.id === 'number');

  return (
    <Stack gap="xs" h="100%">
      <TextInput
        aria-label="Filter your charts"
        placeholder="Filter your charts"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Select
          aria-label="Sort charts"
          size="xs"
          allowDeselect={false}
          data={CHART_SORTS.map(({ value, label }) => ({ value, label }))}
          value={sort}
          onChange={(value) => value && setSort(value as ChartSort)}
        />
        {currentUserId !== undefined && (
          <Checkbox
            size="xs"
            label="Show only my charts"
            checked={onlyMine}
            onChange={(event) => setOnlyMine(event.currentTarget.checked)}
          />
        )}
      </Group>
      {isFetching && !data && <Loader size="sm" aria-label="Loading charts" />}
      {isError && (
        <Text size="sm" c="red">
          The charts could not be loaded.
        </Text>
      )}
      {data && charts.length === 0 && (
        <Text size="sm" c="dimmed">
          No charts match your search
        </Text>
      )}
      <ScrollArea.Autosize mah="calc(100vh - 260px)" type="auto">
        <Stack gap="xs">
          {charts.map((chart) => (
            <ChartSourceCard key={chart.id} chart={chart} added={added.has(chart.id)} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
