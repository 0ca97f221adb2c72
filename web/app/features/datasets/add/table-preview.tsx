import { Alert, Anchor, Group, Loader, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconTable } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTableMetadataQuery } from '../../databases/index.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { datasetExplorePath } from '../list/list-state.ts';

/** Props of the preview: the picked table, and the id of the dataset already made from it, if any. */
export interface TablePreviewProps {
  dbId: number;
  schema: string;
  table: string;
  existingId: number | undefined;
}

/** Superset's DatasetPanel: the picked table's name, a warning when it already has a dataset, and its columns with their types. */
export function TablePreview({ dbId, schema, table, existingId }: TablePreviewProps) {
  const metadata = useTableMetadataQuery({ dbId, catalog: null, schema, table });
  const columns = metadata.data?.columns;
  return (
    <Stack gap="md" h="100%">
      <Group gap="xs">
        <IconTable size={20} aria-hidden />
        <Title order={3}>{table}</Title>
      </Group>
      {existingId !== undefined && (
        <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />}>
          This table already has a dataset associated with it. You can only associate one dataset with a table.{' '}
          <Anchor component={Link} to={datasetExplorePath(existingId)} size="sm">
            View Dataset
          </Anchor>
        </Alert>
      )}
      {metadata.isError && (
        <EmptyState title="Unable to load columns for the selected table. Please select a different table." />
      )}
      {metadata.isFetching && <Loader size="sm" aria-label="Loading columns" />}
      {columns !== undefined && !metadata.isFetching && (
        <Stack gap="xs">
          <Text fw={600}>Table columns</Text>
          <ScrollArea.Autosize mah="calc(100vh - 360px)" type="auto">
            <Table striped withTableBorder aria-label="Table columns" stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Column Name</Table.Th>
                  <Table.Th>Datatype</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {columns.map((column) => (
                  <Table.Tr key={column.name}>
                    <Table.Td>{column.name}</Table.Td>
                    <Table.Td>{column.type ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Stack>
      )}
    </Stack>
  );
}
