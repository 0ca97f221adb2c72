import type { ApiClient } from '../integration/helpers/api-client.ts';

/**
 * What the fuzz test needs to exist before it starts: resources its plain path parameters name, so that hostile
 * bodies reach the validation of a real item rather than stopping at a 404.
 */
export interface FuzzFixtures {
  /** Path parameter values by `<path template>#<parameter>`, falling back to `#<parameter>`. */
  params: Record<string, string>;
}

async function created(client: ApiClient, path: string, body: unknown, field = 'id'): Promise<string> {
  const answer = await client.post(path, body);
  const value = (answer.body as Record<string, unknown> | undefined)?.[field];
  if (answer.status >= 300 || value === undefined)
    throw new Error(`fixture ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return String(value);
}

/** Creates a saved query, a tab with a table panel, a permalink and a query run, all over the examples database. */
export async function createFuzzFixtures(admin: ApiClient): Promise<FuzzFixtures> {
  const savedQuery = await created(admin, '/api/v1/saved_query/', { db_id: 1, label: 'fuzz', sql: 'SELECT 1' });
  const tab = await created(admin, '/tabstateview/', {
    queryEditor: { name: 'Fuzz', dbId: 1, schema: 'main', sql: 'SELECT 1' },
  });
  const panel = await created(admin, '/tableschemaview/', {
    table: { dbId: 1, schema: 'main', name: 'birth_names', queryEditorId: tab },
  });
  const permalink = await created(admin, '/api/v1/sqllab/permalink', { dbId: 1, name: 'Fuzz', sql: 'SELECT 1' }, 'key');
  const run = await admin.post('/api/v1/sqllab/execute/', {
    database_id: 1,
    sql: 'SELECT 1',
    client_id: 'fuzzclient1',
  });
  const queryId = String((run.body as { query?: { queryId?: number } }).query?.queryId ?? 1);
  const layer = await created(admin, '/api/v1/annotation_layer/', { name: 'Fuzz layer', descr: 'd' });
  const annotation = await created(admin, `/api/v1/annotation_layer/${layer}/annotation/`, {
    short_descr: 'Fuzz',
    start_dttm: '2024-01-01T00:00:00',
    end_dttm: '2024-01-02T00:00:00',
  });
  return {
    params: {
      '/api/v1/annotation_layer/{pk}#pk': layer,
      '/api/v1/annotation_layer/{pk}/annotation/#pk': layer,
      '/api/v1/annotation_layer/{pk}/annotation/{annotation_id}#pk': layer,
      '#annotation_id': annotation,
      '/api/v1/saved_query/{pk}#pk': savedQuery,
      '/api/v1/query/{pk}#pk': queryId,
      '#pk': '1',
      '#tab_state_id': tab,
      '#table_schema_id': panel,
      '#key': permalink,
      '#client_id': 'fuzzclient1',
      '#cache_key': 'fuzz-cache-key',
    },
  };
}

/**
 * A valid body of each route that takes one, by route key: the fuzz test corrupts one field at a time, so each
 * field's own validation is reached. Routes missing here still get every generic hostile body.
 */
export const SEED_BODIES: Readonly<Record<string, Record<string, unknown>>> = {
  'POST /api/v1/security/login': {
    username: 'fuzz-nobody',
    password: 'wrong',
    provider: 'db',
    refresh: true,
    tenant: 'default',
  },
  'POST /api/v1/chart/data': {
    datasource: { id: 1, type: 'table' },
    queries: [{ columns: ['gender'], metrics: ['count'], orderby: [['count', false]], row_limit: 10 }],
    result_format: 'json',
    result_type: 'full',
  },
  'POST /datasource/samples': { filters: [] },
  'POST /api/v1/annotation_layer/': { name: 'fuzz layer', descr: 'd' },
  'PUT /api/v1/annotation_layer/{pk}': { name: 'fuzz layer renamed', descr: 'd' },
  'POST /api/v1/annotation_layer/{pk}/annotation/': {
    short_descr: 'fuzz',
    long_descr: 'd',
    start_dttm: '2024-01-01T00:00:00',
    end_dttm: '2024-01-02T00:00:00',
    json_metadata: '{}',
  },
  'PUT /api/v1/annotation_layer/{pk}/annotation/{annotation_id}': {
    short_descr: 'fuzz renamed',
    long_descr: 'd',
    start_dttm: '2024-01-01T00:00:00',
    end_dttm: '2024-01-02T00:00:00',
    json_metadata: '{}',
  },
  'POST /api/v1/theme/': { theme_name: 'fuzz theme', json_data: '{"token":{"colorPrimary":"#1a2b3c"}}' },
  'PUT /api/v1/theme/{pk}': {
    theme_name: 'fuzz theme renamed',
    json_data: '{"token":{"fontFamily":"Georgia, serif"}}',
  },
  'POST /superset/explore_json/': {
    form_data: { datasource: '1__table', viz_type: 'table', groupby: ['gender'], metrics: ['count'] },
  },
  'POST /api/v1/sqllab/execute/': {
    database_id: 1,
    sql: 'SELECT 1',
    client_id: 'fuzzexec001',
    schema: 'main',
    templateParams: '{}',
  },
  'POST /api/v1/sqllab/estimate/': { database_id: 1, sql: 'SELECT 1', schema: 'main' },
  'POST /api/v1/sqllab/format_sql/': { sql: 'SELECT 1', engine: 'duckdb' },
  'POST /api/v1/sqllab/permalink': {
    dbId: 1,
    name: 'Fuzz',
    schema: 'main',
    sql: 'SELECT 1',
    templateParams: '{}',
    autorun: false,
  },
  'POST /api/v1/query/stop': { client_id: 'fuzzclient1' },
  'POST /api/v1/saved_query/': {
    db_id: 1,
    label: 'fuzz',
    description: 'd',
    schema: 'main',
    sql: 'SELECT 1',
    template_parameters: '{}',
  },
  'PUT /api/v1/saved_query/{pk}': {
    label: 'fuzz',
    description: 'd',
    schema: 'main',
    sql: 'SELECT 1',
    template_parameters: '{}',
    extra_json: '{}',
  },
  'POST /tabstateview/': {
    queryEditor: { name: 'Fuzz', dbId: 1, schema: 'main', sql: 'SELECT 1', templateParams: '{}' },
  },
  'PUT /tabstateview/{tab_state_id}': {
    sql: 'SELECT 1',
    label: 'Fuzz',
    schema: 'main',
    template_params: '{}',
    extra_json: '{}',
    latest_query_id: 'x',
  },
  'POST /tabstateview/{tab_state_id}/migrate_query': { queryId: 'fuzzclient1' },
  'POST /tableschemaview/': {
    table: { dbId: 1, schema: 'main', name: 'birth_names', queryEditorId: '1', description: 'x' },
  },
  'POST /tableschemaview/{table_schema_id}/expanded': { expanded: true },
  'POST /api/v1/database/': {
    database_name: 'fuzz',
    sqlalchemy_uri: 'duckdb:///:memory:',
    extra: '{}',
    force_ctas_schema: 's',
  },
  // No name or connection string: a corrupted field must never rename or repoint the examples database.
  'PUT /api/v1/database/{pk}': { extra: '{}', masked_encrypted_extra: '{}', force_ctas_schema: 's' },
  'POST /api/v1/database/test_connection/': {
    sqlalchemy_uri: 'duckdb:///:memory:',
    database_name: 'fuzz',
    extra: '{}',
  },
};
