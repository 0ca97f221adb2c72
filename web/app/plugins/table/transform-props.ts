import type { ChartPropsInput } from '../types.ts';
import { valueRange } from './cell-bars.ts';
import { readColumnConfig } from './column-config.ts';
import { tableColumns, type TableColumn } from './columns.ts';
import { colorFormatters, type ColorFormatter } from '../common/conditional-formatting.ts';
import { readOwnState, type TableOwnState } from '#shared/chart-query/table/own-state.ts';
import { ensureArray } from '#shared/chart-query/common/form-data-fields.ts';
import { getQueryMode } from '#shared/chart-query/table/query-mode.ts';

/** What the table component draws. */
export interface TableProps {
  columns: TableColumn[];
  rows: Record<string, unknown>[];
  /** The totals row ("Summary"), when "Show totals" is on in aggregate mode. */
  totals?: Record<string, unknown>;
  /** Rows per page; 0 shows every row in one scrolling page. */
  pageSize: number;
  serverPagination: boolean;
  /** Rows in the whole result: the server's count under server pagination, else the rows at hand. */
  rowCount: number;
  ownState: TableOwnState;
  includeSearch: boolean;
  /** The bar range of each column that draws cell bars. */
  barRanges: Record<string, [number, number]>;
  alignPositiveNegative: boolean;
  colorPositiveNegative: boolean;
  colorFormatters: ColorFormatter[];
  theme: 'light' | 'dark';
  /** The dimension columns a cell click cross-filters on (aggregate mode only, as Superset's). */
  crossFilterColumns: string[];
}

const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/** Bars for metrics (and every numeric column of raw records) unless a colour rule or the column config says no. */
function barRanges(
  input: ChartPropsInput,
  columns: TableColumn[],
  formatters: ColorFormatter[],
  rows: Record<string, unknown>[],
) {
  const raw = getQueryMode(input.formData) === 'raw';
  const showBars = flag(input.formData.show_cell_bars, true);
  const align = flag(input.formData.align_pn, false);
  const ranges: Record<string, [number, number]> = {};
  for (const column of columns) {
    const wanted = column.config.showCellBars ?? showBars;
    const colored = formatters.some((formatter) => formatter.column === column.key);
    if (!wanted || colored || !column.isNumeric || !(column.isMetric || column.isPercentMetric || raw)) continue;
    const range = valueRange(
      rows.map((row) => row[column.key]),
      column.config.alignPositiveNegative ?? align,
    );
    if (range) ranges[column.key] = range;
  }
  return ranges;
}

/** Which answers hold the row count and the totals: the main query first, the count next when paginated. */
function answerIndexes(input: ChartPropsInput): { rowcount?: number; totals?: number } {
  const { formData } = input;
  const paginated = Boolean(formData.server_pagination);
  let next = paginated ? 2 : 1;
  const aggregate = getQueryMode(formData) === 'aggregate';
  if (
    aggregate &&
    formData.percent_metric_calculation === 'all_records' &&
    ensureArray(formData.percent_metrics).length > 0
  )
    next += 1;
  return { rowcount: paginated ? 1 : undefined, totals: aggregate && formData.show_totals ? next : undefined };
}

/** The chart data answer -> the table's columns, rows, totals, paging and formatting. */
export function transformProps(input: ChartPropsInput): TableProps {
  const { formData, queriesData } = input;
  const rows = queriesData[0]?.data ?? [];
  const config = readColumnConfig(formData.column_config);
  const all = tableColumns(input, config);
  const columns = all.filter((column) => column.config.visible !== false);
  const formatters = colorFormatters(formData.conditional_formatting, rows);
  const ownState = readOwnState(formData);
  const indexes = answerIndexes(input);
  const serverPagination = Boolean(formData.server_pagination);
  const counted = indexes.rowcount === undefined ? undefined : queriesData[indexes.rowcount]?.data[0]?.rowcount;
  const pageSize = serverPagination
    ? (ownState.pageSize ?? Number(formData.server_page_length))
    : Number(formData.page_length);
  return {
    columns,
    rows,
    totals: indexes.totals === undefined ? undefined : queriesData[indexes.totals]?.data[0],
    pageSize: Number.isFinite(pageSize) && pageSize > 0 ? pageSize : 0,
    serverPagination,
    rowCount: typeof counted === 'number' ? counted : rows.length,
    ownState,
    includeSearch: flag(formData.include_search, false),
    barRanges: barRanges(input, columns, formatters, rows),
    alignPositiveNegative: flag(formData.align_pn, false),
    colorPositiveNegative: flag(formData.color_pn, true),
    colorFormatters: formatters,
    theme: input.theme,
    crossFilterColumns:
      getQueryMode(formData) === 'raw'
        ? []
        : columns.filter((column) => !column.isMetric && !column.isPercentMetric).map((column) => column.key),
  };
}
