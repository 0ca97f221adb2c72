import type { HttpRouteKey } from '../manifest.ts';

/** The builtin roles, as default-roles.ts defines them. */
export type BuiltinRole = 'Admin' | 'Alpha' | 'Gamma' | 'sql_lab';

const ALL: BuiltinRole[] = ['Admin', 'Alpha', 'Gamma', 'sql_lab'];
const READERS: BuiltinRole[] = ['Admin', 'Alpha', 'Gamma'];
const SQL_LAB: BuiltinRole[] = ['Admin', 'sql_lab'];
const ADMIN: BuiltinRole[] = ['Admin'];
/** Superset's ALPHA_ONLY_VIEW_MENUS (annotation layers, among others): Alpha and Admin. */
const ALPHA: BuiltinRole[] = ['Admin', 'Alpha'];

/**
 * Which builtin roles may call each route: the default roles' meaning written out a second time, independently of
 * their (permission, view) pairs, so the route x role matrix test (tests/security/route-matrix.test.ts) catches a
 * route declared with the wrong permission, a role given the wrong pair, and a new route nobody thought about (it
 * must be added here: the record is typed over every manifest route). Data access (which datasets and databases)
 * is checked separately; this table is about the routes alone.
 */
export const DEFAULT_ROUTE_ACCESS: Record<Exclude<HttpRouteKey, PublicRouteKey>, readonly BuiltinRole[]> = {
  'GET /api/v1/me/': ALL,
  'GET /api/v1/me/roles/': ALL,
  'GET /api/v1/security/users/': ADMIN,
  'POST /api/v1/security/users/': ADMIN,
  'GET /api/v1/security/users/{pk}': ADMIN,
  'PUT /api/v1/security/users/{pk}': ADMIN,
  'DELETE /api/v1/security/users/{pk}': ADMIN,
  'GET /api/v1/security/roles/': ADMIN,
  'POST /api/v1/security/roles/': ADMIN,
  'GET /api/v1/security/roles/{pk}': ADMIN,
  'PUT /api/v1/security/roles/{pk}': ADMIN,
  'DELETE /api/v1/security/roles/{pk}': ADMIN,
  'GET /api/v1/security/roles/{pk}/permissions/': ADMIN,
  'POST /api/v1/security/roles/{pk}/permissions': ADMIN,
  'GET /api/v1/security/permissions-resources/': ADMIN,
  'GET /api/v1/async_event/': READERS,
  'POST /api/v1/chart/data': READERS,
  'GET /api/v1/chart/data/{cache_key}': READERS,
  'GET /api/v1/chart/': READERS,
  'POST /api/v1/chart/': READERS,
  'DELETE /api/v1/chart/': READERS,
  'GET /api/v1/chart/_info': READERS,
  'GET /api/v1/chart/favorite_status/': READERS,
  'GET /api/v1/chart/related/{column_name}': READERS,
  'GET /api/v1/chart/{pk}': READERS,
  'PUT /api/v1/chart/{pk}': READERS,
  'DELETE /api/v1/chart/{pk}': READERS,
  'POST /api/v1/chart/{pk}/favorites/': READERS,
  'DELETE /api/v1/chart/{pk}/favorites/': READERS,
  'GET /api/v1/chart/{pk}/data/': READERS,
  'GET /api/v1/dashboard/': READERS,
  'POST /api/v1/dashboard/': READERS,
  'GET /api/v1/dashboard/{id_or_slug}': READERS,
  'PUT /api/v1/dashboard/{id_or_slug}': READERS,
  'DELETE /api/v1/dashboard/{id_or_slug}': READERS,
  'GET /api/v1/annotation_layer/': ALPHA,
  'POST /api/v1/annotation_layer/': ALPHA,
  'DELETE /api/v1/annotation_layer/': ALPHA,
  'GET /api/v1/annotation_layer/{pk}': ALPHA,
  'PUT /api/v1/annotation_layer/{pk}': ALPHA,
  'DELETE /api/v1/annotation_layer/{pk}': ALPHA,
  'GET /api/v1/annotation_layer/{pk}/annotation/': ALPHA,
  'POST /api/v1/annotation_layer/{pk}/annotation/': ALPHA,
  'DELETE /api/v1/annotation_layer/{pk}/annotation/': ALPHA,
  'GET /api/v1/annotation_layer/{pk}/annotation/{annotation_id}': ALPHA,
  'PUT /api/v1/annotation_layer/{pk}/annotation/{annotation_id}': ALPHA,
  'DELETE /api/v1/annotation_layer/{pk}/annotation/{annotation_id}': ALPHA,
  'GET /api/v1/dataset/': READERS,
  'GET /api/v1/dataset/{pk}': READERS,
  'POST /datasource/samples': READERS,
  'GET /superset/explore_json/': READERS,
  'POST /superset/explore_json/': READERS,
  'GET /superset/fetch_datasource_metadata': READERS,
  'GET /api/v1/explore/': READERS,
  'POST /api/v1/explore/form_data': READERS,
  'GET /api/v1/explore/form_data/{key}': READERS,
  'PUT /api/v1/explore/form_data/{key}': READERS,
  'DELETE /api/v1/explore/form_data/{key}': READERS,
  'POST /api/v1/explore/permalink': READERS,
  'GET /api/v1/explore/permalink/{key}': READERS,
  'GET /api/v1/sqllab/': SQL_LAB,
  'POST /api/v1/sqllab/execute/': SQL_LAB,
  'GET /api/v1/sqllab/results/': SQL_LAB,
  'GET /api/v1/sqllab/export/{client_id}/': SQL_LAB,
  'POST /api/v1/sqllab/estimate/': SQL_LAB,
  'POST /api/v1/sqllab/format_sql/': SQL_LAB,
  'POST /api/v1/sqllab/permalink': SQL_LAB,
  'GET /api/v1/sqllab/permalink/{key}': SQL_LAB,
  'GET /api/v1/query/updated_since': SQL_LAB,
  'GET /api/v1/query/{pk}': SQL_LAB,
  'POST /api/v1/query/stop': SQL_LAB,
  'GET /api/v1/saved_query/': SQL_LAB,
  'POST /api/v1/saved_query/': SQL_LAB,
  'DELETE /api/v1/saved_query/': SQL_LAB,
  'GET /api/v1/saved_query/{pk}': SQL_LAB,
  'PUT /api/v1/saved_query/{pk}': SQL_LAB,
  'DELETE /api/v1/saved_query/{pk}': SQL_LAB,
  'POST /tabstateview/': SQL_LAB,
  'GET /tabstateview/{tab_state_id}': SQL_LAB,
  'PUT /tabstateview/{tab_state_id}': SQL_LAB,
  'DELETE /tabstateview/{tab_state_id}': SQL_LAB,
  'POST /tabstateview/{tab_state_id}/activate': SQL_LAB,
  'POST /tabstateview/{tab_state_id}/migrate_query': SQL_LAB,
  'DELETE /tabstateview/{tab_state_id}/query/{client_id}': SQL_LAB,
  'POST /tableschemaview/': SQL_LAB,
  'POST /tableschemaview/{table_schema_id}/expanded': SQL_LAB,
  'DELETE /tableschemaview/{table_schema_id}': SQL_LAB,
  'GET /api/v1/database/': ALL,
  'POST /api/v1/database/': ADMIN,
  'POST /api/v1/database/test_connection/': ADMIN,
  'GET /api/v1/database/{pk}': ALL,
  'PUT /api/v1/database/{pk}': ADMIN,
  'DELETE /api/v1/database/{pk}': ADMIN,
  'GET /api/v1/database/{pk}/catalogs/': ALL,
  'GET /api/v1/database/{pk}/schemas/': ALL,
  'GET /api/v1/database/{pk}/tables/': ALL,
  'GET /api/v1/database/{pk}/table_metadata/': ALL,
  'GET /api/v1/database/{pk}/table_metadata/extra/': ALL,
  'GET /api/v1/database/{pk}/function_names/': ALL,
};

/** Routes anyone may call, without a token. */
type PublicRouteKey = 'GET /health' | 'POST /api/v1/security/login' | 'POST /api/v1/security/refresh';
