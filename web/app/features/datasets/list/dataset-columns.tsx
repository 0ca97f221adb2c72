import { Group } from '@mantine/core';
import { IconCompass, IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import type { CellContext, ColumnDef } from '@tanstack/react-table';
import { NOT_AN_OWNER } from '../../auth/index.ts';
import { lastModifiedColumn, ownersColumn, RowActionButton, selectColumn } from '../../lists/index.ts';
import type { DatasetListItem } from './api.ts';
import { DatasetName, kindLabel, PlainCell } from './dataset-bits.tsx';
import type { DatasetRowActions } from './use-dataset-actions.ts';

type Cell = CellContext<DatasetListItem, unknown>;

const datasetName = (dataset: DatasetListItem) => dataset.table_name;

// Cells are module-level components: a cell made anew on each render would be a new component type and remount the table.

/**
 * Explore for everyone, export for users who may export, delete on datasets the user may change, and edit for users
 * who may write datasets: disabled with Superset's reason on the ones they do not own (Superset's row actions).
 */
function ActionsCell({ row, table }: Cell) {
  const actions = table.options.meta as DatasetRowActions;
  const dataset = row.original;
  const name = dataset.table_name;
  return (
    <Group gap={4} wrap="nowrap">
      <RowActionButton
        tooltip="Explore"
        label={`Explore ${name}`}
        icon={<IconCompass size={18} aria-hidden />}
        onClick={() => actions.explore(dataset)}
      />
      {actions.canExport && (
        <RowActionButton
          tooltip="Export"
          label={`Export ${name}`}
          icon={<IconUpload size={18} aria-hidden />}
          onClick={() => actions.exportOne(dataset)}
        />
      )}
      {actions.canWrite && (
        <RowActionButton
          tooltip={actions.canEdit(dataset) ? 'Edit' : NOT_AN_OWNER}
          label={`Edit ${name}`}
          disabled={!actions.canEdit(dataset)}
          icon={<IconPencil size={18} aria-hidden />}
          onClick={() => actions.edit(dataset)}
        />
      )}
      {actions.canEdit(dataset) && (
        <RowActionButton
          tooltip="Delete"
          label={`Delete ${name}`}
          color="red"
          icon={<IconTrash size={18} aria-hidden />}
          onClick={() => actions.remove(dataset)}
        />
      )}
    </Group>
  );
}

/**
 * The dataset list's columns (Superset's DatasetList): bulk select, name with its type icon and certification, type,
 * database, schema, owners, last modified and actions. Ids are the API's `order_column` names; only those sort.
 */
export const DATASET_COLUMNS: ColumnDef<DatasetListItem>[] = [
  selectColumn<DatasetListItem>(datasetName),
  {
    id: 'table_name',
    header: 'Name',
    accessorFn: datasetName,
    cell: ({ row }) => <DatasetName dataset={row.original} />,
  },
  {
    id: 'kind',
    header: 'Type',
    enableSorting: false,
    cell: ({ row }) => <PlainCell value={kindLabel(row.original.kind)} />,
  },
  {
    id: 'database.database_name',
    header: 'Database',
    accessorFn: (row) => row.database.database_name,
    cell: ({ row }) => <PlainCell value={row.original.database.database_name} />,
  },
  {
    id: 'schema',
    header: 'Schema',
    accessorFn: (row) => row.schema,
    cell: ({ row }) => <PlainCell value={row.original.schema} />,
  },
  ownersColumn<DatasetListItem>(),
  lastModifiedColumn((row) => row.changed_on_utc),
  { id: 'actions', header: 'Actions', enableSorting: false, cell: ActionsCell },
];
