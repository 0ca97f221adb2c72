import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Table } from '@tanstack/react-table';
import { cellStyle } from './cell-style.ts';
import type { TableColumn } from './columns.ts';
import type { TableProps } from './transform-props.ts';
import type { ChartHooks } from '../types.ts';
import { isActiveCell, tableCrossFilterMask } from './cross-filter.ts';

/** A one-line row: what a row is taken to be until it is drawn and measured. */
const ROW_HEIGHT = 32;
const SORT_MARK: Record<string, string> = { asc: ' ▲', desc: ' ▼' };

interface TableBodyProps {
  props: TableProps;
  table: Table<Record<string, unknown>>;
  height: number;
  /** Cross-filtering: dimension cells emit and show the table's cross-filter. */
  hooks?: ChartHooks;
}

const cellFlex = (column: TableColumn) => (column.config.columnWidth ? `0 0 ${column.config.columnWidth}px` : '1 1 0');

/** Text longer than its cell wraps inside it (long words too), so a cell never spills over its neighbours. */
const WRAPPING = { minWidth: 0, overflowWrap: 'anywhere' } as const;

function Header({ props, table }: Omit<TableBodyProps, 'height' | 'hooks'>) {
  const byKey = new Map(props.columns.map((column) => [column.key, column]));
  return (
    <thead style={{ position: 'sticky', top: 0, zIndex: 1, background: 'var(--mantine-color-body)' }}>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} style={{ display: 'flex' }}>
          {group.headers.map((header) => {
            const column = byKey.get(header.column.id);
            const sorted = header.column.getIsSorted();
            return (
              <th
                key={header.id}
                onClick={header.column.getToggleSortingHandler()}
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                style={{
                  flex: column ? cellFlex(column) : '1 1 0',
                  ...WRAPPING,
                  cursor: 'pointer',
                  textAlign: column?.isNumeric ? 'right' : 'left',
                  padding: '4px 8px',
                  userSelect: 'none',
                }}
              >
                {String(header.column.columnDef.header)}
                {sorted ? SORT_MARK[sorted] : ''}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}

/** The header, the rows of the page (only those in view are in the DOM) and the totals row. */
export function TableBody({ props, table, height, hooks }: TableBodyProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  // The known height gives the first paint its rows before the scroller is measured. Rows grow with text that wraps,
  // as in Superset's table: each drawn row is measured (and measured again when its cells resize), so the rows
  // below move down instead of being drawn over.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 0, height },
  });
  return (
    <div ref={scroller} style={{ height, overflow: 'auto' }}>
      {/* aria-rowcount tells assistive tech (and browser tests) the whole page's rows, since only those in view are drawn. */}
      <table
        role="grid"
        aria-rowcount={rows.length + 1}
        style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}
      >
        <Header props={props} table={table} />
        <tbody style={{ display: 'block', position: 'relative', height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!.original;
            return (
              <tr
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                style={{
                  display: 'flex',
                  position: 'absolute',
                  top: 0,
                  width: '100%',
                  minHeight: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                {props.columns.map((column) => {
                  const filtering = hooks?.emitCrossFilters === true && props.crossFilterColumns.includes(column.key);
                  const active = filtering && isActiveCell(hooks?.filterState, column.key, row[column.key]);
                  const text = column.format(row[column.key]);
                  return (
                    <td
                      key={column.key}
                      title={column.config.truncateLongCells ? text : undefined}
                      onClick={
                        filtering
                          ? () =>
                              hooks?.setDataMask?.(
                                tableCrossFilterMask(column.key, row[column.key], hooks?.filterState),
                              )
                          : undefined
                      }
                      aria-selected={filtering ? active : undefined}
                      style={{
                        flex: cellFlex(column),
                        ...WRAPPING,
                        padding: '4px 8px',
                        ...cellStyle(props, column, row),
                        ...(filtering ? { cursor: 'pointer' } : {}),
                        ...(active ? { background: 'var(--mantine-color-blue-light)' } : {}),
                      }}
                    >
                      {text}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
        {props.totals && (
          <tfoot style={{ position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)', fontWeight: 600 }}>
            <tr style={{ display: 'flex' }}>
              {props.columns.map((column, index) => (
                <td
                  key={column.key}
                  style={{
                    flex: cellFlex(column),
                    ...WRAPPING,
                    padding: '4px 8px',
                    textAlign: column.isNumeric ? 'right' : 'left',
                  }}
                >
                  {index === 0 && !column.isMetric && !column.isPercentMetric
                    ? 'Summary'
                    : column.isMetric || column.isPercentMetric
                      ? column.format(props.totals?.[column.key])
                      : ''}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
