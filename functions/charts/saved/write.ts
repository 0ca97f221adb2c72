import { DEFAULT_QUERY_LIMITS, validateQueryContext } from '#shared/query-context/index.ts';
import { ValidationError } from '#shared/errors.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { requireDatasourceAccess } from '../../lib/auth/data-access.ts';
import { FieldError } from '../../lib/field-error.ts';
import { type ChartSource, findChartSource } from '../../lib/auth/chart-access.ts';
import type { ChartRecord } from '../../lib/records/chart-schema.ts';

/** The datasource types a chart may read here: datasets (Superset maps both names to SqlaTable). */
const DATASET_TYPES = new Set(['table', 'dataset']);

/** Superset's answer for a chart on a datasource that does not exist: 422 naming `datasource_id`. */
const datasourceMissing = (): FieldError => new FieldError({ datasource_id: ['Datasource does not exist'] }, 422);

/**
 * The dataset a write names, which the caller must be able to read: 422 `Datasource does not exist` (Superset's
 * words) when absent, of a type Skyset has no charts on, or hidden from the caller.
 */
export async function resolveDatasource(access: CallerAccess, id: number, type: string): Promise<ChartSource> {
  const source = DATASET_TYPES.has(type) ? await findChartSource(access.claims.tenant, id) : undefined;
  if (!source) throw datasourceMissing();
  requireDatasourceAccess(access, source.database, source.dataset, datasourceMissing);
  return source;
}

/** Superset's words when a query-context-only update names another datasource than the chart's. */
export const CONTEXT_DATASOURCE_MISMATCH = 'The query context datasource does not match the chart datasource';

/**
 * A query-context-only update (any viewer may make one) must query the chart's own dataset, so nobody who may only
 * read a chart can point what its owners later run at another dataset: 422 naming `query_context` otherwise.
 */
export function requireContextOnDatasource(
  queryContext: string | null | undefined,
  chart: Pick<ChartRecord, 'datasource_id'>,
): void {
  if (!queryContext) return;
  const context = JSON.parse(queryContext) as { datasource?: { id?: unknown; type?: unknown } };
  const { id, type } = context.datasource ?? {};
  if (id !== chart.datasource_id || (type != null && !DATASET_TYPES.has(String(type)))) {
    throw new FieldError({ query_context: [CONTEXT_DATASOURCE_MISMATCH] }, 422);
  }
}

/**
 * A saved query context must be one the chart data endpoint accepts (row limits are checked when it runs, under
 * the deployment's settings); 400 naming `query_context` with the problems found.
 */
export function checkQueryContext(queryContext: string | null | undefined): void {
  if (!queryContext) return;
  try {
    validateQueryContext(JSON.parse(queryContext), { rowLimit: DEFAULT_QUERY_LIMITS.rowLimit });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems = Object.entries(error.messages).flatMap(([field, messages]) =>
      messages.map((message) => `${field}: ${message}`),
    );
    throw new ValidationError({ query_context: problems });
  }
}
