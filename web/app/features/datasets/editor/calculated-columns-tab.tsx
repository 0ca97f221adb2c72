import { TextInput } from '@mantine/core';
import { CollectionTable, type CollectionColumn } from './collection-table.tsx';
import { ColumnDetails, FLAG_COLUMNS, MONO } from './column-fields.tsx';
import { newCalculatedColumnDraft, type ColumnDraft } from './member-drafts.ts';
import { SqlExpressionField } from './sql-expression-field.tsx';

const CALCULATED_COLUMNS: CollectionColumn<ColumnDraft>[] = [
  {
    id: 'column_name',
    header: 'Column',
    width: '22%',
    cell: (column, update) => (
      <TextInput
        size="xs"
        aria-label="Column name"
        placeholder="Column name"
        value={column.column_name}
        onChange={(event) => update({ column_name: event.currentTarget.value })}
      />
    ),
  },
  {
    id: 'expression',
    header: 'SQL expression',
    cell: (column, update) => (
      <SqlExpressionField
        placeholder="<enter SQL expression here>"
        value={column.expression}
        onChange={(expression) => update({ expression })}
      />
    ),
  },
  {
    id: 'type',
    header: 'Data type',
    width: '14%',
    cell: (column, update) => (
      <TextInput
        size="xs"
        aria-label="Data type"
        placeholder="VARCHAR"
        styles={MONO}
        value={column.type}
        onChange={(event) => update({ type: event.currentTarget.value })}
      />
    ),
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
    <CollectionTable
      noun="calculated column"
      rows={columns}
      columns={CALCULATED_COLUMNS}
      onChange={onChange}
      details={ColumnDetails}
      newRow={newCalculatedColumnDraft}
      deletable
      nameOf={(column) => column.column_name}
      empty="No calculated columns yet: add one with “Add item”."
    />
  );
}
