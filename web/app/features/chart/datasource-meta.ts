import type { DatasourceMeta } from '../../plugins/types.ts';

type CurrencyFormat = DatasourceMeta['currencyFormats'][string];

function isCurrency(value: unknown): value is CurrencyFormat {
  if (typeof value !== 'object' || value === null) return false;
  const { symbol, symbolPosition } = value as Record<string, unknown>;
  return typeof symbol === 'string' && (symbolPosition === 'prefix' || symbolPosition === 'suffix');
}

/** The dataset fields transformProps needs, as Explore's payload and a dashboard's `/datasets` answer both carry them. */
export interface DatasourceFacts {
  verbose_map: Record<string, string>;
  column_formats: Record<string, string>;
  currency_formats: Record<string, unknown>;
  columns: readonly { column_name: string; is_dttm?: boolean | null }[];
}

/** The dataset facts transformProps reads (labels, formats, currencies, temporal columns). */
export function datasourceMeta(datasource: DatasourceFacts | null): DatasourceMeta {
  if (!datasource) return { verboseMap: {}, columnFormats: {}, currencyFormats: {}, temporalColumns: [] };
  const currencyFormats: Record<string, CurrencyFormat> = {};
  for (const [metric, currency] of Object.entries(datasource.currency_formats)) {
    if (isCurrency(currency)) currencyFormats[metric] = currency;
  }
  return {
    verboseMap: datasource.verbose_map,
    columnFormats: datasource.column_formats,
    currencyFormats,
    temporalColumns: datasource.columns.filter((column) => column.is_dttm === true).map((column) => column.column_name),
  };
}
