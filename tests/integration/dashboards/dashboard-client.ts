import type { ApiClient, Answer, JsonBody } from '../helpers/api-client.ts';

/** Create a dashboard as `client`; answers its id (fails the test when refused). */
export async function createDashboard(client: ApiClient<JsonBody>, body: Record<string, unknown>): Promise<number> {
  const created = await client.post('/api/v1/dashboard/', body);
  if (created.status !== 201)
    throw new Error(`dashboard not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id as number;
}

/** PUT a dashboard's fields as JSON, with `If-Match` when a version tag is given. */
export const putDashboard = (
  client: ApiClient<JsonBody>,
  id: number,
  body: unknown,
  ifMatch?: string,
): Promise<Answer<JsonBody>> =>
  client.request(`/api/v1/dashboard/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    body: JSON.stringify(body),
  });

/** A position_json text: a grid with one row holding a chart component per chart id. */
export function rowOfCharts(chartIds: readonly number[]): string {
  const charts = Object.fromEntries(
    chartIds.map((chartId) => [
      `CHART-${chartId}`,
      { id: `CHART-${chartId}`, type: 'CHART', children: [], meta: { chartId, width: 4, height: 50 } },
    ]),
  );
  return JSON.stringify({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', children: [], meta: { text: 'Board' } },
    'ROW-1': {
      id: 'ROW-1',
      type: 'ROW',
      children: Object.keys(charts),
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    ...charts,
  });
}

/** PUT `body` as JSON to any path. */
export const putJson = (client: ApiClient<JsonBody>, path: string, body: unknown): Promise<Answer<JsonBody>> =>
  client.request(path, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** A dashboard's json_metadata text holding one value filter (`filterId`) on birth_names' gender column. */
export const genderFilterMetadata = (filterId: string): string =>
  JSON.stringify({
    native_filter_configuration: [
      {
        id: filterId,
        type: 'NATIVE_FILTER',
        filterType: 'filter_select',
        name: 'Gender',
        targets: [{ datasetId: 1, column: { name: 'gender' } }],
      },
    ],
  });
