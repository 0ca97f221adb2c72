import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AnnotationLayerListResponse } from '#shared/api/annotation.ts';
import { SortedTable, type SortedColumn } from './sorted-table.tsx';

type LayerRow = AnnotationLayerListResponse['result'][number];

/** Props of the layer table: the page of layers, the sort, and the row actions a writer gets. */
export interface LayerTableProps {
  layers: readonly LayerRow[];
  sort: { column: string; desc: boolean };
  onSort: (column: string) => void;
  /** Absent for users who may not change layers: the actions column is not shown. */
  actions?: { onEdit: (layer: LayerRow) => void; onDelete: (layer: LayerRow) => void };
}

const byName = (person: LayerRow['changed_by']): string =>
  person ? `${person.first_name} ${person.last_name ?? ''}`.trim() : '';

const COLUMNS: SortedColumn<LayerRow>[] = [
  {
    column: 'name',
    label: 'Name',
    cell: (layer) => (
      <Table.Td>
        <Anchor component={Link} to={`/annotationlayer/${layer.id}/annotation/`} fw={500}>
          {layer.name}
        </Anchor>
      </Table.Td>
    ),
  },
  {
    column: 'descr',
    label: 'Description',
    cell: (layer) => (
      <Table.Td maw={420}>
        <Text size="sm" lineClamp={2}>
          {layer.descr}
        </Text>
      </Table.Td>
    ),
  },
  {
    column: 'changed_on_delta_humanized',
    label: 'Last modified',
    cell: (layer) => (
      <Table.Td>
        <Text size="sm">{layer.changed_on_delta_humanized}</Text>
        {byName(layer.changed_by) !== '' && (
          <Text size="xs" c="dimmed">
            by {byName(layer.changed_by)}
          </Text>
        )}
      </Table.Td>
    ),
  },
];

/** Superset's annotation layer list columns: Name (to the layer's annotations), Description, Last modified, Actions. */
export function LayerTable({ layers, sort, onSort, actions }: LayerTableProps) {
  return (
    <SortedTable<LayerRow>
      label="Annotation layers"
      rows={layers}
      columns={COLUMNS}
      sort={sort}
      onSort={onSort}
      actions={actions && { ...actions, noun: 'template', nameOf: (layer) => layer.name }}
    />
  );
}
