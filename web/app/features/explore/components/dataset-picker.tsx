import { Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { exploreApi } from '../api.ts';
import type { DatasetListRow } from '../api-schemas.ts';

/** Props of {@link DatasetPicker}: where a picked dataset goes. */
export interface DatasetPickerProps {
  onPick: (dataset: DatasetListRow) => void;
}

/** Lists the datasets the user can read, searchable by name; picking one hands its id to `onPick`. */
export function DatasetPicker({ onPick }: DatasetPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const { data, error, isFetching } = exploreApi.useListDatasetsQuery({ search: debounced, page: 0 });
  return (
    <Stack gap="sm" data-testid="explore-dataset-picker">
      <TextInput
        placeholder="Search datasets"
        aria-label="Search datasets"
        leftSection={<IconSearch size={16} />}
        rightSection={isFetching ? <Loader size="xs" /> : null}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {error && <ErrorAlert message={'messages' in error ? error.messages.join('\n') : 'Could not load datasets'} />}
      {data && data.result.length === 0 && (
        <EmptyState size="sm" title="No datasets found" description="Add a dataset first, then explore it here." />
      )}
      {data && data.result.length > 0 && (
        <Table highlightOnHover verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Database</Table.Th>
              <Table.Th>Schema</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.result.map((dataset) => (
              <Table.Tr key={dataset.id}>
                <Table.Td>{dataset.table_name}</Table.Td>
                <Table.Td>{dataset.database?.database_name ?? ''}</Table.Td>
                <Table.Td>{dataset.schema ?? ''}</Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Button size="xs" variant="light" onClick={() => onPick(dataset)}>
                      Explore
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {data && data.count > data.result.length && (
        <Text
          size="xs"
          c="dimmed"
        >{`Showing ${data.result.length} of ${data.count} datasets; search to narrow the list.`}</Text>
      )}
    </Stack>
  );
}
