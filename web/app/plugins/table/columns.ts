import { GenericDataType } from '#shared/generic-data-type.ts';
import { getMetricLabel, metricsOf } from '#shared/chart-query/common/form-data-fields.ts';
import { getNumberFormatter } from '../common/number-format.ts';
import { temporalColumnFormatter, timeGrainOf } from '../common/time-grain-format.ts';
import type { ChartPropsInput } from '../types.ts';
import type { ColumnConfig } from './column-config.ts';
import { getQueryMode } from '#shared/chart-query/table/query-mode.ts';

/** What the table knows of one result column: header, kind, how its values are written and its config. */
export interface TableColumn {
  key: string;
  label: string;
  dataType: number;
  isNumeric: boolean;
  isMetric: boolean;
  isPercentMetric: boolean;
  config: ColumnConfig;
  format: (value: unknown) => string;
}

/** Superset writes an empty cell as N/A. */
export const EMPTY_CELL = 'N/A';

const plain = (value: unknown): string => (value === null || value === undefined ? EMPTY_CELL : String(value));

/**
 * The value writer of a column: temporal columns in their format (the adaptive one by the time grain's period),
 * percent for percent metrics, number formats for metrics.
 */
function formatterOf(
  input: ChartPropsInput,
  column: Omit<TableColumn, 'format' | 'label'>,
): (value: unknown) => string {
  const { config, key } = column;
  const { columnFormats, currencyFormats } = input.datasource;
  if (column.dataType === GenericDataType.TEMPORAL) {
    const time = temporalColumnFormatter(
      config.d3TimeFormat || input.formData.table_timestamp_format,
      timeGrainOf(input.formData),
    );
    return (value) => (value === null || value === undefined ? EMPTY_CELL : time(value as number | string));
  }
  const savedKey = column.isPercentMetric ? key.slice(1) : key;
  const numberFormat = column.isPercentMetric
    ? (config.d3NumberFormat ?? '.3%')
    : (config.d3NumberFormat ?? columnFormats[savedKey]);
  const currency = config.currencyFormat ?? currencyFormats[savedKey];
  if (!column.isMetric && !column.isPercentMetric && !(column.isNumeric && (config.d3NumberFormat || currency)))
    return plain;
  const number = getNumberFormatter(numberFormat, currency);
  return (value) => (typeof value === 'number' ? number(value) : plain(value));
}

/** The result's columns in order, with labels (custom name, verbose name, `%` for percent metrics) and writers. */
export function tableColumns(input: ChartPropsInput, config: Record<string, ColumnConfig>): TableColumn[] {
  const { formData, datasource } = input;
  const result = input.queriesData[0];
  const aggregate = getQueryMode(formData) === 'aggregate';
  const metrics = new Set(aggregate ? metricsOf(formData.metrics).map(getMetricLabel) : []);
  const percents = new Set(aggregate ? metricsOf(formData.percent_metrics).map((m) => `%${getMetricLabel(m)}`) : []);
  return (result?.colnames ?? []).map((key, index) => {
    const dataType = result?.coltypes[index] ?? GenericDataType.STRING;
    const isPercentMetric = percents.has(key);
    const spec = {
      key,
      dataType,
      isNumeric: dataType === GenericDataType.NUMERIC,
      isMetric: metrics.has(key) && !isPercentMetric,
      isPercentMetric,
      config: config[key] ?? {},
    };
    const base = isPercentMetric ? key.slice(1) : key;
    const verbose = datasource.verboseMap[base] ?? base;
    const label = spec.config.customColumnName || (isPercentMetric ? `%${verbose}` : verbose);
    return { ...spec, label, format: formatterOf(input, spec) };
  });
}
