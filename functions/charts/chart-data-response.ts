import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { downloadResult } from '../lib/download.ts';
import { type HttpResult, ok, okJsonText } from '../lib/http.ts';
import type { ChartDataOutcome } from './chart-data.ts';
import type { ChartPorts } from './ports.ts';
import { jsonWithRows } from './results/rows-json.ts';

/**
 * A chart data outcome as the API answers it: results as JSON (rows written without re-encoding each cell), a job
 * as 202 with its details, a file inline or, past Lambda's response cap, as a redirect to the caller's tenant's store.
 */
export async function chartDataResponse(
  outcome: ChartDataOutcome,
  access: CallerAccess,
  ports: ChartPorts,
): Promise<HttpResult> {
  switch (outcome.kind) {
    case 'results':
      return okJsonText(jsonWithRows(outcome.response));
    case 'job':
      return ok(outcome.job, 202);
    case 'file':
      return downloadResult(outcome.file, { blobs: ports.blobs, tenant: access.claims.tenant });
  }
}
