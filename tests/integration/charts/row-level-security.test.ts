import { strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { createRoleViaApi, permissionViewIdOf, ROLE_IDS, userClient } from '../security/security-client.ts';
import { birthNamesContext, referenceRows } from './chart-client.ts';

/**
 * The row level security matrix: for each kind of caller (a Regular filter, two group keys, a Base filter, a templated
 * clause, an Admin the Base filter exempts) and each path that reads birth_names' rows (chart data, drill to detail,
 * samples with their count, native filter values, a CSV export, the legacy explore_json), the rows answered are
 * exactly those of the caller's rules, as an independent query over the Parquet file counts them.
 */

const admin = useApiClient<JsonBody>();
const BIRTH_NAMES = '[examples].[birth_names](id:1)';

/** Each caller's expected rule, as SQL over the Parquet file. */
const RULES = {
  finance: "state = 'CA'",
  marketer: "state = 'NY' AND gender = 'boy'",
  bothteams: "(state = 'CA' OR state = 'NY') AND gender = 'boy'",
  interned: 'false',
  plainuser: "state = 'TX'",
  admin: 'true',
} as const;
type Caller = keyof typeof RULES;

const clients = {} as Record<Caller, ApiClient<JsonBody>>;

async function addFilter(body: Record<string, unknown>): Promise<number> {
  const answer = await admin.post('/api/v1/rowlevelsecurity/', body);
  if (answer.status !== 201) throw new Error(`adding a filter: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as number;
}

async function readerRole(name: string): Promise<number> {
  const roleId = await createRoleViaApi(admin, name);
  const pair = await permissionViewIdOf(admin, 'datasource_access', BIRTH_NAMES);
  await admin.post(`/api/v1/security/roles/${roleId}/permissions`, { permission_view_menu_ids: [pair] });
  return roleId;
}

beforeAll(async () => {
  const [finance, marketing, readers] = [
    await readerRole('finance'),
    await readerRole('marketing'),
    await readerRole('readers'),
  ];
  await addFilter({
    name: 'Finance: California',
    filter_type: 'Regular',
    tables: [1],
    roles: [finance],
    group_key: 'state',
    clause: "state = 'CA'",
  });
  await addFilter({
    name: 'Marketing: New York',
    filter_type: 'Regular',
    tables: [1],
    roles: [marketing],
    group_key: 'state',
    clause: "state = 'NY'",
  });
  await addFilter({
    name: 'Marketing: boys',
    filter_type: 'Regular',
    tables: [1],
    roles: [marketing],
    group_key: 'gender',
    clause: "gender = 'boy'",
  });
  await addFilter({
    name: 'Finance: named people only',
    filter_type: 'Regular',
    tables: [1],
    roles: [finance],
    clause: "'{{ current_username() }}' IN ('finance', 'bothteams')",
  });
  await addFilter({
    name: 'Everyone else: Texas',
    filter_type: 'Base',
    tables: [1],
    roles: [ROLE_IDS.Admin, finance, marketing],
    clause: "state = 'TX'",
  });
  clients.admin = admin;
  clients.finance = await userClient(admin, 'finance', [ROLE_IDS.Gamma, finance]);
  clients.marketer = await userClient(admin, 'marketer', [ROLE_IDS.Gamma, marketing]);
  clients.bothteams = await userClient(admin, 'bothteams', [ROLE_IDS.Gamma, finance, marketing]);
  clients.interned = await userClient(admin, 'interned', [ROLE_IDS.Gamma, finance]);
  clients.plainuser = await userClient(admin, 'plainuser', [ROLE_IDS.Gamma, readers]);
});

const CALLERS = Object.keys(RULES) as Caller[];

/** Births by gender and state under a rule, straight from the Parquet file, as chart data answers them. */
async function expectedGroups(rule: string): Promise<string[]> {
  const rows = await referenceRows(
    admin,
    `SELECT gender, state, COUNT(*)::INTEGER AS count FROM {birth_names} WHERE ${rule} GROUP BY 1, 2`,
  );
  return rows.map((row) => `${String(row.gender)}|${String(row.state)}|${String(row.count)}`).sort();
}

async function expectedCount(rule: string): Promise<number> {
  const [row] = await referenceRows(admin, `SELECT COUNT(*)::INTEGER AS total FROM {birth_names} WHERE ${rule}`);
  return Number(row!.total);
}

/** Whether a row (gender, state) is one the rule lets through. */
function allowedBy(caller: Caller, row: { gender?: unknown; state?: unknown }): boolean {
  const { gender, state } = row;
  switch (caller) {
    case 'finance':
      return state === 'CA';
    case 'marketer':
      return state === 'NY' && gender === 'boy';
    case 'bothteams':
      return (state === 'CA' || state === 'NY') && gender === 'boy';
    case 'interned':
      return false;
    case 'plainuser':
      return state === 'TX';
    case 'admin':
      return true;
  }
}

const groupsQuery = { columns: ['gender', 'state'], metrics: ['count'], orderby: [], row_limit: 1000 };

describe.each(CALLERS)('row level security for %s', (caller) => {
  it('chart data answers only the rows of the rules', async () => {
    // Act
    const answer = await clients[caller].post('/api/v1/chart/data', birthNamesContext(groupsQuery));

    // Assert
    const data = answer.body.result[0].data as { gender: string; state: string; count: number }[];
    expect(answer.status).toBe(200);
    expect(data.map((row) => `${row.gender}|${row.state}|${row.count}`).sort()).toEqual(
      await expectedGroups(RULES[caller]),
    );
  });

  it('drill to detail answers only rows of the rules', async () => {
    // Act
    const answer = await clients[caller].post(
      '/api/v1/chart/data',
      birthNamesContext({ columns: [], metrics: [], orderby: [], row_limit: 500 }, { result_type: 'drill_detail' }),
    );

    // Assert
    const data = answer.body.result[0].data as { gender: string; state: string }[];
    expect(answer.status).toBe(200);
    expect(data.filter((row) => !allowedBy(caller, row))).toEqual([]);
    expect(data.length).toBe(Math.min(500, await expectedCount(RULES[caller])));
  });

  it('samples count and answer only rows of the rules', async () => {
    // Act
    const answer = await clients[caller].request(
      '/datasource/samples?datasource_type=table&datasource_id=1&per_page=200&page=1',
      { method: 'POST' },
    );

    // Assert
    const result = answer.body.result as { data: { gender: string; state: string }[]; total_count: number };
    expect(answer.status).toBe(200);
    expect(result.data.filter((row) => !allowedBy(caller, row))).toEqual([]);
    expect(result.total_count).toBe(await expectedCount(RULES[caller]));
  });

  it("a native filter's values are those of the rules", async () => {
    // Act
    const answer = await clients[caller].post(
      '/api/v1/chart/data',
      birthNamesContext({ columns: ['state'], metrics: [], orderby: [['state', true]], row_limit: 1000 }),
    );

    // Assert
    const values = (answer.body.result[0].data as { state: string }[]).map((row) => row.state);
    const expected = await referenceRows(
      admin,
      `SELECT DISTINCT state FROM {birth_names} WHERE ${RULES[caller]} ORDER BY 1`,
    );
    expect(values).toEqual(expected.map((row) => row.state));
  });

  it('a CSV export holds only rows of the rules', async () => {
    // Act
    const answer = await clients[caller].post(
      '/api/v1/chart/data',
      birthNamesContext(groupsQuery, { result_format: 'csv', result_type: 'full' }),
    );

    // Assert
    const [, ...lines] = strFromU8(answer.bytes).trim().split('\n');
    const rows = lines.filter(Boolean).map((line) => {
      const [gender, state, count] = line.split(',');
      return `${gender}|${state}|${count}`;
    });
    expect(answer.status).toBe(200);
    expect(rows.sort()).toEqual(await expectedGroups(RULES[caller]));
  });

  it('the legacy explore_json answers only rows of the rules', async () => {
    // Arrange
    const formData = {
      datasource: '1__table',
      viz_type: 'table',
      groupby: ['gender', 'state'],
      metrics: ['count'],
      row_limit: 1000,
      time_range: 'No filter',
    };

    // Act
    const answer = await clients[caller].postForm('/superset/explore_json/', { form_data: JSON.stringify(formData) });

    // Assert
    const records = answer.body.data.records as { gender: string; state: string }[];
    expect(answer.status).toBe(200);
    expect(records.filter((row) => !allowedBy(caller, row))).toEqual([]);
    expect(records.length).toBe((await expectedGroups(RULES[caller])).length);
  });
});

describe('cached chart data under row level security', () => {
  it('never serves one caller the entry of another under other rules, and serves each their own from the cache', async () => {
    // Arrange: the same query, first asked by the Admin, whose answer is cached unfiltered.
    const context = birthNamesContext({ ...groupsQuery, row_limit: 999 });
    await admin.post('/api/v1/chart/data', context);

    // Act
    const first = await clients.finance.post('/api/v1/chart/data', context);
    const other = await clients.marketer.post('/api/v1/chart/data', context);
    const again = await clients.finance.post('/api/v1/chart/data', context);

    // Assert
    const statesOf = (answer: typeof first) =>
      [...new Set((answer.body.result[0].data as { state: string }[]).map((row) => row.state))].sort();
    expect([first.body.result[0].is_cached, statesOf(first)]).toEqual([false, ['CA']]);
    expect([other.body.result[0].is_cached, statesOf(other)]).toEqual([false, ['NY']]);
    expect([again.body.result[0].is_cached, statesOf(again)]).toEqual([true, ['CA']]);
    expect(again.body.result[0].cache_key).toBe(first.body.result[0].cache_key);
    expect(other.body.result[0].cache_key).not.toBe(first.body.result[0].cache_key);
  });

  it('applies a changed filter to the next query at once', async () => {
    // Arrange
    const context = birthNamesContext({ ...groupsQuery, row_limit: 998 });
    const before = await clients.plainuser.post('/api/v1/chart/data', context);
    const list = await admin.get(
      `/api/v1/rowlevelsecurity/?q=${encodeURIComponent("(filters:!((col:name,opr:ct,value:'Texas')))")}`,
    );
    const filterId = list.body.ids[0] as number;

    // Act
    await admin.request(`/api/v1/rowlevelsecurity/${filterId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clause: "state = 'FL'" }),
    });
    const after = await clients.plainuser.post('/api/v1/chart/data', context);
    await admin.request(`/api/v1/rowlevelsecurity/${filterId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clause: "state = 'TX'" }),
    });

    // Assert
    const statesOf = (answer: typeof before) =>
      [...new Set((answer.body.result[0].data as { state: string }[]).map((row) => row.state))].sort();
    expect([statesOf(before), statesOf(after)]).toEqual([['TX'], ['FL']]);
  });
});
