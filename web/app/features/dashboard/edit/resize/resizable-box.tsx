import { useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { GRID_BASE_UNIT, GRID_GUTTER_SIZE } from '#shared/dashboard/layout.ts';
import type { ResizeBounds } from '../../layout-ops/index.ts';
import classes from './resizable-box.module.css';

/** A size in grid units: columns wide and row units (8 px) high. */
export interface GridSize {
  width: number;
  height: number;
}

export interface ResizableBoxProps {
  /** The component's size now, in grid columns and row units. */
  size: GridSize;
  /** The limits from `resizeBounds`; null for components that do not resize. */
  bounds: ResizeBounds | null;
  /** The width of one grid column in px (the grid's width less gutters, over 12). */
  columnWidth: number;
  /** Whether handles show (edit mode). */
  editMode: boolean;
  /** Called once, when the handle is let go, with the snapped size (only when it changed). */
  onResizeStop: (size: GridSize) => void;
  children: ReactNode;
}

type Edge = 'right' | 'bottom' | 'corner';

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** Px for a size in grid units: columns with the gutters between them, and 8 px row units. */
export function pixelsOf(size: GridSize, columnWidth: number): { width: number; height: number } {
  return {
    width: size.width * columnWidth + (size.width - 1) * GRID_GUTTER_SIZE,
    height: size.height * GRID_BASE_UNIT,
  };
}

/** A drag of `dx`, `dy` px from `start` on `edge`, snapped to whole columns and row units within `bounds`. */
export function snappedSize(
  start: GridSize,
  edge: Edge,
  dx: number,
  dy: number,
  bounds: ResizeBounds,
  columnWidth: number,
): GridSize {
  const columnStep = columnWidth + GRID_GUTTER_SIZE;
  const width =
    edge !== 'bottom' && bounds.adjustableWidth
      ? clamp(start.width + Math.round(dx / columnStep), bounds.minWidth, bounds.maxWidth)
      : start.width;
  const height =
    edge !== 'right' && bounds.adjustableHeight
      ? clamp(start.height + Math.round(dy / GRID_BASE_UNIT), bounds.minHeight, bounds.maxHeight)
      : start.height;
  return { width, height };
}

/**
 * A component box on the dashboard grid with Superset's resize handles in edit mode (right edge, bottom edge, corner).
 * While dragging a handle the box follows in whole columns and row units; the new size is reported when let go.
 */
export function ResizableBox({ size, bounds, columnWidth, editMode, onResizeStop, children }: ResizableBoxProps) {
  const [live, setLive] = useState<GridSize | null>(null);
  const drag = useRef<{ edge: Edge; x: number; y: number; latest: GridSize } | null>(null);
  const shown = live ?? size;
  const px = pixelsOf(shown, columnWidth);

  const start = (edge: Edge) => (event: ReactPointerEvent<HTMLDivElement>) => {
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { edge, x: event.clientX, y: event.clientY, latest: size };
  };
  const move = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || !bounds) return;
    current.latest = snappedSize(
      size,
      current.edge,
      event.clientX - current.x,
      event.clientY - current.y,
      bounds,
      columnWidth,
    );
    setLive(current.latest);
  };
  const stop = () => {
    const current = drag.current;
    drag.current = null;
    setLive(null);
    if (current && (current.latest.width !== size.width || current.latest.height !== size.height))
      onResizeStop(current.latest);
  };
  const handle = (edge: Edge, enabled: boolean | undefined, label: string) =>
    enabled ? (
      <div
        role="separator"
        aria-label={label}
        className={`${classes.handle} ${classes[edge]}`}
        onPointerDown={start(edge)}
        onPointerMove={move}
        onPointerUp={stop}
        onPointerCancel={stop}
      />
    ) : null;

  return (
    <div
      className={classes.box}
      style={{
        width: bounds?.adjustableWidth ? px.width : undefined,
        height: bounds?.adjustableHeight ? px.height : undefined,
      }}
      data-resizing={live ? '' : undefined}
    >
      {children}
      {editMode && bounds && (
        <>
          {handle('right', bounds.adjustableWidth, 'Resize width')}
          {handle('bottom', bounds.adjustableHeight, 'Resize height')}
          {handle('corner', bounds.adjustableWidth && bounds.adjustableHeight, 'Resize')}
        </>
      )}
    </div>
  );
}
