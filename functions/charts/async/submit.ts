import { randomUUID } from 'node:crypto';
import { GUEST_TOKEN_USE } from '../../lib/auth/guest-token.ts';
import type { JobEnvelope } from '../../lib/job-envelope.ts';
import { contextCacheKey } from '../cache/cache-key.ts';
import { RUNNING_RESULT_TYPES, planQuery } from '../plan.ts';
import type { ChartPorts } from '../ports.ts';
import type { ChartDataJobAnswer } from '../results/schema.ts';
import type { ChartRequest } from '../service.ts';
import { CHART_DATA_JOB, type ChartDataJobPayload } from './job.ts';

/** Whether any query of a request reads data (the others answer without the engine, so never go async). */
export function readsData(request: ChartRequest): boolean {
  return request.context.queries.some((query) =>
    RUNNING_RESULT_TYPES.has(query.result_type ?? request.plan.resultType),
  );
}

/**
 * The key of a request's whole answer: over the caller and its queries' cache keys (or result types where nothing
 * runs). Each caller's answer has its own key: only they may fetch it (context-cache.ts).
 */
export function requestCacheKey(request: ChartRequest): string {
  const queryKeys = request.context.queries.map((query) => {
    const resultType = query.result_type ?? request.plan.resultType;
    return RUNNING_RESULT_TYPES.has(resultType) ? planQuery(query, request.plan).cacheKey : resultType;
  });
  return contextCacheKey(
    request.claims.tenant,
    request.claims.sub,
    queryKeys,
    request.plan.resultType,
    request.run.resultFormat,
  );
}

/** Superset's user id of the caller: the integer `sub` of local and Superset-style users, else none. */
const numericUserId = (sub: string): number | null => (/^\d+$/.test(sub) ? Number(sub) : null);

/**
 * Run a request as a job (Superset's GLOBAL_ASYNC_QUERIES): a `chart_data` envelope on the chart queue, on the
 * caller's channel (their `sub`), answered at once with the job's details; the worker announces the result.
 */
export async function submitChartDataJob(
  request: ChartRequest,
  rawQueryContext: unknown,
  ports: Pick<ChartPorts, 'jobs' | 'now'>,
): Promise<ChartDataJobAnswer> {
  const { claims } = request;
  const payload: ChartDataJobPayload = {
    username: claims.username,
    roles: claims.roles,
    queryContext: rawQueryContext,
    contextKey: requestCacheKey(request),
    ...(claims.token_use === GUEST_TOKEN_USE && claims.readable !== undefined
      ? { guest: { readable: claims.readable, ...(claims.guest_rls !== undefined ? { rls: claims.guest_rls } : {}) } }
      : {}),
  };
  const envelope: JobEnvelope = {
    job_id: randomUUID(),
    tenant: claims.tenant,
    user_id: numericUserId(claims.sub),
    channel_id: claims.sub,
    kind: CHART_DATA_JOB,
    payload,
    submitted_at: new Date(ports.now()).toISOString(),
  };
  await ports.jobs.send('chart', { body: envelope });
  return {
    channel_id: envelope.channel_id,
    job_id: envelope.job_id,
    user_id: claims.sub,
    status: 'pending',
    errors: [],
    result_url: null,
  };
}
