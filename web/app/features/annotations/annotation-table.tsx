import { Group, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { AnnotationListResponse } from '#shared/api/annotation.ts';
import { displayDateTime } from './annotation-form.ts';
import { RowActionButton, SortHeader } from '../lists/index.ts';

type AnnotationRow = AnnotationListResponse['result'][number];

/** Props of the annotation table: the page of annotations, the sort, and the row actions a writer gets. */
export interface AnnotationTableProps {
  annotations: readonly AnnotationRow[];
  sort: { column: string; desc: boolean };
  onSort: (column: string) => void;
  actions?: { onEdit: (annotation: AnnotationRow) => void; onDelete: (annotation: AnnotationRow) => void };
}

/** Superset's annotation list columns: Name, Description, Start, End, Actions. */
export function AnnotationTable({ annotations, sort, onSort, actions }: AnnotationTableProps) {
  const header = (column: string, label: string) => (
    <SortHeader label={label} active={sort.column === column} desc={sort.desc} onSort={() => onSort(column)} />
  );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Annotations">
        <Table.Thead>
          <Table.Tr>
            {header('short_descr', 'Name')}
            {header('long_descr', 'Description')}
            {header('start_dttm', 'Start')}
            {header('end_dttm', 'End')}
            {actions && <Table.Th w={110}>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {annotations.map((annotation) => (
            <Table.Tr key={annotation.id}>
              <Table.Td fw={500}>{annotation.short_descr}</Table.Td>
              <Table.Td maw={360}>
                <Text size="sm" lineClamp={2}>
                  {annotation.long_descr}
                </Text>
              </Table.Td>
              <Table.Td>{displayDateTime(annotation.start_dttm)}</Table.Td>
              <Table.Td>{displayDateTime(annotation.end_dttm)}</Table.Td>
              {actions && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RowActionButton tooltip="Edit annotation" label={`Edit ${annotation.short_descr}`} color="gray" icon={<IconPencil size={18} aria-hidden />}
                      onClick={() => actions.onEdit(annotation)} />
                    <RowActionButton tooltip="Delete annotation" label={`Delete ${annotation.short_descr}`} color="gray" icon={<IconTrash size={18} aria-hidden />}
                      onClick={() => actions.onDelete(annotation)} />
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
