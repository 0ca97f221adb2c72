import type { APIGatewayProxyStructuredResultV2, APIGatewayRequestAuthorizerEventV2, Context } from 'aws-lambda';
import { lambdaContext } from '#infra/local/http/lambda-context.ts';
import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCallerAccess } from '#functions/lib/auth/caller-access.ts';
import { keyFileSigner } from '#functions/lib/auth/token-signer.ts';
import { tokenVerifier } from '#functions/lib/composition/api-token-verifier.ts';
import { signingKeys } from '#functions/lib/composition/tokens.ts';
import type { HttpEvent } from '#functions/lib/http.ts';
import { signReportToken } from '#functions/reports/delivery/report-token.ts';
import { reportTarget } from '#functions/reports/delivery/target.ts';
import type { ReportContentRequest } from '#functions/reports/delivery/types.ts';
import { createHttpAuthorizer } from '#functions/security/authorizer.ts';
import { type ApiClient, type JsonBody, startApiClient } from '../integration/helpers/api-client.ts';
import { birthNamesContext } from '../integration/charts/chart-client.ts';
import { saveChart } from '../integration/charts/saved/saved-chart-client.ts';
import { createDashboard, rowOfCharts } from '../integration/dashboards/dashboard-client.ts';
import { createReport, reportBody } from '../integration/reports/report-client.ts';
import { createScratchDatabase, execute } from '../integration/sqllab/execution-helpers.ts';
import { createTestUser } from '../integration/sqllab/sqllab-client.ts';

/**
 * The token a report's headless browser signs in with reads what drawing its report reads and nothing else: the
 * caller, its dashboard (or chart) with their charts, datasets and chart data. Another dashboard, another chart, the
 * users, another user's SQL Lab results and every write are refused (403) whatever its executor's roles allow; it
 * refreshes nothing and dies after its minutes.
 */
const FORBIDDEN = { status: 403, body: { message: 'Forbidden' } };
const UNAUTHORIZED = { status: 401, body: { message: 'Unauthorized' } };
const ADMIN = { userId: 1, username: 'admin', roles: ['Admin'] };

let admin: ApiClient<JsonBody>;
let board: { id: number; chartId: number; reportId: number; token: string };
let chartReport: { chartId: number; token: string };
let elsewhere: { dashboardId: number; chartId: number; resultsKey: string };

const settings = (ttlSeconds: number, now = Date.now) => ({
  signer: keyFileSigner(signingKeys),
  issuer: 'skyset-local',
  audience: 'skyset',
  ttlSeconds,
  now,
});

/** The token the report worker signs for a run: the executor's, scoped to the target as the executor sees it. */
async function tokenOf(
  reportId: number,
  target: ReportContentRequest['target'],
  ttlSeconds = 300,
  now = Date.now,
): Promise<string> {
  const access = await loadCallerAccess({
    sub: String(ADMIN.userId),
    username: ADMIN.username,
    tenant: 'default',
    roles: ADMIN.roles,
  });
  const { readable } = await reportTarget(access, target);
  return signReportToken(settings(ttlSeconds, now), { tenantId: 'default', reportId, ...ADMIN, readable });
}

async function call(
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${admin.runtime.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** Another user's SQL Lab query over a scratch database, as an Admin executor could read it with their own token. */
async function anotherUsersResults(): Promise<string> {
  const analyst = await createTestUser(admin, 'report_token_analyst', 'Analyst', ['Admin']);
  const databaseId = await createScratchDatabase(analyst, 'analyst_scratch');
  const run = await execute(analyst, {
    database_id: databaseId,
    sql: "SELECT 'salaries' AS secret",
    client_id: 'rtokenq001',
  });
  return (run.body.query as { resultsKey: string }).resultsKey;
}

beforeAll(async () => {
  admin = await startApiClient<JsonBody>();
  const chartId = await saveChart(admin, { slice_name: 'On the board' });
  const id = await createDashboard(admin, {
    dashboard_title: 'Reported board',
    published: true,
    position_json: rowOfCharts([chartId]),
  });
  const reportId = await createReport(admin, reportBody(chartId, { name: 'Board mail', chart: null, dashboard: id }));
  board = { id, chartId, reportId, token: await tokenOf(reportId, { dashboardId: id }) };
  const reportedChart = await saveChart(admin, { slice_name: 'Mailed alone' });
  chartReport = {
    chartId: reportedChart,
    token: await tokenOf(await createReport(admin, reportBody(reportedChart, { name: 'Chart mail' })), {
      chartId: reportedChart,
    }),
  };
  const otherChart = await saveChart(admin, { slice_name: 'Not on the board' });
  elsewhere = {
    dashboardId: await createDashboard(admin, {
      dashboard_title: 'Another board',
      published: true,
      position_json: rowOfCharts([otherChart]),
    }),
    chartId: otherChart,
    resultsKey: await anotherUsersResults(),
  };
});

afterAll(async () => admin.runtime.dispose());

const boardChartData = () =>
  birthNamesContext(
    {},
    { form_data: { datasource: '1__table', viz_type: 'table', slice_id: board.chartId, dashboardId: board.id } },
  );

describe("a dashboard report's screenshot token", () => {
  it('reads what report mode reads to draw its dashboard: the caller, the theme, the dashboard, its charts, datasets and chart data', async () => {
    // Act
    const answers = await Promise.all([
      call('GET', '/api/v1/me/', board.token),
      call('GET', '/api/v1/me/roles/', board.token),
      call('GET', '/api/v1/theme/system', board.token),
      call('GET', `/api/v1/dashboard/${board.id}`, board.token),
      call('GET', `/api/v1/dashboard/${board.id}/charts`, board.token),
      call('GET', `/api/v1/dashboard/${board.id}/datasets`, board.token),
      call('POST', '/api/v1/chart/data', board.token, boardChartData()),
    ]);

    // Assert
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect((answers[4]!.body as { result: { id: number }[] }).result.map((chart) => chart.id)).toEqual([board.chartId]);
  });

  it.each([
    ['the users', () => '/api/v1/security/users/'],
    [
      "another user's SQL Lab results",
      () => `/api/v1/sqllab/results/?q=${rison.encode({ key: elsewhere.resultsKey })}`,
    ],
    ["the tenant's SQL Lab queries", () => '/api/v1/query/'],
    ['the databases', () => '/api/v1/database/'],
    ['another dashboard', () => `/api/v1/dashboard/${elsewhere.dashboardId}`],
    ["another dashboard's charts", () => `/api/v1/dashboard/${elsewhere.dashboardId}/charts`],
    ['another chart in Explore', () => `/api/v1/explore/?slice_id=${elsewhere.chartId}`],
    ["another chart's saved data", () => `/api/v1/chart/${elsewhere.chartId}/data/`],
    ['its own chart outside report mode', () => `/api/v1/chart/${board.chartId}`],
  ])('may not read %s', async (_what, path) => {
    // Act
    const answer = await call('GET', path(), board.token);

    // Assert
    expect(answer).toEqual(FORBIDDEN);
  });

  it("was refused what its executor's own token reads: the attack is real without the scope", async () => {
    // Act
    const answers = await Promise.all([
      admin.get('/api/v1/security/users/'),
      admin.get(`/api/v1/sqllab/results/?q=${rison.encode({ key: elsewhere.resultsKey })}`),
      admin.get(`/api/v1/dashboard/${elsewhere.dashboardId}`),
    ]);

    // Assert
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  });

  it.each([
    [
      'another chart, over the same dataset',
      () => birthNamesContext({}, { form_data: { slice_id: elsewhere.chartId } }),
    ],
    ['another dataset', () => ({ ...birthNamesContext(), datasource: { id: 2, type: 'table' } })],
    ['its dataset as a CSV download', () => birthNamesContext({}, { result_format: 'csv' })],
  ])('may not query the data of %s', async (_what, body) => {
    // Act
    const answer = await call('POST', '/api/v1/chart/data', board.token, body());

    // Assert
    expect(answer).toEqual(FORBIDDEN);
  });

  it.each([
    ['POST', '/api/v1/dashboard/', { dashboard_title: 'Planted' }],
    ['PUT', '/api/v1/database/1', { database_name: 'renamed' }],
    ['DELETE', '/api/v1/database/1', undefined],
    ['POST', '/api/v1/sqllab/execute/', { database_id: 1, sql: 'SELECT 1' }],
    ['POST', '/superset/log/', { events: [] }],
  ])('may not %s %s', async (method, path, body) => {
    // Act
    const answer = await call(method, path, board.token, body);

    // Assert
    expect(answer).toEqual(FORBIDDEN);
  });

  it('refreshes nothing', async () => {
    // Act
    const answer = await call('POST', '/api/v1/security/refresh', board.token);

    // Assert
    expect(answer.status).toBe(401);
  });

  it('is refused once expired', async () => {
    // Arrange: issued eleven minutes ago for ten.
    const expired = await tokenOf(board.reportId, { dashboardId: board.id }, 600, () => Date.now() - 11 * 60_000);

    // Act
    const answer = await call('GET', '/api/v1/me/', expired);

    // Assert
    expect(answer).toEqual(UNAUTHORIZED);
  });

  it('narrows no access token: the same call reaches the log handler, which judges the batch', async () => {
    // Act
    const [byReport, byAccess] = await Promise.all([
      call('POST', '/superset/log/', board.token, { events: [] }),
      call('POST', '/superset/log/', admin.token, { events: [] }),
    ]);

    // Assert
    expect(byReport).toEqual(FORBIDDEN);
    expect(byAccess.status).toBe(400);
  });
});

describe("a chart report's screenshot token", () => {
  it('opens its chart in Explore and queries its data, and no other chart', async () => {
    // Act
    const answers = await Promise.all([
      call('GET', `/api/v1/explore/?slice_id=${chartReport.chartId}`, chartReport.token),
      call(
        'POST',
        '/api/v1/chart/data',
        chartReport.token,
        birthNamesContext({}, { form_data: { slice_id: chartReport.chartId } }),
      ),
      call('GET', `/api/v1/explore/?slice_id=${board.chartId}`, chartReport.token),
      call('GET', `/api/v1/dashboard/${board.id}`, chartReport.token),
    ]);

    // Assert
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 403, 403]);
  });
});

describe("a report's screenshot token in the cloud's event shape", () => {
  /** What API Gateway sends a domain function once the Lambda authorizer has let `token` in: its context under `lambda`. */
  async function cloudCall(
    domain: string,
    routeKey: string,
    token: string,
    body?: unknown,
    pathParameters?: Record<string, string>,
  ): Promise<{ status: number; body: unknown }> {
    const { context } = await createHttpAuthorizer(tokenVerifier)({
      type: 'REQUEST',
      headers: { authorization: `Bearer ${token}` },
    } as unknown as APIGatewayRequestAuthorizerEventV2);
    const [method, path] = routeKey.split(' ') as [string, string];
    const event = {
      version: '2.0',
      routeKey,
      rawPath: path,
      rawQueryString: '',
      headers: { 'content-type': 'application/json' },
      requestContext: {
        requestId: `cloud-${domain}`,
        http: { method, path },
        routeKey,
        authorizer: { lambda: context },
      },
      ...(pathParameters ? { pathParameters } : {}),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      isBase64Encoded: false,
    } as unknown as HttpEvent;
    const { handler } = (await import(`#functions/${domain}/handler.ts`)) as {
      handler: (e: HttpEvent, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;
    };
    const result = await handler(event, lambdaContext(`skyset-${domain}`, `cloud-${domain}`, 30_000));
    return { status: result.statusCode ?? 0, body: JSON.parse(String(result.body)) };
  }

  it("reads its dashboard and its chart's data, as behind the local gateway", async () => {
    // Act
    const answers = await Promise.all([
      cloudCall('charts', 'POST /api/v1/chart/data', board.token, boardChartData()),
      cloudCall('dashboards', 'GET /api/v1/dashboard/{id_or_slug}', board.token, undefined, {
        id_or_slug: String(board.id),
      }),
    ]);

    // Assert
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  });

  it.each([
    ['dashboards', 'POST /api/v1/dashboard', { dashboard_title: 'Planted' }, undefined],
    ['databases', 'DELETE /api/v1/database/{pk}', undefined, { pk: '1' }],
    ['sqllab', 'POST /api/v1/sqllab/execute', { database_id: 1, sql: 'SELECT 1' }, undefined],
    ['databases', 'GET /api/v1/database', undefined, undefined],
    ['security', 'GET /api/v1/security/users', undefined, undefined],
  ])('may not call %s %s, whatever the authorizer cached for it', async (domain, routeKey, body, pathParameters) => {
    // Act
    const answer = await cloudCall(domain, routeKey, board.token, body, pathParameters);

    // Assert
    expect(answer).toEqual(FORBIDDEN);
  });

  it('may not read another dashboard through the same route its own passes', async () => {
    // Act
    const answer = await cloudCall('dashboards', 'GET /api/v1/dashboard/{id_or_slug}', board.token, undefined, {
      id_or_slug: String(elsewhere.dashboardId),
    });

    // Assert
    expect(answer).toEqual(FORBIDDEN);
  });
});
