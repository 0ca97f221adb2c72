import { TextInput } from '@mantine/core';
import { CollectionTable, type CollectionColumn } from './collection-table.tsx';
import { ColumnDetails, FLAG_COLUMNS, MONO } from './column-fields.tsx';
import { newCalculatedColumnDraft, type ColumnDraft } from './member-drafts.ts';

const CALCULATED_COLUMNS: CollectionColumn<ColumnDraft>[] = [
  {
    id: 'column_name', header: 'Column', width: '22%',
    cell: (column, update) => <TextInput size="xs" aria-label="Column name" placeholder="Column name" value={column.column_name} onChange={(event) => update({ column_name: event.currentTarget.value })} />,
  },
  {
    id: 'expression', header: 'SQL expression',
    cell: (column, update) => (
      <TextInput size="xs" aria-label="SQL expression" placeholder="<enter SQL expression here>" styles={MONO} value={column.expression}
        onChange={(event) => update({ expression: event.currentTarget.value })} />
    ),
  },
  {
    id: 'type', header: 'Data type', width: '14%',
    cell: (column, update) => <TextInput size="xs" aria-label="Data type" placeholder="VARCHAR" styles={MONO} value={column.type} onChange={(event) => update({ type: event.currentTarget.value })} />,
  },
  ...FLAG_COLUMNS,
];

/** Props of {@link CalculatedColumnsTab}. */
export interface CalculatedColumnsTabProps {
  columns: ColumnDraft[];
  onChange: (columns: ColumnDraft[]) => void;
}

/** The Calculated columns tab: columns defined by a SQL expression over the source's, added, edited and deleted. */
export function CalculatedColumnsTab({ columns, onChange }: CalculatedColumnsTabProps) {
  return (
    <CollectionTable noun="calculated column" rows={columns} columns={CALCULATED_COLUMNS} onChange={onChange} details={ColumnDetails}
      newRow={newCalculatedColumnDraft} deletable nameOf={(column) => column.column_name} empty="No calculated columns yet: add one with “Add item”." />
  );
}
