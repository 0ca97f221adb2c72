import { GenericDataType } from '#shared/generic-data-type.ts';
import { getNumberFormatter, type Currency } from '../common/number-format.ts';
import { temporalColumnFormatter, timeGrainOf } from '../common/time-grain-format.ts';
import { colorFormatters } from '../common/conditional-formatting.ts';
import type { ChartPropsInput } from '../types.ts';
import { aggregatorOf } from './aggregators.ts';
import { METRIC_KEY, pivotLayout, unpivot, type PivotLayout } from './layout.ts';
import { orderKeys, pivotData, type Key, type KeyOrder, type PivotData } from './pivot-model.ts';
import { axisEntries, entryLabel, headerRows, type Entry, type HeaderCell } from './pivot-grid.ts';

/** One drawn cell of the body. */
export interface PivotCell {
  text: string;
  background?: string;
  color?: string;
}

/** One drawn row: its kind, the row header labels (repeats blanked) and the cells. */
export interface PivotRow {
  kind: Entry['kind'];
  labels: string[];
  cells: PivotCell[];
}

/** What the pivot table component draws. */
export interface PivotProps {
  rowDimLabels: string[];
  colDimLabels: string[];
  headerRows: HeaderCell[][];
  columnKinds: Entry['kind'][];
  rows: PivotRow[];
  theme: 'light' | 'dark';
}

const ORDERS: readonly KeyOrder[] = ['key_a_to_z', 'key_z_to_a', 'value_a_to_z', 'value_z_to_a'];
const orderOf = (value: unknown): KeyOrder => ORDERS.find((order) => order === value) ?? 'key_a_to_z';

/** How a dimension value is shown: dates in the date format, metrics by their verbose names, others as they are. */
function dimLabeler(input: ChartPropsInput, dims: readonly string[]) {
  const result = input.queriesData[0];
  const temporal = new Set((result?.colnames ?? []).filter((_, i) => result?.coltypes[i] === GenericDataType.TEMPORAL));
  const time = temporalColumnFormatter(input.formData.date_format, timeGrainOf(input.formData));
  return (level: number, value: string): string => {
    const dim = dims[level];
    if (dim === METRIC_KEY) return input.datasource.verboseMap[value] ?? value;
    if (dim && temporal.has(dim) && value !== 'NULL' && Number.isFinite(Number(value))) return time(Number(value));
    return value;
  };
}

/** Row header labels of each row; a data row leaves blank what the row above already shows. */
function rowLabels(
  rows: readonly Entry[],
  depth: number,
  total: string,
  labelOf: (level: number, value: string) => string,
): string[][] {
  return rows.map((row, index) => {
    const above = rows[index - 1];
    return Array.from({ length: depth }, (_, level) => {
      const same =
        row.kind === 'data' &&
        above?.kind === 'data' &&
        level < depth - 1 &&
        row.key.slice(0, level + 1).join('\u0000') === above.key.slice(0, level + 1).join('\u0000');
      return same ? '' : entryLabel(row, level, total, labelOf);
    });
  });
}

/** How each body cell is written and coloured: the value format (percent for fractions) and metric rules. */
function cellWriter(input: ChartPropsInput, data: PivotData, layout: PivotLayout, fraction: boolean) {
  const { formData } = input;
  const number = fraction
    ? getNumberFormatter('.1%')
    : getNumberFormatter(formData.valueFormat as string | undefined, formData.currency_format as Currency | undefined);
  const rules = colorFormatters(formData.conditional_formatting, input.queriesData[0]?.data ?? []);
  const metricOf = (rowKey: Key, colKey: Key) =>
    rowKey[layout.rowDims.indexOf(METRIC_KEY)] ?? colKey[layout.colDims.indexOf(METRIC_KEY)];
  return (row: Entry, column: Entry): PivotCell => {
    const value = data.value(row.key, column.key);
    const out: PivotCell = { text: value === null ? '' : typeof value === 'number' ? number(value) : value };
    // Rules colour the cells of their metric; subtotals and totals lie outside the range the rule scales over.
    if (row.kind !== 'data' || column.kind !== 'data') return out;
    const metric = metricOf(row.key, column.key);
    for (const rule of rules.filter((r) => r.column === metric)) {
      const color = rule.getColorFromValue(value);
      if (color && rule.toTextColor) out.color = color;
      else if (color) out.background = color;
    }
    return out;
  };
}

/** The chart data answer -> the pivot's headers and body, aggregated, ordered, totalled and formatted. */
export function transformProps(input: ChartPropsInput): PivotProps {
  const { formData } = input;
  const layout = pivotLayout(formData);
  const records = unpivot(input.queriesData[0]?.data ?? [], layout.metrics);
  const aggregator = aggregatorOf(formData.aggregateFunction);
  const data = pivotData(records, layout.rowDims, layout.colDims, aggregator);
  const rowKeys = orderKeys(data.rowKeys, orderOf(formData.rowOrder), (prefix) => data.value(prefix, []));
  const colKeys = orderKeys(data.colKeys, orderOf(formData.colOrder), (prefix) => data.value([], prefix));
  const rows = axisEntries(
    rowKeys,
    layout.rowDims.length,
    Boolean(formData.rowSubTotals),
    Boolean(formData.rowSubtotalPosition),
    Boolean(formData.colTotals),
  );
  const columns = axisEntries(
    colKeys,
    layout.colDims.length,
    Boolean(formData.colSubTotals),
    Boolean(formData.colSubtotalPosition),
    Boolean(formData.rowTotals),
  );
  const total = `Total (${aggregator.name})`;
  const cell = cellWriter(input, data, layout, aggregator.fractionOf !== undefined);
  const labels = rowLabels(rows, layout.rowDims.length, total, dimLabeler(input, layout.rowDims));
  const verbose = (dim: string) => input.datasource.verboseMap[dim] ?? dim;
  return {
    rowDimLabels: layout.rowDims.map(verbose),
    colDimLabels: layout.colDims.map(verbose),
    headerRows: headerRows(columns, layout.colDims.length, total, dimLabeler(input, layout.colDims)),
    columnKinds: columns.map((column) => column.kind),
    rows:
      records.length === 0
        ? []
        : rows.map((row, index) => ({
            kind: row.kind,
            labels: labels[index]!,
            cells: columns.map((column) => cell(row, column)),
          })),
    theme: input.theme,
  };
}
