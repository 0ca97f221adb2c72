import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyFileSigner } from '#functions/lib/auth/token-signer.ts';
import { signingKeys } from '#functions/lib/composition/tokens.ts';
import { signReportToken } from '#functions/reports/delivery/report-token.ts';
import { type Answer, type ApiClient, type JsonBody, startApiClient } from '../integration/helpers/api-client.ts';
import { until } from '../integration/helpers/until.ts';
import { birthNamesContext } from '../integration/charts/chart-client.ts';

/**
 * With GLOBAL_ASYNC_QUERIES (the cloud's setting), a report page's chart data comes as a job: the token polls its
 * executor's channel and fetches the answer by the key the event points at. The channel is the executor's, so it also
 * points at the executor's other answers: a report's token fetches only those over its own datasets.
 */
const FORBIDDEN = { status: 403, body: { message: 'Forbidden' } };
const previousSetting = process.env.GLOBAL_ASYNC_QUERIES;

let admin: ApiClient<JsonBody>;
let token: string;

/** A token scoped as a report on a board of birth_names (dataset 1) is: no dashboard is needed to read chart data. */
const signToken = () =>
  signReportToken(
    { signer: keyFileSigner(signingKeys), issuer: 'skyset-local', audience: 'skyset', ttlSeconds: 300, now: Date.now },
    {
      tenantId: 'default',
      reportId: 1,
      userId: 1,
      username: 'admin',
      roles: ['Admin'],
      readable: { dashboards: [], charts: [], datasets: [1] },
    },
  );

const asReport = async (method: string, path: string, body?: unknown): Promise<Answer<JsonBody>> =>
  admin.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }) as Promise<Answer<JsonBody>>;

/** The result address of a submitted job, once its event is on the channel (read with the report's token). */
async function resultUrlOf(accepted: Answer<JsonBody>): Promise<string> {
  const jobId = accepted.body.job_id as string;
  const event = await until(async () => {
    const events = (await asReport('GET', '/api/v1/async_event/?last_id=0')).body.result as JsonBody[];
    return events.find((candidate) => candidate.job_id === jobId && candidate.status === 'done');
  });
  return String(event.result_url);
}

beforeAll(async () => {
  process.env.GLOBAL_ASYNC_QUERIES = 'true';
  admin = await startApiClient<JsonBody>();
  token = await signToken();
});

afterAll(async () => {
  await admin?.runtime.dispose();
  if (previousSetting === undefined) delete process.env.GLOBAL_ASYNC_QUERIES;
  else process.env.GLOBAL_ASYNC_QUERIES = previousSetting;
});

describe("a report's screenshot token with async chart data", () => {
  it('submits its chart data, follows the job on the channel and fetches the answer', async () => {
    // Arrange
    const accepted = await asReport('POST', '/api/v1/chart/data', birthNamesContext({ row_limit: 41 }));

    // Act
    const fetched = await asReport('GET', await resultUrlOf(accepted));

    // Assert
    expect(accepted.status).toBe(202);
    expect(fetched.status).toBe(200);
    expect((fetched.body.result as JsonBody[]).map((result) => result.colnames)).toEqual([['gender', 'count']]);
  });

  it("may not fetch its executor's answer over another dataset, though the channel points at it", async () => {
    // Arrange: the executor's own job over dataset 2, announced on the channel the report's page reads.
    const accepted = await admin.post('/api/v1/chart/data', {
      datasource: { id: 2, type: 'table' },
      queries: [{ metrics: ['count'], row_limit: 42 }],
    });
    const resultUrl = await resultUrlOf(accepted as Answer<JsonBody>);

    // Act
    const [byReport, byExecutor] = await Promise.all([asReport('GET', resultUrl), admin.get(resultUrl)]);

    // Assert
    expect({ status: byReport.status, body: byReport.body }).toEqual(FORBIDDEN);
    expect(byExecutor.status).toBe(200);
  });
});
