import type { Answer, ApiClient, JsonBody } from '../helpers/api-client.ts';

/** The web app's log endpoint, as its logger calls it. */
export const LOG_PATH = '/superset/log/?explode=events';
export const RECENT = '/api/v1/log/recent_activity/';

/** An event of Superset's logger middleware (version v2) with the fields that matter to the test. */
export const logEvent = (fields: Record<string, unknown>): Record<string, unknown> => ({
  version: 'v2',
  impression_id: 'imp-1',
  ...fields,
});

/** POST events as `navigator.sendBeacon` sends a FormData: multipart with the `events` field. */
export function postBeacon(client: ApiClient<JsonBody>, events: unknown[], path = LOG_PATH): Promise<Answer<JsonBody>> {
  const form = new FormData();
  form.append('events', JSON.stringify(events));
  return client.request(path, { method: 'POST', body: form });
}

/** Create a chart on birth_names as `client`; answers its id. */
export async function createChart(client: ApiClient<JsonBody>, name: string): Promise<number> {
  const created = await client.post('/api/v1/chart/', {
    slice_name: name,
    viz_type: 'table',
    datasource_id: 1,
    datasource_type: 'table',
  });
  if (created.status !== 201) throw new Error(`chart not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id as number;
}
