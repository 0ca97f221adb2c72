import { IconGripVertical } from '@tabler/icons-react';
import { useCallback, type CSSProperties, type ReactNode } from 'react';
import type { LayoutItem } from '#shared/dashboard/layout.ts';
import { DeleteComponentButton, DropIndicator, useLayoutDraggable, useLayoutDropTarget } from '../edit/index.ts';
import { useEditDispatch } from './edit-context.ts';
import classes from './edit-chrome.module.css';

/** Superset's names of components in the handles' labels. */
const NAMES: Readonly<Record<string, string>> = {
  ROW: 'row',
  COLUMN: 'column',
  CHART: 'chart',
  MARKDOWN: 'markdown',
  HEADER: 'header',
  DIVIDER: 'divider',
  TABS: 'tabs',
};

export interface EditChromeProps {
  item: LayoutItem;
  /** Where the hover menu sits: to the left (rows, tabs, headers) or on top (the others), as Superset's. */
  menu: 'left' | 'top';
  /** More hover menu entries (header size, markdown mode...), before the delete button. */
  actions?: ReactNode;
  style?: CSSProperties;
  testId?: string;
  children: ReactNode;
}

/**
 * A layout component in edit mode: a drop zone with its indicator, dragged by the grip of its hover menu, which
 * also deletes it; the component being dragged is dimmed in place.
 */
export function EditChrome({ item, menu, actions, style, testId, children }: EditChromeProps) {
  const { dispatchDelete } = useEditDispatch();
  const drag = useLayoutDraggable({ id: item.id, type: item.type, meta: item.meta });
  const drop = useLayoutDropTarget(item.id);
  const { setNodeRef: setDragRef } = drag;
  const { setNodeRef: setDropRef } = drop;
  const setRefs = useCallback(
    (element: HTMLElement | null) => {
      setDragRef(element);
      setDropRef(element);
    },
    [setDragRef, setDropRef],
  );
  const name = NAMES[item.type] ?? 'component';
  return (
    <div
      ref={setRefs}
      className={classes.chrome}
      style={style}
      data-dragging={drag.isDragging ? '' : undefined}
      data-component-id={item.id}
      data-testid={testId}
    >
      <div className={`${classes.menu} ${classes[menu]}`}>
        <span className={classes.handle} {...drag.handleProps} aria-label={`Drag ${name}`} role="button">
          <IconGripVertical size={16} />
        </span>
        {actions}
        <DeleteComponentButton label={`Delete ${name}`} onDelete={() => dispatchDelete(item.id)} />
      </div>
      {children}
      <DropIndicator position={drop.dropPosition} />
    </div>
  );
}
