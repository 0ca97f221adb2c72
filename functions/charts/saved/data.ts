import { ValidationError } from '#shared/errors.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { type ChartDataAnswerOptions, type ChartDataOutcome, chartData } from '../chart-data.ts';
import type { ChartPorts } from '../ports.ts';
import { loadVisibleChart } from '../../lib/auth/chart-access.ts';
import { chartQueryContext } from './query-context.ts';

/** `?format=&type=&force=` of GET /api/v1/chart/{pk}/data/. */
export interface SavedChartDataQuery {
  format?: string;
  type?: string;
  force?: string;
}

// Marshmallow's `Boolean` field reads these words (any case shown) as true or false; `?force` absent is false.
const TRUE_WORDS = new Set(['t', 'true', 'on', 'y', 'yes', '1']);
const FALSE_WORDS = new Set(['f', 'false', 'off', 'n', 'no', '0']);

/** `?force=` as Superset's query context schema reads it; 400 `Not a valid boolean.` for any other word. */
function forceFlag(raw: string | undefined): boolean {
  if (raw === undefined) return false;
  const word = /^(?:[a-z]+|[A-Z][a-z]*|[A-Z]+|\d)$/.test(raw) ? raw.toLowerCase() : raw;
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  throw new ValidationError({ force: ['Not a valid boolean.'] });
}

/**
 * GET /api/v1/chart/{pk}/data/: the chart's saved query context (or, without one, the one its type's buildQuery
 * makes from its params) run exactly as `POST /api/v1/chart/data` runs it, with the format (default json), result
 * type (default full) and force flag taken from the query string, as Superset does; 404 for a chart the caller
 * does not see.
 */
export async function savedChartData(
  access: CallerAccess,
  id: number,
  query: SavedChartDataQuery,
  ports: ChartPorts,
  options: ChartDataAnswerOptions = {},
): Promise<ChartDataOutcome> {
  const { record } = await loadVisibleChart(access, id);
  const result = { result_format: query.format ?? 'json', result_type: query.type ?? 'full' };
  const body = { ...chartQueryContext(record, result), ...result, force: forceFlag(query.force) };
  return chartData(access, body, ports, options);
}
