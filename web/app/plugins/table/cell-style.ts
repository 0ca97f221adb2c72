import type { CSSProperties } from 'react';
import { cellBar } from './cell-bars.ts';
import type { TableColumn } from './columns.ts';
import type { TableProps } from './transform-props.ts';

/**
 * How one cell looks: the colour of a matching conditional formatting rule (its own column, or any column of a
 * rule that colours the whole row), else the cell bar behind a number; numbers align right.
 */
export function cellStyle(props: TableProps, column: TableColumn, row: Record<string, unknown>): CSSProperties {
  const value = row[column.key];
  const style: CSSProperties = {
    textAlign: column.config.horizontalAlign ?? (column.isNumeric ? 'right' : 'left'),
    whiteSpace: column.config.truncateLongCells ? 'nowrap' : undefined,
    overflow: column.config.truncateLongCells ? 'hidden' : undefined,
    textOverflow: column.config.truncateLongCells ? 'ellipsis' : undefined,
  };
  for (const formatter of props.colorFormatters) {
    if (formatter.column !== column.key && !formatter.toAllRow) continue;
    const color = formatter.getColorFromValue(row[formatter.column]);
    if (!color) continue;
    if (formatter.toTextColor) style.color = color;
    else style.backgroundColor = color;
  }
  const range = props.barRanges[column.key];
  if (range && typeof value === 'number' && !style.backgroundColor) {
    const align = column.config.alignPositiveNegative ?? props.alignPositiveNegative;
    const colorPn = column.config.colorPositiveNegative ?? props.colorPositiveNegative;
    const bar = cellBar(value, range, align, colorPn, props.theme);
    style.backgroundImage = `linear-gradient(to right, transparent ${bar.left}%, ${bar.color} ${bar.left}%, ${bar.color} ${bar.left + bar.width}%, transparent ${bar.left + bar.width}%)`;
  } else if (
    !range &&
    column.isNumeric &&
    typeof value === 'number' &&
    value < 0 &&
    (column.config.colorPositiveNegative ?? props.colorPositiveNegative) &&
    !style.color
  ) {
    style.color = 'var(--mantine-color-red-7)';
  }
  return style;
}
