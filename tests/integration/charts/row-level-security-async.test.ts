import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type ApiClient, type JsonBody, startApiClient } from '../helpers/api-client.ts';
import { until } from '../helpers/until.ts';
import { createRoleViaApi, permissionViewIdOf, ROLE_IDS, userClient } from '../security/security-client.ts';
import { birthNamesContext } from './chart-client.ts';

/** Row level security through GLOBAL_ASYNC_QUERIES: the job runs under its submitter's rules, and its answer is theirs. */

let admin: ApiClient<JsonBody>;
let californian: ApiClient<JsonBody>;
const previousSetting = process.env.GLOBAL_ASYNC_QUERIES;

beforeAll(async () => {
  process.env.GLOBAL_ASYNC_QUERIES = 'true';
  admin = await startApiClient<JsonBody>();
  const roleId = await createRoleViaApi(admin, 'californians');
  const pair = await permissionViewIdOf(admin, 'datasource_access', '[examples].[birth_names](id:1)');
  await admin.post(`/api/v1/security/roles/${roleId}/permissions`, { permission_view_menu_ids: [pair] });
  await admin.post('/api/v1/rowlevelsecurity/', {
    name: 'California only',
    filter_type: 'Regular',
    tables: [1],
    roles: [roleId],
    clause: "state = 'CA'",
  });
  californian = await userClient(admin, 'californian', [ROLE_IDS.Gamma, roleId]);
});

afterAll(async () => {
  await admin?.runtime.dispose();
  if (previousSetting === undefined) delete process.env.GLOBAL_ASYNC_QUERIES;
  else process.env.GLOBAL_ASYNC_QUERIES = previousSetting;
});

/** Submits a query as a job and answers the result URL its done event names. */
async function resultUrlOfJob(client: ApiClient<JsonBody>, context: unknown): Promise<string> {
  const accepted = await client.post('/api/v1/chart/data', context);
  expect(accepted.status).toBe(202);
  const jobId = accepted.body.job_id as string;
  const done = await until(async () => {
    const events = (await client.get('/api/v1/async_event/?last_id=0')).body.result as JsonBody[];
    return events.find((event) => event.job_id === jobId && event.status === 'done');
  });
  return String(done.result_url);
}

const statesOf = (answer: Answer<JsonBody>): string[] =>
  [...new Set((answer.body.result[0].data as { state: string }[]).map((row) => row.state))].sort();

describe('async chart data under row level security', () => {
  it("runs the job under its submitter's clauses, and no one else fetches the answer", async () => {
    // Arrange
    const context = birthNamesContext({ columns: ['state'], metrics: ['count'], orderby: [], row_limit: 777 });

    // Act
    const theirs = await resultUrlOfJob(californian, context);
    const fetchedByThem = await californian.get(theirs);
    const fetchedByAdmin = await admin.get(theirs);
    const adminsOwn = await admin.get(await resultUrlOfJob(admin, context));

    // Assert
    expect([fetchedByThem.status, statesOf(fetchedByThem)]).toEqual([200, ['CA']]);
    expect(fetchedByAdmin).toEqual({ status: 404, body: { message: 'Cached data not found' } });
    expect(statesOf(adminsOwn).length).toBeGreaterThan(1);
  });
});
