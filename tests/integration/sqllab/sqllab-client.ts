import { hashPassword } from '#functions/lib/auth/passwords.ts';
import { nextId } from '#functions/lib/counters.ts';
import { createRoleIfAbsent } from '#functions/security/roles.ts';
import { createUser } from '#functions/security/users.ts';
import { insertQuery } from '#functions/sqllab/queries/repository.ts';
import { queryRecord } from '../../unit/sqllab/query-record.ts';
import { type ApiClient, loginApiClient } from '../helpers/api-client.ts';

/** What a test sends: JSON, a multipart or urlencoded form of JSON-encoded values, or raw text of a content type. */
export interface RequestBody {
  json?: unknown;
  form?: Record<string, unknown>;
  urlencoded?: Record<string, unknown>;
  raw?: { contentType: string; text: string };
}

/**
 * Superset's client JSON-encodes every form value (`postPayload` with `stringify`), so `sql: 'SELECT 1'` travels as
 * `"SELECT 1"` and `5` as `5`; `form` sends multipart as the browser does, `urlencoded` the other form encoding.
 */
const encodeFields = (fields: Record<string, unknown>): [string, string][] =>
  Object.entries(fields).map(([name, value]) => [name, JSON.stringify(value)]);

/** The `ApiClient.request` init of a `method` request sending `body` as SQL Lab's client sends it. */
export function requestInit(method: string, body: RequestBody = {}): RequestInit {
  if (body.json !== undefined)
    return { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body.json) };
  if (body.form) {
    const form = new FormData();
    for (const [name, value] of encodeFields(body.form)) form.append(name, value);
    return { method, body: form };
  }
  if (body.urlencoded) return { method, body: new URLSearchParams(encodeFields(body.urlencoded)) };
  if (body.raw) return { method, headers: { 'content-type': body.raw.contentType }, body: body.raw.text };
  return { method };
}

/** Creates a user of the default tenant in the runtime's store (password `<username>-pw`) and answers a client logged in as them. */
export async function createTestUser(
  admin: ApiClient,
  username: string,
  lastName: string,
  roles: string[],
): Promise<ApiClient> {
  const password = `${username}-pw`;
  await createUser('default', {
    username,
    first_name: username,
    last_name: lastName,
    email: `${username}@example.com`,
    roles,
    passwordHash: await hashPassword(password),
  });
  return loginApiClient(admin.runtime, username, password);
}

/** A role granting access to every database, as a tenant's Admin grants SQL Lab users their data. */
const ALL_DATABASES: [string, string][] = [['all_database_access', 'all_database_access']];

/** A second user of the default tenant with SQL Lab rights and access to every database (no Admin), logged in to `admin`'s runtime. */
export async function createSqlLabUser(admin: ApiClient, username: string): Promise<ApiClient> {
  await createRoleIfAbsent('default', 'all_databases', ALL_DATABASES);
  return createTestUser(admin, username, 'Analyst', ['Gamma', 'sql_lab', 'all_databases']);
}

/**
 * A user whose only role runs SQL in SQL Lab, on every database, and nothing else (no `can_csv`, no `can_export_csv`),
 * logged in to `admin`'s runtime.
 */
export async function createSqlRunner(admin: ApiClient, username: string): Promise<ApiClient> {
  await createRoleIfAbsent('default', 'sql_runner', [['can_execute_sql_query', 'SQLLab'], ...ALL_DATABASES]);
  return createTestUser(admin, username, 'Runner', ['sql_runner']);
}

/** Opens a tab of `queryEditor` with the multipart form Superset posts; answers its id. */
export async function createTab(client: ApiClient, queryEditor: Record<string, unknown>): Promise<number> {
  const created = await client.request('/tabstateview/', requestInit('POST', { form: { queryEditor } }));
  return (created.body as { id: number }).id;
}

/**
 * A finished `SELECT 1` stored through the queries repository, for tab tests that need an existing query without
 * running one.
 */
export async function seedQuery(query: {
  clientId: string;
  userId: string;
  tabId: number | null;
  changedOn?: string;
}): Promise<void> {
  const changedOn = query.changedOn ?? new Date().toISOString();
  const at = Date.parse(changedOn);
  await insertQuery(
    'default',
    queryRecord({
      id: await nextId('default', 'query'),
      clientId: query.clientId,
      sqlEditorId: query.tabId === null ? null : String(query.tabId),
      tab: null,
      executedSql: 'SELECT 1',
      startDttm: at,
      endDttm: at,
      resultsKey: null,
      changed_on: changedOn,
      user_id: query.userId,
      user: 'seeded',
    }),
  );
}
