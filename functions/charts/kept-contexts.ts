import { type ChartDataQueryContext, type QueryLimits, validateQueryContext } from '#shared/query-context/index.ts';
import { BoundedMemo } from '../lib/bounded-memo.ts';
import { deepFrozen } from '../lib/deep-frozen.ts';
import { once } from '../lib/once.ts';

/** Validated chart data requests a warm function keeps: every viewer of a dashboard sends the same ones. */
const KEPT_CONTEXTS = 500;

const kept = once(() => new BoundedMemo<string, ChartDataQueryContext>(KEPT_CONTEXTS));

/**
 * A chart data request body validated under `limits` (see validateQueryContext), once per warm function for each
 * tenant, body and limits: validation is pure, so the same JSON validates to the same context. The context is
 * read-only, as several requests share it; a body that fails validation is not kept (it throws each time).
 */
export function keptQueryContext(tenant: string, raw: unknown, limits: QueryLimits): ChartDataQueryContext {
  const key = JSON.stringify([tenant, limits.rowLimit, limits.maxRow ?? null, raw]);
  return kept().getOrMake(key, () => deepFrozen(validateQueryContext(raw, limits)));
}
