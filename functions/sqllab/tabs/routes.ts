import { ok, requireClaims, type HttpRequest, type DomainRoutes } from '../../lib/http.ts';
import { pathId } from '../../lib/path-ids.ts';
import { readStatePayload } from '../request-payload.ts';
import { tabQueries } from './query-adapter.ts';
import type { SqlLabCaller } from './schema.ts';
import { migrateQuery, removeTabQuery } from './tab-query-service.ts';
import { activateTab, createTab, deleteTabState, getTabState, updateTabState } from './tab-service.ts';
import { addTablePanel, deleteTablePanel, setPanelExpanded } from './table-schema-service.ts';

const callerOf = (request: HttpRequest): SqlLabCaller => {
  const claims = requireClaims(request);
  return { tenant: claims.tenant, userId: claims.sub };
};
const tabId = (request: HttpRequest): number => pathId(request, 'tab_state_id');
const panelId = (request: HttpRequest): number => pathId(request, 'table_schema_id');

/** Superset's `/tabstateview/` and `/tableschemaview/` views: SQL Lab tabs and table panels kept per user. */
export const tabRoutes = {
  'POST /tabstateview/': async (request) => ok(await createTab(callerOf(request), await readStatePayload(request))),
  'GET /tabstateview/{tab_state_id}': async (request) =>
    ok(await getTabState(callerOf(request), tabId(request), tabQueries)),
  'PUT /tabstateview/{tab_state_id}': async (request) =>
    ok(await updateTabState(callerOf(request), tabId(request), await readStatePayload(request), tabQueries)),
  'DELETE /tabstateview/{tab_state_id}': async (request) => ok(await deleteTabState(callerOf(request), tabId(request))),
  'POST /tabstateview/{tab_state_id}/activate': async (request) =>
    ok(await activateTab(callerOf(request), tabId(request))),
  'POST /tabstateview/{tab_state_id}/migrate_query': async (request) =>
    ok(await migrateQuery(callerOf(request), tabId(request), await readStatePayload(request), tabQueries)),
  'DELETE /tabstateview/{tab_state_id}/query/{client_id}': async (request) =>
    ok(await removeTabQuery(callerOf(request), tabId(request), request.pathParameters.client_id, tabQueries)),
  'POST /tableschemaview/': async (request) =>
    ok(await addTablePanel(callerOf(request), await readStatePayload(request))),
  'POST /tableschemaview/{table_schema_id}/expanded': async (request) =>
    ok(await setPanelExpanded(callerOf(request), panelId(request), await readStatePayload(request))),
  'DELETE /tableschemaview/{table_schema_id}': async (request) =>
    ok(await deleteTablePanel(callerOf(request), panelId(request))),
} satisfies Partial<DomainRoutes<'sqllab'>>;
