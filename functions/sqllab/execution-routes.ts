import { deps } from '../lib/composition/deps.ts';
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
  'POST /api/v1/sqllab/execute/': async (request) =>
    executeSql(await request.access(), request.json(), await sqlLabPorts()),
  'GET /api/v1/sqllab/results/': async (request) =>
    ok(await fetchResults(await request.access(), request.query.q, await sqlLabPorts())),
  'GET /api/v1/sqllab/export/{client_id}/': async (request) =>
    exportCsv(await request.access(), request.pathParameters.client_id, await sqlLabPorts()),
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
