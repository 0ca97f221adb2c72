import { Box, Text } from '@mantine/core';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Cell,
  type Header,
} from '@tanstack/react-table';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import type { ResultColumn } from '#shared/sqllab/query-types.ts';
import { cellText, columnWidth, isNumericColumn, NULL_TEXT } from './cell-format.ts';
import classes from './result-grid.module.css';

/** Every row has this height: cells hold one line, so rows need no measuring and 100,000 rows scroll evenly. */
export const GRID_ROW_HEIGHT = 28;
const HEADER_HEIGHT = 44;

type Row = Record<string, unknown>;

/** Props of {@link ResultGrid}: the result's columns (with engine types) and rows, in a box of `height` pixels. */
export interface ResultGridProps {
  columns: readonly ResultColumn[];
  data: readonly Row[];
  height: number;
}

const helper = createColumnHelper<Row>();

function ValueCell({ value, column }: { value: unknown; column: ResultColumn }) {
  if (value === null || value === undefined) return <i className={classes.null}>{NULL_TEXT}</i>;
  return cellText(value, column);
}

/**
 * SQL Lab's result grid: a TanStack table of columns sized to their content, headed by name and engine type, whose rows
 * are virtualized (only the rows in view, plus a few, are in the DOM). Narrow results share out the pane's width; wide
 * ones scroll sideways under a sticky header.
 */
export function ResultGrid({ columns, data, height }: ResultGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const columnDefs = useMemo(
    () =>
      columns.map((column) =>
        helper.accessor((row) => row[column.name], {
          id: column.name,
          size: columnWidth(column, data),
          header: () => (
            <>
              <Text size="sm" fw={600} truncate="end">
                {column.name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {column.type}
              </Text>
            </>
          ),
          cell: (context) => <ValueCell value={context.getValue()} column={column} />,
          meta: { numeric: isNumericColumn(column) },
        }),
      ),
    [columns, data],
  );
  const virtualizer = useVirtualizer({
    count: data.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => GRID_ROW_HEIGHT,
    overscan: 10,
    // Until the box is laid out (a hidden tab, a DOM without layout as in tests), draw as if it had its full height.
    initialRect: { width: 1024, height },
    observeElementRect: (instance: Virtualizer<HTMLDivElement, Element>, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : { width: rect.width || 1024, height })),
  });
  const items = virtualizer.getVirtualItems();
  // The table models only the rows in view: building a row model of every row costs seconds at 100,000 rows.
  const windowRows = useMemo(() => items.map((item) => data[item.index] ?? {}), [items, data]);
  const table = useReactTable({ data: windowRows, columns: columnDefs, getCoreRowModel: getCoreRowModel() });
  const rows = table.getRowModel().rows;
  const width = table.getTotalSize();
  return (
    <Box
      ref={scroller}
      h={height}
      className={classes.scroller}
      role="table"
      aria-rowcount={data.length + 1}
      data-testid="sqllab-result-grid"
    >
      <div className={classes.header} role="row" style={{ width, minWidth: '100%', height: HEADER_HEIGHT }}>
        {table.getFlatHeaders().map((header) => (
          <HeaderCell key={header.id} header={header} />
        ))}
      </div>
      <div style={{ position: 'relative', width, minWidth: '100%', height: virtualizer.getTotalSize() }}>
        {items.map((item, at) => {
          const row = rows[at];
          if (row === undefined) return null;
          return (
            <div
              key={item.index}
              role="row"
              aria-rowindex={item.index + 2}
              className={classes.row}
              style={{ height: GRID_ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
            >
              {row.getVisibleCells().map((cell) => (
                <BodyCell key={cell.id} cell={cell} />
              ))}
            </div>
          );
        })}
      </div>
    </Box>
  );
}

function HeaderCell({ header }: { header: Header<Row, unknown> }) {
  const numeric = (header.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric === true;
  return (
    <div
      role="columnheader"
      className={classes.headerCell}
      data-numeric={numeric || undefined}
      style={{ flexBasis: header.getSize(), flexGrow: 1 }}
      title={header.column.id}
    >
      {flexRender(header.column.columnDef.header, header.getContext())}
    </div>
  );
}

function BodyCell({ cell }: { cell: Cell<Row, unknown> }) {
  const numeric = (cell.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric === true;
  return (
    <div
      role="cell"
      className={classes.cell}
      data-numeric={numeric || undefined}
      style={{ flexBasis: cell.column.getSize(), flexGrow: 1 }}
    >
      {flexRender(cell.column.columnDef.cell, cell.getContext())}
    </div>
  );
}
