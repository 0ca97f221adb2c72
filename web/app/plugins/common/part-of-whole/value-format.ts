import { getMetricLabel } from '#shared/chart-query/common/form-data-fields.ts';
import { getNumberFormatter, type Currency, type NumberFormatter } from '../number-format.ts';
import type { DatasourceMeta } from '../../types.ts';

/** A metric's result column label, or '' for form data that names no usable metric. */
export const metricLabel = (metric: unknown): string => getMetricLabel(metric);

/** The currency a `currency_format` control holds, or undefined when it has no symbol. */
export function currencyOf(value: unknown): Currency | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { symbol, symbolPosition } = value as { symbol?: unknown; symbolPosition?: unknown };
  if (typeof symbol !== 'string' || symbol === '') return undefined;
  return { symbol, symbolPosition: symbolPosition === 'suffix' ? 'suffix' : 'prefix' };
}

/**
 * Superset's `getValueFormatter` for one metric: the chart's currency when it sets one; else the dataset's
 * currency and d3 format of the metric (a saved metric's own format wins over the chart's); else the chart's
 * number format.
 */
export function valueFormatter(
  metric: unknown,
  datasource: DatasourceMeta,
  numberFormat: unknown,
  currencyFormat: unknown,
): NumberFormatter {
  const format = typeof numberFormat === 'string' ? numberFormat : undefined;
  const chartCurrency = currencyOf(currencyFormat);
  if (chartCurrency) return getNumberFormatter(format, chartCurrency);
  const label = metricLabel(metric);
  const columnFormat = Object.hasOwn(datasource.columnFormats, label) ? datasource.columnFormats[label] : undefined;
  const currency = Object.hasOwn(datasource.currencyFormats, label) ? datasource.currencyFormats[label] : undefined;
  return getNumberFormatter(columnFormat ?? format, currency);
}
