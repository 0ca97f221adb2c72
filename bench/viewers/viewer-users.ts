import rison from 'rison';
import { type BenchApi, benchApiOf } from '../api-client.ts';

/**
 * The viewers' accounts: distinct Gamma users who may read one dataset, made through the security API as an Admin
 * would, each signed in once. Distinct users, as real readers are: sign-ins of one account at the same moment are
 * refused by the login throttle (its per-user counter loses the race), which is a security limit to respect.
 */

const PASSWORD = 'viewer-password-1';
/** Users made or signed in at once (each is a password hash on the server). */
const BATCH = 10;

async function expectOk(
  answer: Promise<{ status: number; body: Record<string, unknown> }>,
  what: string,
): Promise<Record<string, unknown>> {
  const { status, body } = await answer;
  if (status < 200 || status > 299) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** A role with `datasource_access` on `table`, answered by id. */
async function readerRole(api: BenchApi, table: string, stamp: number): Promise<number> {
  const pairs = (
    await expectOk(
      api.get(`/api/v1/security/permissions-resources/?q=${rison.encode({ page_size: 1000 })}`),
      'the permission list',
    )
  ).result as {
    id: number;
    permission: { name: string };
    view_menu: { name: string };
  }[];
  const access = pairs.find(
    (pair) => pair.permission.name === 'datasource_access' && pair.view_menu.name.includes(`[${table}]`),
  );
  if (!access) throw new Error(`no datasource_access permission on ${table}`);
  const role = await expectOk(
    api.post('/api/v1/security/roles/', { name: `${table}_viewers_${stamp}` }),
    'creating the role',
  );
  await expectOk(
    api.post(`/api/v1/security/roles/${role.id as number}/permissions`, { permission_view_menu_ids: [access.id] }),
    'granting the role',
  );
  return Number(role.id);
}

async function inBatches<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  while (made.length < count) {
    const start = made.length;
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => make(start + offset)),
      )),
    );
  }
  return made;
}

/** Makes `count` Gamma users who may read `table` and signs each in; answers a client of each. */
export async function viewerApis(api: BenchApi, url: string, count: number, table: string): Promise<BenchApi[]> {
  const stamp = Date.now();
  const roles = (
    await expectOk(api.get(`/api/v1/security/roles/?q=${rison.encode({ page_size: 100 })}`), 'the role list')
  ).result as { id: number; name: string }[];
  const gamma = roles.find((role) => role.name === 'Gamma');
  if (!gamma) throw new Error('no Gamma role');
  const reader = await readerRole(api, table, stamp);
  return inBatches(count, async (index) => {
    const username = `viewer_${stamp}_${index + 1}`;
    const user = {
      username,
      password: PASSWORD,
      first_name: 'Viewer',
      last_name: String(index + 1),
      email: `${username}@example.com`,
      active: true,
      roles: [gamma.id, reader],
    };
    await expectOk(api.post('/api/v1/security/users/', user), `creating ${username}`);
    return benchApiOf({ url }, { username, password: PASSWORD });
  });
}
