import { Pill, Popover } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { DragItem, DropTargetData } from '../types.ts';
import { DropZone } from './drop-zone.tsx';
import { moveItem, SortableChip } from './sortable-chip.tsx';

/** What an item editor (metric, column or filter popover) gets. */
export interface ItemEditorProps<T> {
  /** The item being edited, or undefined for a new one. */
  initial: T | undefined;
  /** The dragged item that opened the editor, to start from (a dropped column opens Simple with it). */
  dropped: DragItem | undefined;
  onSave: (item: T) => void;
  onCancel: () => void;
}

/** Props of {@link ChipList}. */
export interface ChipListProps<T> {
  name: string;
  prompt: string;
  accepts: DropTargetData['accepts'];
  multi: boolean;
  items: readonly T[];
  labelOf: (item: T) => string;
  onItemsChange: (items: T[]) => void;
  /** A drop either becomes an item at once or opens the editor with the dropped thing. */
  fromDrop: (item: DragItem) => T | 'edit';
  renderEditor: (props: ItemEditorProps<T>) => ReactNode;
}

interface Editing {
  /** The edited chip's position, or null for a new item. */
  index: number | null;
  dropped?: DragItem;
}

/**
 * The body of Superset's DnD controls: removable chips of what the control holds, a drop target with "click to
 * add", and one popover editor that opens on a chip, on the add button or on a drop that needs more input.
 */
export function ChipList<T>(props: ChipListProps<T>) {
  const { name, items, multi, onItemsChange } = props;
  const [editing, setEditing] = useState<Editing | null>(null);
  const put = (item: T, index: number | null) => {
    if (index !== null) onItemsChange(items.map((existing, at) => (at === index ? item : existing)));
    else onItemsChange(multi ? [...items, item] : [item]);
  };
  const onDrop = (dragged: DragItem) => {
    const made = props.fromDrop(dragged);
    if (made === 'edit') setEditing({ index: null, dropped: dragged });
    else put(made, null);
  };
  const move = (from: number, to: number) => onItemsChange(moveItem(items, from, to));
  const chips = items.map((item, index) => (
    <SortableChip key={`${index}:${props.labelOf(item)}`} control={name} index={index} move={move}>
      <Pill
        // The whole text on hover, for a chip cut to the control's width.
        title={props.labelOf(item)}
        withRemoveButton
        onRemove={() => onItemsChange(items.filter((_, at) => at !== index))}
        // Mantine hides the remove button from assistive technology; this control needs it reachable.
        removeButtonProps={{ 'aria-label': `Remove ${props.labelOf(item)}`, 'aria-hidden': false, tabIndex: 0 }}
        role="button"
        tabIndex={0}
        onClick={() => setEditing({ index })}
        onKeyDown={(event) => event.key === 'Enter' && setEditing({ index })}
        style={{ cursor: 'pointer' }}
        data-testid={`${name}-chip`}
      >
        {props.labelOf(item)}
      </Pill>
    </SortableChip>
  ));
  return (
    <Popover
      opened={editing !== null}
      onChange={(open) => !open && setEditing(null)}
      position="right-start"
      width={360}
      trapFocus
      withArrow
      shadow="md"
      // The control may sit partly below the panel's scrolled edge; Mantine would hide a popover whose target is cut off.
      hideDetached={false}
    >
      <Popover.Target>
        <div>
          <DropZone
            id={name}
            accepts={props.accepts}
            onDrop={onDrop}
            prompt={props.prompt}
            onAdd={() => setEditing({ index: null })}
            canAdd={multi || items.length === 0}
          >
            {chips}
          </DropZone>
        </div>
      </Popover.Target>
      <Popover.Dropdown data-testid={`${name}-popover`}>
        {editing
          ? props.renderEditor({
              initial: editing.index === null ? undefined : items[editing.index],
              dropped: editing.dropped,
              onSave: (item) => {
                put(item, editing.index);
                setEditing(null);
              },
              onCancel: () => setEditing(null),
            })
          : null}
      </Popover.Dropdown>
    </Popover>
  );
}
