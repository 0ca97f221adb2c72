import type { ControlProps, DragItem } from '../types.ts';
import { ChipList } from '../dnd/chip-list.tsx';
import { ColumnEditor } from '../lazy-parts.tsx';
import { columnChipLabel, columnsOf, type FormColumn } from './column-model.ts';

const ACCEPTS = ['column'] as const;

/**
 * Superset's DndColumnSelect (`groupby`, `columns`, `x_axis`, `series`...): chips of dataset columns and ad-hoc SQL
 * columns; a dropped column is added at once. Single controls write one column or null, multi ones a list.
 */
export function DndColumnSelect({ config, value, onChange, datasource }: ControlProps) {
  const multi = config.multi ?? false;
  const fromDrop = (item: DragItem): FormColumn | 'edit' => (item.kind === 'column' ? item.column.column_name : 'edit');
  return (
    <ChipList<FormColumn>
      name={config.name}
      prompt={multi ? 'Drop columns here or click' : 'Drop a column here or click'}
      accepts={ACCEPTS}
      multi={multi}
      items={columnsOf(value)}
      labelOf={(column) => columnChipLabel(column, datasource.columns)}
      onItemsChange={(items) => onChange(multi ? items : (items[0] ?? null))}
      fromDrop={fromDrop}
      renderEditor={(editor) => <ColumnEditor {...editor} columns={datasource.columns} />}
    />
  );
}
