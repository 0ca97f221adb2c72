import rison from 'rison';
import { login } from '../integration/helpers/runtime.ts';

/**
 * What the saved query and query history e2e tests start from, made through the API: a second SQL Lab user with access
 * to every database, saved queries and executed queries of both users, each carrying a stamp of its own so searching
 * the stamp scopes the lists to them whatever other e2e files made.
 */

const PASSWORD = 'sql-pw-1';

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

/** Ids of the builtin roles by name, and a new role granting every database (as an Admin grants SQL Lab users data). */
async function sqlLabRoleIds(call: Call, stamp: string): Promise<number[]> {
  const roles = (await call('GET', `/api/v1/security/roles/?q=${q({ page_size: 100 })}`)) as {
    result: { id: number; name: string }[];
  };
  const byName = new Map(roles.result.map((role) => [role.name, role.id]));
  const { result } = (await call('GET', `/api/v1/security/permissions-resources/?q=${q({ page_size: 1000 })}`)) as {
    result: { id: number; permission: { name: string }; view_menu: { name: string } }[];
  };
  const grant = result.find((entry) => entry.permission.name === 'all_database_access');
  if (!grant) throw new Error('no all_database_access permission');
  const { id } = (await call('POST', '/api/v1/security/roles/', { name: `all_databases_${stamp}` })) as { id: number };
  await call('POST', `/api/v1/security/roles/${id}/permissions`, { permission_view_menu_ids: [grant.id] });
  return [byName.get('Gamma'), byName.get('sql_lab'), id].filter((roleId): roleId is number => roleId !== undefined);
}

/** A saved query as the tests know it. */
export interface SeededSavedQuery {
  id: number;
  label: string;
  sql: string;
  owner: 'admin' | 'other';
}

/** What the seed made. */
export interface SqlQueriesSeed {
  stamp: string;
  adminToken: string;
  /** The second user's name as lists show it (`First Last`). */
  otherName: string;
  saved: SeededSavedQuery[];
  /** SQL texts the admin and the other user ran, with their end states. */
  ran: { sql: string; owner: 'admin' | 'other'; state: 'success' | 'failed' }[];
}

async function execute(call: Call, sql: string, tab: string, index: number): Promise<void> {
  const body = {
    client_id: `e2e${Date.now().toString(36)}${index}`,
    database_id: 1,
    sql,
    runAsync: false,
    schema: 'main',
    tab,
    sql_editor_id: '1',
    queryLimit: 100,
  };
  // A query that fails answers an error status, which is what the seed wants for the failed one.
  await call('POST', '/api/v1/sqllab/execute/', body).catch(() => undefined);
}

/** Seeds a second user, six saved queries (four of the admin's, two of the other user's) and four executed queries. */
export async function seedSqlQueries(url: string): Promise<SqlQueriesSeed> {
  const stamp = `Sq${Date.now().toString(36)}`;
  const adminToken = (await login(url)).access_token;
  const admin = caller(url, adminToken);
  const username = `analyst_${stamp.toLowerCase()}`;
  const roles = await sqlLabRoleIds(admin, stamp);
  await admin('POST', '/api/v1/security/users/', {
    username,
    first_name: 'Olga',
    last_name: stamp,
    email: `${username}@example.com`,
    roles,
    password: PASSWORD,
    active: true,
  });
  const other = caller(url, (await login(url, username, PASSWORD)).access_token);
  const saved: SeededSavedQuery[] = [];
  const specs = [
    [
      'admin',
      'Top names',
      `SELECT name, SUM(num) AS total /* ${stamp} */\nFROM birth_names\nGROUP BY name\nORDER BY total DESC`,
    ],
    ['admin', 'Sales by size', `SELECT deal_size, COUNT(*) /* ${stamp} */ FROM cleaned_sales_data GROUP BY deal_size`],
    ['admin', 'Game genres', `SELECT genre /* ${stamp} */ FROM video_game_sales`],
    ['admin', 'Health', `SELECT * /* ${stamp} */ FROM wb_health_population LIMIT 10`],
    ['other', 'Olga births', `SELECT state /* ${stamp} */ FROM birth_names`],
    ['other', 'Olga sales', `SELECT country /* ${stamp} */ FROM cleaned_sales_data`],
  ] as const;
  for (const [owner, name, sql] of specs) {
    const label = `${stamp} ${name}`;
    const { id } = (await (owner === 'admin' ? admin : other)('POST', '/api/v1/saved_query/', {
      label,
      description: `About ${name}`,
      db_id: 1,
      schema: 'main',
      sql,
    })) as { id: number };
    saved.push({ id, label, sql, owner });
  }
  const ran = [
    { sql: `SELECT 1 AS one /* ${stamp} */`, owner: 'admin', state: 'success' },
    { sql: `SELECT nope /* ${stamp} */ FROM nowhere_${stamp}`, owner: 'admin', state: 'failed' },
    { sql: `SELECT name /* ${stamp} */ FROM birth_names LIMIT 3`, owner: 'admin', state: 'success' },
    { sql: `SELECT 2 AS two /* ${stamp} */`, owner: 'other', state: 'success' },
  ] as const;
  for (const [index, query] of ran.entries())
    await execute(query.owner === 'admin' ? admin : other, query.sql, `Tab ${index}`, index);
  return { stamp, adminToken, otherName: `Olga ${stamp}`, saved, ran: [...ran] };
}
