import { AppError } from '#shared/errors.ts';
import type { JobProcessor } from '../../lib/job-envelope.ts';
import { loadCallerAccess } from '../../lib/auth/caller-access.ts';
import { GUEST_TOKEN_USE } from '../../lib/auth/guest-token.ts';
import type { Claims } from '../../lib/claims.ts';
import { writeCachedContext } from '../cache/context-cache.ts';
import type { ChartPorts } from '../ports.ts';
import { answerRequest, prepareChartRequest, runningAnswerer } from '../service.ts';
import { ChartDataJobPayload, chartJobTimeoutMs, resultUrlOf } from './job.ts';

function payloadOf(raw: unknown): ChartDataJobPayload {
  const parsed = ChartDataJobPayload.safeParse(raw);
  if (!parsed.success)
    throw new AppError(400, 'Invalid chart data job', { detailed: true, errorType: 'ASYNC_WORKERS_ERROR' });
  return parsed.data;
}

/**
 * The processor of `chart_data` jobs: runs the request as its submitter (force still bypasses the cache), caches
 * each query's result and stores the whole answer under the key the client was promised, then points at it.
 * Failures the user should see (invalid request, engine errors, timeouts) are exposed AppErrors: the worker
 * turns them into the job's error event.
 */
export function chartDataProcessor(ports: () => Promise<ChartPorts>): JobProcessor {
  return async (job) => {
    const payload = payloadOf(job.payload);
    const claims: Claims = {
      sub: job.channel_id,
      username: payload.username,
      tenant: job.tenant,
      roles: payload.roles,
      ...(payload.guest
        ? {
            token_use: GUEST_TOKEN_USE,
            readable: payload.guest.readable,
            ...(payload.guest.rls !== undefined ? { guest_rls: payload.guest.rls } : {}),
          }
        : {}),
    };
    const adapters = await ports();
    // Access is read again: a grant revoked (or a guest's embedding removed) while the job waited must not run it.
    const request = await prepareChartRequest(await loadCallerAccess(claims), payload.queryContext, adapters, {
      timeoutMs: chartJobTimeoutMs(adapters.settings),
    });
    const answer = await answerRequest(request, runningAnswerer(request, adapters));
    const entries = (answer?.result ?? []) as unknown as Record<string, unknown>[];
    await writeCachedContext(
      adapters.blobs,
      job.tenant,
      payload.contextKey,
      {
        resultType: request.plan.resultType,
        entries,
        datasource: request.context.datasource,
        requester: job.channel_id,
      },
      request.run.cacheTimeout,
      adapters.now(),
    );
    return { result_url: resultUrlOf(payload.contextKey) };
  };
}
