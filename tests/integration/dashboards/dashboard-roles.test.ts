import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type ApiClient, type JsonBody, loginApiClient, useApiClient } from '../helpers/api-client.ts';
import { birthNamesContext } from '../charts/chart-client.ts';
import { alphaUser, birthNamesReader, q, saveChart } from '../charts/saved/saved-chart-client.ts';
import { createRoleViaApi, passwordOf, ROLE_IDS, userBody } from '../security/security-client.ts';
import { createDashboard, genderFilterMetadata, putDashboard, rowOfCharts } from './dashboard-client.ts';

/**
 * Superset's DASHBOARD_RBAC (always on here): a dashboard with roles is seen by its owners and, once published, by
 * members of one of its roles, who then read what it draws without any dataset grant: its charts' data when a request
 * names the dashboard and one of its charts on that chart's dataset, and its native filters' values. Dataset access
 * does not show such a dashboard. Users and roles are made through the security API.
 */
const admin = useApiClient<JsonBody>();
/** Gamma and the board's role: no dataset grant at all. */
let member: ApiClient<JsonBody>;
/** Gamma alone. */
let outsider: ApiClient<JsonBody>;
/** Gamma and the board's role, owner of the draft board. */
let draftOwner: ApiClient<JsonBody>;
/** Gamma reading birth_names (dataset 1): sees published dashboards without roles through it, not the board. */
let reader: ApiClient<JsonBody>;
/** Alpha: every dataset, no role of the board. */
let alpha: ApiClient<JsonBody>;
let roleId: number;
let board: { id: number; births: number; states: number; sales: number; elsewhere: number; draft: number };

const SALES_CONTEXT = { datasource: { id: 2, type: 'table' }, queries: [{ metrics: ['count'], row_limit: 10 }] };
const FILTER_ID = 'NATIVE_FILTER-gender';

/** A user of the given roles made through the API, signed in. */
async function userWith(username: string, roles: number[]): Promise<ApiClient<JsonBody>> {
  const created = await admin.post('/api/v1/security/users/', userBody(username, roles));
  if (created.status !== 201) throw new Error(`user ${username}: ${created.status} ${JSON.stringify(created.body)}`);
  return loginApiClient<JsonBody>(admin.runtime, username, passwordOf(username));
}

/** POST /api/v1/chart/data of `context` with `formData` as its form data. */
const chartData = (
  client: ApiClient<JsonBody>,
  formData: Record<string, unknown> | undefined,
  context: Record<string, unknown> = birthNamesContext(),
): Promise<Answer<JsonBody>> => client.post('/api/v1/chart/data', { ...context, form_data: formData });

/** What a chart data answer comes to: its status and the rows of its first query (or its message). */
const outcome = (answer: Answer<JsonBody>) =>
  answer.status === 200
    ? { status: 200, rows: (answer.body.result[0].data as unknown[]).length > 0 }
    : { status: answer.status, body: answer.body };

const REFUSED = { status: 404, body: { message: 'Dataset not found' } };
const HIDDEN = { status: 404, body: { message: 'Not found' } };

/** The ids among `ids` that the caller's dashboard list holds. */
async function listed(client: ApiClient<JsonBody>, ids: number[]): Promise<number[]> {
  const answer = await client.get(`/api/v1/dashboard/${q({ columns: ['id'], page_size: 100 })}`);
  return (answer.body.ids as number[]).filter((id) => ids.includes(id));
}

beforeAll(async () => {
  roleId = await createRoleViaApi(admin, 'board_viewers');
  [member, outsider, draftOwner, reader, alpha] = await Promise.all([
    userWith('rbac_member', [ROLE_IDS.Gamma, roleId]),
    userWith('rbac_outsider', [ROLE_IDS.Gamma]),
    userWith('rbac_owner', [ROLE_IDS.Gamma, roleId]),
    birthNamesReader(admin, 'rbac_reader'),
    alphaUser(admin, 'rbac_alpha'),
  ]);
  const ownerId = (await draftOwner.get('/api/v1/me/')).body.result.id as number;
  const births = await saveChart(admin, { slice_name: 'Births by gender' });
  const states = await saveChart(admin, {
    slice_name: 'Births by state',
    params: JSON.stringify({ datasource: '1__table', viz_type: 'table', groupby: ['state'], metrics: ['count'] }),
  });
  const sales = await saveChart(admin, { slice_name: 'Sales', datasource_id: 2 });
  const elsewhere = await saveChart(admin, { slice_name: 'Not on the board' });
  const id = await createDashboard(admin, {
    dashboard_title: 'Role board',
    published: true,
    roles: [roleId],
    json_metadata: genderFilterMetadata(FILTER_ID),
  });
  await putDashboard(admin, id, { position_json: rowOfCharts([births, states, sales]) });
  const draft = await createDashboard(admin, {
    dashboard_title: 'Role draft',
    roles: [roleId],
    owners: [ownerId],
  });
  await putDashboard(admin, draft, { position_json: rowOfCharts([births]) });
  board = { id, births, states, sales, elsewhere, draft };
});

describe('a member of a published dashboard’s role, without any dataset grant', () => {
  it('opens it, its charts with their form data and its datasets whole, and lists it', async () => {
    // Act
    const [dashboard, charts, datasets] = await Promise.all([
      member.get(`/api/v1/dashboard/${board.id}`),
      member.get(`/api/v1/dashboard/${board.id}/charts`),
      member.get(`/api/v1/dashboard/${board.id}/datasets`),
    ]);

    // Assert
    expect([dashboard.status, dashboard.body.result.dashboard_title]).toEqual([200, 'Role board']);
    expect(charts.body.result.map((chart: JsonBody) => [chart.id, 'form_data' in chart])).toEqual([
      [board.births, true],
      [board.states, true],
      [board.sales, true],
    ]);
    expect(datasets.body.result.map((dataset: JsonBody) => [dataset.id, Array.isArray(dataset.columns)])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(await listed(member, [board.id, board.draft])).toEqual([board.id]);
  });

  it("reads every chart's data when the request names the dashboard and the chart", async () => {
    // Act
    const answers = await Promise.all([
      chartData(member, { dashboardId: board.id, slice_id: board.births }),
      chartData(member, { dashboardId: board.id, slice_id: board.states }, birthNamesContext({ columns: ['state'] })),
      chartData(member, { dashboardId: String(board.id), slice_id: board.sales }, SALES_CONTEXT),
      chartData(
        member,
        { dashboardId: board.id, slice_id: board.births },
        birthNamesContext({}, { result_type: 'samples' }),
      ),
    ]);

    // Assert
    expect(answers.map(outcome)).toEqual([
      { status: 200, rows: true },
      { status: 200, rows: true },
      { status: 200, rows: true },
      { status: 200, rows: true },
    ]);
  });

  it("reads a native filter's values on the dataset the filter targets", async () => {
    // Act
    const [values, otherDataset, unknownFilter] = await Promise.all([
      chartData(member, { dashboardId: board.id, type: 'NATIVE_FILTER', native_filter_id: FILTER_ID }),
      chartData(member, { dashboardId: board.id, type: 'NATIVE_FILTER', native_filter_id: FILTER_ID }, SALES_CONTEXT),
      chartData(member, { dashboardId: board.id, type: 'NATIVE_FILTER', native_filter_id: 'NATIVE_FILTER-none' }),
    ]);

    // Assert
    expect([values, otherDataset, unknownFilter].map(outcome)).toEqual([{ status: 200, rows: true }, REFUSED, REFUSED]);
  });

  it('is refused data the request does not tie to a chart of the dashboard on that dataset', async () => {
    // Act
    const answers = await Promise.all([
      // No dashboard named: the member has no grant of their own.
      chartData(member, undefined),
      chartData(member, { slice_id: board.births }),
      // A chart that is not on the dashboard.
      chartData(member, { dashboardId: board.id, slice_id: board.elsewhere }),
      // The dashboard's birth_names chart, asked on another dataset.
      chartData(member, { dashboardId: board.id, slice_id: board.births }, SALES_CONTEXT),
      // A dashboard chart, with no chart named.
      chartData(member, { dashboardId: board.id }),
    ]);

    // Assert
    expect(answers.map(outcome)).toEqual([REFUSED, REFUSED, REFUSED, REFUSED, REFUSED]);
  });
});

describe('who does not see a dashboard with roles', () => {
  it('refuses a Gamma user without the role: the dashboard, its charts and their data', async () => {
    // Act
    const [dashboard, charts, data] = await Promise.all([
      outsider.get(`/api/v1/dashboard/${board.id}`),
      outsider.get(`/api/v1/dashboard/${board.id}/charts`),
      chartData(outsider, { dashboardId: board.id, slice_id: board.births }),
    ]);

    // Assert
    expect([dashboard, charts].map(({ status, body }) => ({ status, body }))).toEqual([HIDDEN, HIDDEN]);
    expect(outcome(data)).toEqual(REFUSED);
    expect(await listed(outsider, [board.id, board.draft])).toEqual([]);
  });

  it('does not show it through dataset access: a reader of its dataset, nor an Alpha reading every dataset', async () => {
    // Act
    const [readerOpen, alphaOpen] = await Promise.all([
      reader.get(`/api/v1/dashboard/${board.id}`),
      alpha.get(`/api/v1/dashboard/${board.id}`),
    ]);

    // Assert
    expect([readerOpen.status, alphaOpen.status]).toEqual([404, 404]);
    expect([await listed(reader, [board.id]), await listed(alpha, [board.id])]).toEqual([[], []]);
  });

  it('refuses a member while the dashboard is a draft, and lets its owner open it and read its data', async () => {
    // Act
    const [memberOpen, memberData, ownerOpen, ownerData] = await Promise.all([
      member.get(`/api/v1/dashboard/${board.draft}`),
      chartData(member, { dashboardId: board.draft, slice_id: board.births }),
      draftOwner.get(`/api/v1/dashboard/${board.draft}`),
      chartData(draftOwner, { dashboardId: board.draft, slice_id: board.births }),
    ]);

    // Assert
    expect({ status: memberOpen.status, body: memberOpen.body }).toEqual(HIDDEN);
    expect(outcome(memberData)).toEqual(REFUSED);
    expect(ownerOpen.status).toBe(200);
    expect(outcome(ownerData)).toEqual({ status: 200, rows: true });
  });

  it('stops the data once the role is taken off the dashboard', async () => {
    // Arrange
    const id = await createDashboard(admin, { dashboard_title: 'Role removed', published: true, roles: [roleId] });
    await putDashboard(admin, id, { position_json: rowOfCharts([board.births]) });
    const before = await chartData(member, { dashboardId: id, slice_id: board.births });

    // Act
    await putDashboard(admin, id, { roles: [] });
    const [open, data] = await Promise.all([
      member.get(`/api/v1/dashboard/${id}`),
      chartData(member, { dashboardId: id, slice_id: board.births }),
    ]);

    // Assert
    expect(outcome(before)).toEqual({ status: 200, rows: true });
    expect([open.status, outcome(data)]).toEqual([404, REFUSED]);
  });
});
