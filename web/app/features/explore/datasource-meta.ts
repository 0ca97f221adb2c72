import type { ExploreDatasource } from '#shared/api/explore.ts';
import type { DatasourceMeta } from '../../plugins/types.ts';

type CurrencyFormat = DatasourceMeta['currencyFormats'][string];

function isCurrency(value: unknown): value is CurrencyFormat {
  if (typeof value !== 'object' || value === null) return false;
  const { symbol, symbolPosition } = value as Record<string, unknown>;
  return typeof symbol === 'string' && (symbolPosition === 'prefix' || symbolPosition === 'suffix');
}

/** The dataset facts transformProps reads (labels, formats, currencies, temporal columns). */
export function datasourceMeta(datasource: ExploreDatasource | null): DatasourceMeta {
  if (!datasource) return { verboseMap: {}, columnFormats: {}, currencyFormats: {}, temporalColumns: [] };
  const currencyFormats: Record<string, CurrencyFormat> = {};
  for (const [metric, currency] of Object.entries(datasource.currency_formats)) {
    if (isCurrency(currency)) currencyFormats[metric] = currency;
  }
  return {
    verboseMap: datasource.verbose_map,
    columnFormats: datasource.column_formats,
    currencyFormats,
    temporalColumns: datasource.columns.filter((column) => column.is_dttm).map((column) => column.column_name),
  };
}
