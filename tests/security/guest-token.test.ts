import { generateKeyPair, SignJWT } from 'jose';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyFileSigner } from '#functions/lib/auth/token-signer.ts';
import { signingKeys } from '#functions/lib/composition/tokens.ts';
import { type ApiClient, type JsonBody, startApiClient } from '../integration/helpers/api-client.ts';
import { birthNamesContext } from '../integration/charts/chart-client.ts';
import { saveChart } from '../integration/charts/saved/saved-chart-client.ts';
import {
  createDashboard,
  genderFilterMetadata,
  putDashboard,
  rowOfCharts,
} from '../integration/dashboards/dashboard-client.ts';

/**
 * Guest tokens of embedded dashboards, attacked: a guest reads its embedded dashboard, the charts on it with the
 * queries the dashboard makes, its native filters' values, under its token's row level security rules and the
 * tenant's Base filters, keeps filter states and permalinks of it, and nothing else. Every attack below is refused.
 * Requests carry the token as Superset's embedded client does, in `X-GuestToken`.
 */

let admin: ApiClient<JsonBody>;
let board: { id: number; uuid: string; gender: number; states: number; other: number; otherBoard: number };
let guestToken: string;

const FILTER_ID = 'NATIVE_FILTER-gender';
const FORBIDDEN = { status: 403, body: { message: 'Forbidden' } };
const UNAUTHORIZED = { status: 401, body: { message: 'Unauthorized' } };
const MODIFIED = {
  status: 403,
  body: {
    errors: [
      expect.objectContaining({
        message: 'Guest user cannot modify chart payload',
        error_type: 'DASHBOARD_SECURITY_ACCESS_ERROR',
      }),
    ],
  },
};

async function asGuest(
  method: string,
  path: string,
  body?: unknown,
  token = guestToken,
): Promise<{ status: number; body: JsonBody; text: string }> {
  const response = await fetch(`${admin.runtime.url}${path}`, {
    method,
    headers: { 'x-guesttoken': token, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, body: isJson && text ? (JSON.parse(text) as JsonBody) : {}, text };
}

/** A chart's query as the embedded dashboard sends it: the saved chart's, naming the chart and the dashboard. */
const chartQuery = (chartId: number, query: Record<string, unknown>, context: Record<string, unknown> = {}) => ({
  ...birthNamesContext({ metrics: ['count'], orderby: [], row_limit: 1000, ...query }),
  form_data: { slice_id: chartId, dashboardId: board.id, viz_type: 'table' },
  ...context,
});

const genderQuery = (context: Record<string, unknown> = {}) =>
  chartQuery(board.gender, { columns: ['gender'], orderby: [['count', false]] }, context);
const statesQuery = () => chartQuery(board.states, { columns: ['state'] });

async function grant(body: Record<string, unknown>): Promise<{ status: number; body: JsonBody }> {
  const answer = await admin.post('/api/v1/security/guest_token/', body);
  return { status: answer.status, body: answer.body };
}

const grantBody = (rls: unknown[] = [{ clause: "state = 'CA'" }]) => ({
  user: { username: 'acme_viewer', first_name: 'Acme', last_name: 'Viewer' },
  resources: [{ type: 'dashboard', id: board.uuid }],
  rls,
});

/** Claims of a guest token as the grant signs them, for forging variants of it. */
async function signedLike(
  claims: Record<string, unknown>,
  key?: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'],
): Promise<string> {
  if (!key) return keyFileSigner(signingKeys).sign(claims);
  return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).sign(key);
}

function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

beforeAll(async () => {
  admin = await startApiClient<JsonBody>();
  const gender = await saveChart(admin, {
    slice_name: 'Births by gender',
    params: JSON.stringify({ datasource: '1__table', viz_type: 'table', groupby: ['gender'], metrics: ['count'] }),
  });
  const states = await saveChart(admin, {
    slice_name: 'Births by state',
    params: JSON.stringify({ datasource: '1__table', viz_type: 'table', groupby: ['state'], metrics: ['count'] }),
  });
  const other = await saveChart(admin, { slice_name: 'On another board' });
  const id = await createDashboard(admin, {
    dashboard_title: 'Embedded board',
    published: true,
    json_metadata: genderFilterMetadata(FILTER_ID),
  });
  await putDashboard(admin, id, { position_json: rowOfCharts([gender, states]) });
  const otherBoard = await createDashboard(admin, { dashboard_title: 'Not embedded', published: true });
  await putDashboard(admin, otherBoard, { position_json: rowOfCharts([other]) });
  const embedded = await admin.request(`/api/v1/dashboard/${id}/embedded`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ allowed_domains: [] }),
  });
  board = { id, uuid: (embedded.body as JsonBody).result.uuid as string, gender, states, other, otherBoard };
  const granted = await grant(grantBody());
  guestToken = granted.body.token as string;
});

afterAll(async () => {
  await admin?.runtime.dispose();
});

describe('granting a guest token', () => {
  it("answers a token naming the embedded dashboard, what drawing it reads, and the guest's rules", async () => {
    // Act
    const claims = payloadOf(guestToken);

    // Assert
    expect(claims).toMatchObject({
      username: 'acme_viewer',
      tenant: 'default',
      roles: [],
      token_use: 'guest',
      readable: expect.arrayContaining([
        `dashboard:${board.id}`,
        `chart:${board.gender}`,
        `chart:${board.states}`,
        'dataset:1',
      ]),
      guest_rls: JSON.stringify([{ clause: "state = 'CA'" }]),
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(300);
    expect(claims.readable).not.toContain(`chart:${board.other}`);
  });

  it.each<[string, () => Record<string, unknown>, number, unknown]>([
    ['no resources', () => ({ ...grantBody(), resources: [] }), 400, { resources: ['Shorter than minimum length 1.'] }],
    ['no rls list', () => ({ resources: grantBody().resources }), 400, { rls: [expect.any(String)] }],
    [
      'an unknown embedding',
      () => ({ ...grantBody(), resources: [{ type: 'dashboard', id: 'not-a-uuid' }] }),
      400,
      'Embedded dashboard not found.',
    ],
    [
      'a resource of another type',
      () => ({ ...grantBody(), resources: [{ type: 'chart', id: board.uuid }] }),
      400,
      expect.anything(),
    ],
    [
      'a rule reading another table',
      () => grantBody([{ clause: 'state IN (SELECT state FROM users)' }]),
      400,
      { rls: ['Rule 0: Ad hoc subquery not allowed'] },
    ],
    [
      'a rule with a second statement',
      () => grantBody([{ clause: '1 = 1; DROP TABLE birth_names' }]),
      400,
      { rls: [expect.stringMatching(/^Rule 0: /)] },
    ],
  ])('refuses %s', async (_case, body, status, message) => {
    // Act
    const answer = await grant(body());

    // Assert
    expect(answer).toEqual({ status, body: { message } });
  });

  it('is refused to a guest and to a Gamma user', async () => {
    // Act
    const answer = await asGuest('POST', '/api/v1/security/guest_token/', grantBody());

    // Assert
    expect({ status: answer.status, body: answer.body }).toEqual(FORBIDDEN);
  });
});

describe('what a guest reads', () => {
  it('its own identity, its dashboard, its charts and datasets, and its embedding', async () => {
    // Act
    const answers = await Promise.all([
      asGuest('GET', '/api/v1/me/'),
      asGuest('GET', `/api/v1/dashboard/${board.id}`),
      asGuest('GET', `/api/v1/dashboard/${board.id}/charts`),
      asGuest('GET', `/api/v1/dashboard/${board.id}/datasets`),
      asGuest('GET', `/api/v1/embedded_dashboard/${board.uuid}`),
    ]);

    // Assert
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]!.body.result).toMatchObject({ username: 'acme_viewer', first_name: 'Acme', last_name: 'Viewer' });
    expect(answers[4]!.body.result).toMatchObject({ uuid: board.uuid, dashboard_id: String(board.id) });
  });

  it("its charts' data, under its rule", async () => {
    // Act
    const answer = await asGuest('POST', '/api/v1/chart/data', statesQuery());

    // Assert
    expect(answer.status).toBe(200);
    expect((answer.body.result[0].data as { state: string }[]).map((row) => row.state)).toEqual(['CA']);
  });

  it("its native filter's values", async () => {
    // Act
    const answer = await asGuest('POST', '/api/v1/chart/data', {
      ...birthNamesContext({ columns: ['gender'], metrics: [], orderby: [['gender', true]], row_limit: 1000 }),
      form_data: { type: 'NATIVE_FILTER', dashboardId: board.id, native_filter_id: FILTER_ID },
    });

    // Assert
    expect(answer.status).toBe(200);
    expect((answer.body.result[0].data as { gender: string }[]).map((row) => row.gender)).toEqual(['boy', 'girl']);
  });

  it('a CSV of what a chart shows, under its rule', async () => {
    // Act
    const answer = await asGuest(
      'POST',
      '/api/v1/chart/data',
      chartQuery(board.states, { columns: ['state'] }, { result_format: 'csv' }),
    );

    // Assert
    expect([
      answer.status,
      answer.text
        .trim()
        .split('\n')
        .map((line) => line.split(',')[0]),
    ]).toEqual([200, ['state', 'CA']]);
  });

  it('keeps a filter state and a permalink of its dashboard, and logs its usage', async () => {
    // Act
    const state = await asGuest('POST', `/api/v1/dashboard/${board.id}/filter_state`, { value: '{"a":1}' });
    const permalink = await asGuest('POST', `/api/v1/dashboard/${board.id}/permalink`, {
      dataMask: {},
      activeTabs: [],
    });
    const opened = await asGuest('GET', `/api/v1/dashboard/permalink/${permalink.body.key as string}`);
    const logged = await fetch(`${admin.runtime.url}/superset/log/?explode=events`, {
      method: 'POST',
      headers: { 'x-guesttoken': guestToken, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        events: JSON.stringify([{ event_name: 'mount_dashboard', source: 'dashboard', source_id: board.id }]),
      }),
    });

    // Assert
    expect([state.status, permalink.status, opened.status, logged.status]).toEqual([201, 201, 200, 200]);
  });

  it("the tenant's Base filters too, ANDed with its own rule", async () => {
    // Arrange: a Base filter every caller but Admins gets.
    const base = await admin.post('/api/v1/rowlevelsecurity/', {
      name: 'Girls only, but for Admins',
      filter_type: 'Base',
      tables: [1],
      roles: [1],
      clause: "gender = 'girl'",
    });

    // Act
    const answer = await asGuest('POST', '/api/v1/chart/data', genderQuery());
    await admin.request(`/api/v1/rowlevelsecurity/${base.body.id as number}`, { method: 'DELETE' });

    // Assert
    expect((answer.body.result[0].data as { gender: string }[]).map((row) => row.gender)).toEqual(['girl']);
  });
});

/** Each attack: what a guest tries, and the answer it must get. */
const ATTACKS: [string, () => Promise<{ status: number; body: JsonBody }>, () => unknown][] = [
  [
    'chart data asking a metric the chart does not show',
    () =>
      asGuest('POST', '/api/v1/chart/data', chartQuery(board.gender, { columns: ['gender'], metrics: ['sum__num'] })),
    () => MODIFIED,
  ],
  [
    'chart data asking a column the chart does not show',
    () => asGuest('POST', '/api/v1/chart/data', chartQuery(board.gender, { columns: ['name'] })),
    () => MODIFIED,
  ],
  [
    'chart data with an SQL metric of its own',
    () =>
      asGuest(
        'POST',
        '/api/v1/chart/data',
        chartQuery(board.gender, {
          columns: ['gender'],
          metrics: [{ expressionType: 'SQL', sqlExpression: 'MAX(name)', label: 'count' }],
        }),
      ),
    () => MODIFIED,
  ],
  [
    'chart data ordered by a column the chart does not show',
    () =>
      asGuest(
        'POST',
        '/api/v1/chart/data',
        chartQuery(board.gender, { columns: ['gender'], orderby: [['name', true]] }),
      ),
    () => MODIFIED,
  ],
  [
    'chart data naming no chart',
    () => asGuest('POST', '/api/v1/chart/data', birthNamesContext({ columns: ['name'] })),
    () => MODIFIED,
  ],
  [
    'chart data of a chart on another dashboard',
    () => asGuest('POST', '/api/v1/chart/data', chartQuery(board.other, { columns: ['gender'] })),
    () => FORBIDDEN,
  ],
  [
    'chart data of a dataset outside its dashboard',
    () =>
      asGuest('POST', '/api/v1/chart/data', {
        datasource: { id: 2, type: 'table' },
        queries: [{ metrics: ['count'] }],
      }),
    () => FORBIDDEN,
  ],
  [
    "a chart's rows as drill to detail",
    () => asGuest('POST', '/api/v1/chart/data', genderQuery({ result_type: 'drill_detail' })),
    () => MODIFIED,
  ],
  [
    "a chart's rows as samples",
    () => asGuest('POST', '/api/v1/chart/data', genderQuery({ result_type: 'samples' })),
    () => MODIFIED,
  ],
  [
    "a chart's compiled SQL, naming every row level security condition",
    () => asGuest('POST', '/api/v1/chart/data', genderQuery({ result_type: 'query' })),
    () => MODIFIED,
  ],
  [
    "a native filter's values of another column",
    () =>
      asGuest('POST', '/api/v1/chart/data', {
        ...birthNamesContext({ columns: ['name'], metrics: [] }),
        form_data: { type: 'NATIVE_FILTER', dashboardId: board.id, native_filter_id: FILTER_ID },
      }),
    () => MODIFIED,
  ],
  [
    'dataset samples',
    () => asGuest('POST', '/datasource/samples?datasource_type=table&datasource_id=1'),
    () => FORBIDDEN,
  ],
  [
    'SQL Lab',
    () => asGuest('POST', '/api/v1/sqllab/execute/', { database_id: 1, sql: 'SELECT * FROM birth_names' }),
    () => FORBIDDEN,
  ],
  ['the chart list', () => asGuest('GET', '/api/v1/chart/'), () => FORBIDDEN],
  ['the dashboard list', () => asGuest('GET', '/api/v1/dashboard/'), () => FORBIDDEN],
  ['the dataset list', () => asGuest('GET', '/api/v1/dataset/'), () => FORBIDDEN],
  ['a dataset', () => asGuest('GET', '/api/v1/dataset/1'), () => FORBIDDEN],
  ['a saved chart', () => asGuest('GET', `/api/v1/chart/${board.gender}`), () => FORBIDDEN],
  ['another dashboard', () => asGuest('GET', `/api/v1/dashboard/${board.otherBoard}`), () => FORBIDDEN],
  [
    'its dashboard by slug-like id',
    () => asGuest('GET', `/api/v1/dashboard/0${board.id}`),
    () => ({ status: 404, body: { message: 'Not found' } }),
  ],
  [
    'changing its dashboard',
    () => asGuest('PUT', `/api/v1/dashboard/${board.id}`, { dashboard_title: 'Mine' }),
    () => FORBIDDEN,
  ],
  ['deleting its dashboard', () => asGuest('DELETE', `/api/v1/dashboard/${board.id}`), () => FORBIDDEN],
  [
    "its dashboard's embedding settings",
    () => asGuest('GET', `/api/v1/dashboard/${board.id}/embedded`),
    () => FORBIDDEN,
  ],
  [
    'a filter state of another dashboard',
    () => asGuest('POST', `/api/v1/dashboard/${board.otherBoard}/filter_state`, { value: '{}' }),
    () => FORBIDDEN,
  ],
  ['the users', () => asGuest('GET', '/api/v1/security/users/'), () => FORBIDDEN],
  ['the row level security filters', () => asGuest('GET', '/api/v1/rowlevelsecurity/'), () => FORBIDDEN],
  [
    'a new chart',
    () =>
      asGuest('POST', '/api/v1/chart/', {
        slice_name: 'x',
        viz_type: 'table',
        datasource_id: 1,
        datasource_type: 'table',
      }),
    () => FORBIDDEN,
  ],
  ['Explore', () => asGuest('GET', `/api/v1/explore/?slice_id=${board.gender}`), () => FORBIDDEN],
  [
    'the legacy explore_json',
    () => asGuest('POST', '/superset/explore_json/', { form_data: { datasource: '1__table', viz_type: 'table' } }),
    () => FORBIDDEN,
  ],
];

describe('what a guest may not do', () => {
  it.each(ATTACKS)('%s is refused', async (_attack, act, expected) => {
    // Act
    const answer = await act();

    // Assert
    expect({ status: answer.status, body: answer.body }).toEqual(expected());
  });
});

describe('tokens that are not what the grant signed', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it.each<[string, () => Promise<string>]>([
    ['an expired token', async () => signedLike({ ...payloadOf(guestToken), iat: now() - 600, exp: now() - 300 })],
    [
      'a token signed with another key',
      async () => signedLike(payloadOf(guestToken), (await generateKeyPair('ES256')).privateKey),
    ],
    [
      'a token whose scope was widened after signing',
      async () => {
        const [header, , signature] = guestToken.split('.');
        const widened = {
          ...payloadOf(guestToken),
          readable: [...(payloadOf(guestToken).readable as string[]), 'dataset:2'],
        };
        return `${header}.${Buffer.from(JSON.stringify(widened)).toString('base64url')}.${signature}`;
      },
    ],
    [
      'a token whose rules were dropped after signing',
      async () => {
        const [header, , signature] = guestToken.split('.');
        return `${header}.${Buffer.from(JSON.stringify({ ...payloadOf(guestToken), guest_rls: '[]' })).toString('base64url')}.${signature}`;
      },
    ],
  ])('%s gets 401 on every path, exports and the event channel included', async (_case, forge) => {
    // Arrange
    const token = await forge();

    // Act
    const answers = await Promise.all([
      asGuest('GET', '/api/v1/me/', undefined, token),
      asGuest('GET', `/api/v1/dashboard/${board.id}`, undefined, token),
      asGuest('POST', '/api/v1/chart/data', statesQuery(), token),
      asGuest(
        'POST',
        '/api/v1/chart/data',
        chartQuery(board.states, { columns: ['state'] }, { result_format: 'csv' }),
        token,
      ),
      asGuest('GET', '/api/v1/async_event/?last_id=0', undefined, token),
    ]);
    const socket = await new Promise<string>((resolve) => {
      const ws = new WebSocket(`${admin.runtime.url.replace('http', 'ws')}/ws?token=${token}`);
      ws.once('open', () => (ws.close(), resolve('open')));
      ws.once('error', (error) => resolve(error.message));
    });

    // Assert
    expect(answers.map((answer) => ({ status: answer.status, body: answer.body }))).toEqual(
      Array(5).fill(UNAUTHORIZED),
    );
    expect(socket).toContain('401');
  });

  it("a valid token stops working once its dashboard's embedding is removed", async () => {
    // Arrange
    const { body } = await admin.request(`/api/v1/dashboard/${board.otherBoard}/embedded`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ allowed_domains: [] }),
    });
    const granted = await grant({
      ...grantBody(),
      resources: [{ type: 'dashboard', id: (body as JsonBody).result.uuid }],
    });
    const token = granted.body.token as string;
    const before = await asGuest('GET', `/api/v1/dashboard/${board.otherBoard}`, undefined, token);

    // Act
    await admin.request(`/api/v1/dashboard/${board.otherBoard}/embedded`, { method: 'DELETE' });
    const after = await asGuest('GET', `/api/v1/dashboard/${board.otherBoard}`, undefined, token);

    // Assert
    // Refused by the handler, as a deactivated user's token is (the gateway checked only the signature).
    expect([before.status, { status: after.status, body: after.body }]).toEqual([
      200,
      { status: 401, body: { message: 'Not authorized' } },
    ]);
  });
});
