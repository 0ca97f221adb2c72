import { Table, Text } from '@mantine/core';
import type { AnnotationListResponse } from '#shared/api/annotation.ts';
import { displayDateTime } from './annotation-form.ts';
import { SortedTable, type SortedColumn } from './sorted-table.tsx';

type AnnotationRow = AnnotationListResponse['result'][number];

/** Props of the annotation table: the page of annotations, the sort, and the row actions a writer gets. */
export interface AnnotationTableProps {
  annotations: readonly AnnotationRow[];
  sort: { column: string; desc: boolean };
  onSort: (column: string) => void;
  actions?: { onEdit: (annotation: AnnotationRow) => void; onDelete: (annotation: AnnotationRow) => void };
}

const COLUMNS: SortedColumn<AnnotationRow>[] = [
  {
    column: 'short_descr',
    label: 'Name',
    cell: (annotation) => <Table.Td fw={500}>{annotation.short_descr}</Table.Td>,
  },
  {
    column: 'long_descr',
    label: 'Description',
    cell: (annotation) => (
      <Table.Td maw={360}>
        <Text size="sm" lineClamp={2}>
          {annotation.long_descr}
        </Text>
      </Table.Td>
    ),
  },
  {
    column: 'start_dttm',
    label: 'Start',
    cell: (annotation) => <Table.Td>{displayDateTime(annotation.start_dttm)}</Table.Td>,
  },
  {
    column: 'end_dttm',
    label: 'End',
    cell: (annotation) => <Table.Td>{displayDateTime(annotation.end_dttm)}</Table.Td>,
  },
];

/** Superset's annotation list columns: Name, Description, Start, End, Actions. */
export function AnnotationTable({ annotations, sort, onSort, actions }: AnnotationTableProps) {
  return (
    <SortedTable<AnnotationRow>
      label="Annotations"
      rows={annotations}
      columns={COLUMNS}
      sort={sort}
      onSort={onSort}
      actions={actions && { ...actions, noun: 'annotation', nameOf: (annotation) => annotation.short_descr }}
    />
  );
}
