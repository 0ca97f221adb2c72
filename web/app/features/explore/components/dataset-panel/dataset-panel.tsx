import { Button, Divider, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo, useMemo, useState } from 'react';
import type { ExploreDatasource } from '#shared/api/explore.ts';
import { useOnceTrue } from '../../../../ui/preloadable.tsx';
import { ChangeDatasetModal } from '../lazy-parts.tsx';
import { DatasetHeader } from './dataset-header.tsx';
import { DraggableItem } from './draggable-item.tsx';
import { filterDatasetItems } from './filter-items.ts';

/**
 * The left panel of Explore: the dataset, and its metrics and columns to drag onto the controls. It draws again only
 * when the dataset changes, not on every control change.
 */
export const DatasetPanel = memo(function DatasetPanel({ datasource }: { datasource: ExploreDatasource }) {
  const [search, setSearch] = useState('');
  const { columns, metrics } = useMemo(
    () => filterDatasetItems(datasource.columns, datasource.metrics, search),
    [datasource, search],
  );
  return (
    <Stack gap="sm" h="100%" data-testid="explore-dataset-panel">
      <DatasetHeader datasource={datasource} />
      <TextInput
        size="xs"
        placeholder="Search Metrics & Columns"
        aria-label="Search Metrics & Columns"
        leftSection={<IconSearch size={14} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Text
          size="xs"
          fw={600}
          c="dimmed"
          mb={4}
        >{`Metrics (${metrics.length} of ${datasource.metrics.length})`}</Text>
        {metrics.map((metric) => (
          <DraggableItem key={metric.metric_name} item={{ kind: 'metric', metric }} />
        ))}
        <Divider my="xs" />
        <Text
          size="xs"
          fw={600}
          c="dimmed"
          mb={4}
        >{`Columns (${columns.length} of ${datasource.columns.length})`}</Text>
        {columns.map((column) => (
          <DraggableItem key={column.column_name} item={{ kind: 'column', column }} />
        ))}
        {metrics.length === 0 && columns.length === 0 && (
          <Text size="sm" c="dimmed" mt="sm">
            No matching columns or metrics
          </Text>
        )}
      </ScrollArea>
    </Stack>
  );
});

/** The left panel when the chart's dataset is gone: Superset's message and a way to pick another dataset. */
export function MissingDatasetPanel() {
  const [picking, setPicking] = useState(false);
  const pickerMounted = useOnceTrue(picking);
  return (
    <Stack gap="sm" data-testid="explore-dataset-missing">
      <Text fw={600} size="sm">
        [Missing Dataset]
      </Text>
      <Text size="sm" c="dimmed">
        The dataset linked to this chart may have been deleted.
      </Text>
      <Button variant="light" size="xs" onClick={() => setPicking(true)}>
        Swap dataset
      </Button>
      {pickerMounted && <ChangeDatasetModal opened={picking} onClose={() => setPicking(false)} />}
    </Stack>
  );
}
