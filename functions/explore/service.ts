import { stringify } from 'csv-stringify/sync';
import { escapeCsvText } from '#shared/csv-escape.ts';
import {
  type ChartDataRunner,
  type ChartQueryResult,
  loadVisibleDataset,
  timeGrainChoices,
  toDatasourceData,
} from '../datasets/index.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { parseDatasourceKey } from './datasource-key.ts';
import type { LegacyFormData } from './form-data.ts';
import { legacyPayload } from './legacy-payload.ts';
import { type ExploreResultType, formDataToQueryContext, legacyVizKind } from './query-context.ts';
import type { ExploreResponseType } from './request.ts';

/** An explore_json answer: JSON, or CSV text for `?csv=true`. */
export type ExploreAnswer = { kind: 'json'; body: unknown } | { kind: 'csv'; text: string };

/**
 * GET /superset/fetch_datasource_metadata: the dataset's legacy `data` payload; 400 for a bad key, 404 `Not found`
 * when unknown or hidden from the caller (the same answer, so the key tells nothing about what exists).
 */
export async function fetchDatasourceMetadata(access: CallerAccess, datasourceKey: string | undefined) {
  const { dataset, database, owners } = await loadVisibleDataset(access, parseDatasourceKey(datasourceKey));
  return toDatasourceData(dataset, { database, owners, timeGrains: timeGrainChoices(database.backend) });
}

const RESULT_TYPES: Record<ExploreResponseType, ExploreResultType> = {
  json: 'full',
  csv: 'full',
  results: 'full',
  query: 'query',
  samples: 'samples',
};

const rowsOf = (result: ChartQueryResult): Record<string, unknown>[] =>
  Array.isArray(result.data) ? (result.data as Record<string, unknown>[]) : [];

/** The rows as CSV with a header; text cells and column names formula-escaped, as Superset's `get_csv`. */
function toCsv(result: ChartQueryResult): string {
  const columns = result.colnames ?? Object.keys(rowsOf(result)[0] ?? {});
  return stringify(rowsOf(result), {
    header: true,
    columns,
    cast: { date: (date) => date.toISOString(), string: escapeCsvText },
  });
}

/**
 * `/superset/explore_json/`: legacy form data converted to a query context and answered through the chart data
 * service, shaped as Superset's legacy views answer (`get_payload`, `?query`, `?results`, `?samples`, `?csv`).
 */
export async function exploreJson(
  access: CallerAccess,
  formData: LegacyFormData,
  request: { responseType: ExploreResponseType; force: boolean },
  runChartData: ChartDataRunner,
): Promise<ExploreAnswer> {
  const kind = legacyVizKind(formData.viz_type);
  const context = formDataToQueryContext(formData, {
    resultType: RESULT_TYPES[request.responseType],
    force: request.force,
  });
  const answer = await runChartData(access, context);
  const result = answer.result[0] ?? {};
  switch (request.responseType) {
    case 'csv':
      return { kind: 'csv', text: toCsv(result) };
    case 'query':
      return { kind: 'json', body: { query: result.query || 'No query.', language: result.language ?? 'sql' } };
    case 'results':
    case 'samples':
      return {
        kind: 'json',
        body: { data: rowsOf(result), colnames: result.colnames ?? null, coltypes: result.coltypes ?? null },
      };
    default:
      return { kind: 'json', body: legacyPayload(kind, result, formData) };
  }
}
