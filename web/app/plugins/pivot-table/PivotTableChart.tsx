import { useEffect, type CSSProperties } from 'react';
import { Text } from '@mantine/core';
import type { ChartComponentProps } from '../types.ts';
import type { PivotProps } from './transform-props.ts';

const CELL: CSSProperties = {
  padding: '3px 8px',
  border: '1px solid var(--mantine-color-default-border)',
  whiteSpace: 'nowrap',
};
const HEAD: CSSProperties = { ...CELL, background: 'var(--mantine-color-default-hover)', fontWeight: 600 };

/** Superset's message for a chart with no rows. */
export const NO_RESULTS = 'No results were returned for this query';

function Header({ props }: { props: PivotProps }) {
  const corner = props.rowDimLabels.length;
  return (
    <thead>
      {props.headerRows.map((cells, level) => (
        <tr key={level}>
          {corner > 0 && level === 0 && <th colSpan={corner} rowSpan={props.headerRows.length - 1 || 1} style={HEAD} />}
          {corner > 0 &&
            level > 0 &&
            level === props.headerRows.length - 1 &&
            props.rowDimLabels.map((label) => (
              <th key={label} style={HEAD}>
                {label}
              </th>
            ))}
          <th style={{ ...HEAD, textAlign: 'left' }}>{props.colDimLabels[level]}</th>
          {cells.map((cell, index) => (
            <th key={index} colSpan={cell.span} style={HEAD}>
              {cell.label}
            </th>
          ))}
        </tr>
      ))}
    </thead>
  );
}

/** The pivot table: column headers per column dimension, row headers per row dimension, then the cells. */
export function PivotTableChart({ width, height, hooks, ...props }: ChartComponentProps<PivotProps>) {
  const onRenderComplete = hooks.onRenderComplete;
  useEffect(() => {
    onRenderComplete?.();
  }, [onRenderComplete, props.rows]);
  if (props.rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" style={{ width, lineHeight: `${height}px` }}>
        {NO_RESULTS}
      </Text>
    );
  }
  return (
    <div style={{ width, height, overflow: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', fontSize: 13 }}>
        <Header props={props} />
        <tbody>
          {props.rows.map((row, index) => (
            <tr key={index} style={{ fontWeight: row.kind === 'data' ? undefined : 600 }}>
              {/* The deepest row header also fills the column under the column dimensions' names, as Superset's does. */}
              {row.labels.map((label, level) => (
                <th
                  key={level}
                  colSpan={level === row.labels.length - 1 ? 2 : undefined}
                  style={{ ...HEAD, textAlign: 'left' }}
                >
                  {label}
                </th>
              ))}
              {row.labels.length === 0 && <td style={CELL} />}
              {row.cells.map((cell, column) => (
                <td
                  key={column}
                  style={{
                    ...CELL,
                    textAlign: 'right',
                    background: cell.background,
                    color: cell.color,
                    fontWeight: props.columnKinds[column] === 'data' ? undefined : 600,
                  }}
                >
                  {cell.text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
