import { deps } from '../lib/composition/deps.ts';
import { downloadResult } from '../lib/download.ts';
import { ok, requireClaims, type DomainRoutes } from '../lib/http.ts';
import { estimateQueryCost } from './estimate/estimate.ts';
import { executeSql } from './execution/execute.ts';
import { stopQuery } from './execution/stop.ts';
import { exportCsv } from './export/export-csv.ts';
import { formatQuery } from './format/format-sql.ts';
import { sqlLabPorts } from '../lib/composition/sqllab-ports.ts';
import { getQuery, queriesUpdatedSince } from './queries/service.ts';
import { queryListRoutes } from './query-list/routes.ts';
import { pathId } from '../lib/path-ids.ts';
import { fetchResults } from './results/fetch.ts';

/**
 * Running SQL, by route key: execute, results and their CSV export, the query lifecycle (read, poll, stop),
 * cost estimates and formatting. Merged with the state routes in handler.ts.
 */
export const executionRoutes = {
  'POST /api/v1/sqllab/execute/': async (request) => {
    const outcome = await executeSql(await request.access(), request.json(), await sqlLabPorts());
    return ok(outcome.answer, outcome.kind === 'queued' ? 202 : 200);
  },
  'GET /api/v1/sqllab/results/': async (request) =>
    ok(await fetchResults(await request.access(), request.query.q, await sqlLabPorts())),
  'GET /api/v1/sqllab/export/{client_id}/': async (request) => {
    const [access, ports] = await Promise.all([request.access(), sqlLabPorts()]);
    // A file too big for a Lambda response is answered with a redirect to a signed download.
    const file = await exportCsv(access, request.pathParameters.client_id, ports);
    return downloadResult(file, { blobs: ports.blobs, tenant: access.claims.tenant });
  },
  'POST /api/v1/sqllab/estimate/': async (request) =>
    ok(await estimateQueryCost(await request.access(), request.json(), await sqlLabPorts())),
  'POST /api/v1/sqllab/format_sql/': async (request) =>
    ok(await formatQuery(await request.access(), request.json(), deps().settings)),
  ...queryListRoutes,
  'GET /api/v1/query/updated_since': async (request) =>
    ok(await queriesUpdatedSince(requireClaims(request), request.query.q)),
  'GET /api/v1/query/{pk}': async (request) => ok(await getQuery(await request.access(), pathId(request, 'pk'))),
  'POST /api/v1/query/stop': async (request) =>
    ok(await stopQuery(await request.access(), request.json(), await sqlLabPorts())),
} satisfies Partial<DomainRoutes<'sqllab'>>;
