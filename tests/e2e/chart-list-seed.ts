import rison from 'rison';
import { login } from '../integration/helpers/runtime.ts';

/**
 * The charts and users the chart-list e2e file works on, made through the public API as a user would: 42 charts of
 * several types over three datasets, some certified, some described, some with two owners, some saved by a second
 * (Alpha) user, some starred by the Admin; and a Gamma user granted one dataset. Every chart name starts with a
 * stamp of its own, so searching the stamp scopes the list to these charts whatever other e2e files saved.
 */

/** One seeded chart as the test expects to find it. */
export interface SeededChart {
  id: number;
  name: string;
  vizType: string;
  dataset: string;
  certified: boolean;
  described: boolean;
  /** Saved by the Alpha user (the list's "Modified by"), who is then its only owner. */
  byAlpha: boolean;
  twoOwners: boolean;
  favorite: boolean;
}

/** Everything seeded, with the users' credentials. */
export interface ListSeed {
  stamp: string;
  charts: SeededChart[];
  adminToken: string;
  adminId: number;
  alpha: { username: string; password: string; fullName: string; id: number };
  gamma: { username: string; password: string };
}

const VIZ_TYPES = [
  'table',
  'pie',
  'echarts_timeseries_bar',
  'echarts_timeseries_line',
  'big_number_total',
  'echarts_area',
  'funnel',
  'treemap_v2',
  'heatmap_v2',
  'box_plot',
  'word_cloud',
  'world_map',
];
const DATASETS = ['birth_names', 'cleaned_sales_data', 'video_game_sales'];
const CHART_COUNT = 42;
const PASSWORD = 'list-e2e-secret';

type Call = (method: string, path: string, body?: unknown) => Promise<unknown>;

/** An API caller with a bearer token; a refused call fails the set-up with the server's answer. */
function caller(url: string, token: string): Call {
  return async (method, path, body) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as unknown;
  };
}

const q = (value: unknown) => encodeURIComponent(rison.encode(value));

/** Creates a user with the named roles (plus extra role ids) and answers their id. */
async function createUser(call: Call, username: string, names: [string, string], roleIds: number[]): Promise<number> {
  const body = {
    username,
    first_name: names[0],
    last_name: names[1],
    email: `${username}@example.com`,
    roles: roleIds,
    password: PASSWORD,
    active: true,
  };
  const { id } = (await call('POST', '/api/v1/security/users/', body)) as { id: number };
  return id;
}

/** A role reading one dataset (`datasource_access` on it), as an Admin grants a Gamma user data. */
async function datasetReaderRole(call: Call, stamp: string, dataset: string): Promise<number> {
  const { result } = (await call('GET', `/api/v1/security/permissions-resources/?q=${q({ page_size: 1000 })}`)) as {
    result: { id: number; permission: { name: string }; view_menu: { name: string } }[];
  };
  const grant = result.find(
    (entry) => entry.permission.name === 'datasource_access' && entry.view_menu.name.includes(`[${dataset}]`),
  );
  if (!grant) throw new Error(`no datasource_access permission on ${dataset}`);
  const { id } = (await call('POST', '/api/v1/security/roles/', { name: `${dataset}_readers_${stamp}` })) as {
    id: number;
  };
  await call('POST', `/api/v1/security/roles/${id}/permissions`, { permission_view_menu_ids: [grant.id] });
  return id;
}

/** Seeds the users and the 42 charts. */
export async function seedChartList(url: string): Promise<ListSeed> {
  const stamp = `List${Date.now().toString(36)}`;
  const adminToken = (await login(url, 'admin', 'admin')).access_token;
  const admin = caller(url, adminToken);
  const { result: roles } = (await admin('GET', '/api/v1/security/roles/')) as {
    result: { id: number; name: string }[];
  };
  const roleId = (name: string) => roles.find((role) => role.name === name)?.id ?? -1;
  const { result: datasets } = (await admin('GET', `/api/v1/dataset/?q=${q({ page_size: 100 })}`)) as {
    result: { id: number; table_name: string }[];
  };
  const datasetId = (name: string) => datasets.find((dataset) => dataset.table_name === name)?.id ?? -1;
  const { id: adminId } = ((await admin('GET', '/api/v1/me/')) as { result: { id: number } }).result;

  const alpha = { username: `alpha-${stamp}`.toLowerCase(), password: PASSWORD, fullName: `Alma ${stamp}` };
  const alphaId = await createUser(admin, alpha.username, ['Alma', stamp], [roleId('Alpha')]);
  const gamma = { username: `gamma-${stamp}`.toLowerCase(), password: PASSWORD };
  await createUser(
    admin,
    gamma.username,
    ['Gus', stamp],
    [roleId('Gamma'), await datasetReaderRole(admin, stamp, 'birth_names')],
  );
  const alphaCall = caller(url, (await login(url, alpha.username, PASSWORD)).access_token);

  const charts: SeededChart[] = [];
  for (let index = 0; index < CHART_COUNT; index += 1) {
    const seeded = {
      name: `${stamp} chart ${String(index).padStart(2, '0')}`,
      vizType: VIZ_TYPES[index % VIZ_TYPES.length] ?? 'table',
      dataset: DATASETS[index % DATASETS.length] ?? 'birth_names',
      certified: index % 5 === 0,
      described: index % 8 === 0,
      byAlpha: index % 6 === 1,
      // Never on a chart the Alpha user saves (index % 6 === 1 is odd), so each chart has one author.
      twoOwners: index % 4 === 0,
      favorite: index % 7 === 0,
    };
    const body = {
      slice_name: seeded.name,
      viz_type: seeded.vizType,
      datasource_id: datasetId(seeded.dataset),
      datasource_type: 'table',
      params: JSON.stringify({ viz_type: seeded.vizType, datasource: `${datasetId(seeded.dataset)}__table` }),
      ...(seeded.described && { description: `Reviewed every quarter by ${stamp}-finance` }),
      ...(seeded.certified && { certified_by: 'Data team', certification_details: 'Matches the ledger' }),
      ...(seeded.twoOwners && { owners: [adminId, alphaId] }),
    };
    const { id } = (await (seeded.byAlpha ? alphaCall : admin)('POST', '/api/v1/chart/', body)) as { id: number };
    if (seeded.favorite) await admin('POST', `/api/v1/chart/${id}/favorites/`);
    charts.push({ id, ...seeded });
  }
  return { stamp, charts, adminToken, adminId, alpha: { ...alpha, id: alphaId }, gamma };
}

/** One more chart (a table on the first dataset) for a test that changes or deletes it; answers its id. */
export async function createChart(url: string, token: string, name: string): Promise<number> {
  const { id } = (await caller(url, token)('POST', '/api/v1/chart/', {
    slice_name: name,
    viz_type: 'table',
    datasource_id: 1,
    datasource_type: 'table',
  })) as {
    id: number;
  };
  return id;
}
