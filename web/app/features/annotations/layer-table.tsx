import { Anchor, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AnnotationLayerListResponse } from '#shared/api/annotation.ts';
import { RowActionButton, SortHeader } from '../lists/index.ts';

type LayerRow = AnnotationLayerListResponse['result'][number];

/** Props of the layer table: the page of layers, the sort, and the row actions a writer gets. */
export interface LayerTableProps {
  layers: readonly LayerRow[];
  sort: { column: string; desc: boolean };
  onSort: (column: string) => void;
  /** Absent for users who may not change layers: the actions column is not shown. */
  actions?: { onEdit: (layer: LayerRow) => void; onDelete: (layer: LayerRow) => void };
}

const byName = (person: LayerRow['changed_by']): string => (person ? `${person.first_name} ${person.last_name ?? ''}`.trim() : '');

/** Superset's annotation layer list columns: Name (to the layer's annotations), Description, Last modified, Actions. */
export function LayerTable({ layers, sort, onSort, actions }: LayerTableProps) {
  const header = (column: string, label: string) => (
    <SortHeader label={label} active={sort.column === column} desc={sort.desc} onSort={() => onSort(column)} />
  );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Annotation layers">
        <Table.Thead>
          <Table.Tr>
            {header('name', 'Name')}
            {header('descr', 'Description')}
            {header('changed_on_delta_humanized', 'Last modified')}
            {actions && <Table.Th w={110}>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {layers.map((layer) => (
            <Table.Tr key={layer.id}>
              <Table.Td>
                <Anchor component={Link} to={`/annotationlayer/${layer.id}/annotation/`} fw={500}>
                  {layer.name}
                </Anchor>
              </Table.Td>
              <Table.Td maw={420}>
                <Text size="sm" lineClamp={2}>
                  {layer.descr}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{layer.changed_on_delta_humanized}</Text>
                {byName(layer.changed_by) !== '' && <Text size="xs" c="dimmed">by {byName(layer.changed_by)}</Text>}
              </Table.Td>
              {actions && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RowActionButton tooltip="Edit template" label={`Edit ${layer.name}`} color="gray" icon={<IconPencil size={18} aria-hidden />}
                      onClick={() => actions.onEdit(layer)} />
                    <RowActionButton tooltip="Delete template" label={`Delete ${layer.name}`} color="gray" icon={<IconTrash size={18} aria-hidden />}
                      onClick={() => actions.onDelete(layer)} />
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
