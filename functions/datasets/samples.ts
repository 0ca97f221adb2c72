import { BadRequestError, QueryEngineError } from '#shared/errors.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { loadReadableDataset } from './access.ts';
import type { ChartDataRunner, ChartQueryResult } from './chart-data-port.ts';
import type { SamplesParams, SamplesPayload } from './samples-schema.ts';

const COUNT_STAR = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'COUNT(*)' };

/** Superset's `get_limit_clause`: page `n` of `per_page` rows. */
export function samplesLimit(page: number, perPage: number): { row_offset: number; row_limit: number } {
  return { row_offset: Math.max((page - 1) * perPage, 0), row_limit: perPage };
}

function queryContext(datasetId: number, query: Record<string, unknown>, resultType: string, force: boolean) {
  return {
    datasource: { id: datasetId, type: 'table' },
    force,
    queries: [query],
    result_type: resultType,
    result_format: 'json',
  };
}

function firstResult(answer: { result: ChartQueryResult[] }): ChartQueryResult {
  const result = answer.result[0];
  if (!result || result.status === 'failed') {
    throw new QueryEngineError(result?.error ?? 'Unable to get dataset samples', 'GENERIC_DB_ENGINE_ERROR');
  }
  return result;
}

/**
 * POST /datasource/samples, as Superset's `get_samples`: a page of rows (`samples` without a body, `drill_detail`
 * with its filters) plus `total_count` from a COUNT(*) under the same filters, both through the chart data service.
 */
export async function datasetSamples(
  access: CallerAccess,
  params: SamplesParams,
  payload: SamplesPayload,
  runChartData: ChartDataRunner,
) {
  if (params.datasource_type !== 'table' && params.datasource_type !== 'dataset') {
    throw new BadRequestError(`Datasource type ${params.datasource_type} is not supported for samples`);
  }
  const { dataset } = await loadReadableDataset(access, params.datasource_id);
  const filters = payload ?? {};
  const countQuery = { ...filters, metrics: [COUNT_STAR], columns: [] };
  const rowsQuery = { ...filters, ...samplesLimit(params.page, params.per_page) };
  const resultType = payload ? 'drill_detail' : 'samples';
  const count = firstResult(await runChartData(access, queryContext(dataset.id, countQuery, 'full', params.force)));
  const rows = firstResult(await runChartData(access, queryContext(dataset.id, rowsQuery, resultType, params.force)));
  const countRow = (Array.isArray(count.data) ? count.data[0] : undefined) as Record<string, unknown> | undefined;
  return { ...rows, page: params.page, per_page: params.per_page, total_count: Number(countRow?.['COUNT(*)'] ?? 0) };
}
