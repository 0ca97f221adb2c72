import { type ApiClient, type JsonBody, loginApiClient } from '../helpers/api-client.ts';

/** The builtin roles' ids in a fresh runtime: created in DEFAULT_ROLES' order at the first bootstrap. */
export const ROLE_IDS = { Admin: 1, Alpha: 2, Gamma: 3, sql_lab: 4 } as const;

/**
 * A test user's password: the user name reversed, then `-pw` (`penelope` signs in with `epolenep-pw`), as the password
 * policy refuses a password holding the user name.
 */
export const passwordOf = (username: string): string => `${[...username].reverse().join('')}-pw`;

/** A user body for POST /api/v1/security/users/ (password `passwordOf(username)`), `fields` overriding. */
export function userBody(
  username: string,
  roles: number[],
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    username,
    first_name: 'First',
    last_name: 'Last',
    email: `${username}@example.com`,
    active: true,
    roles,
    password: passwordOf(username),
    ...fields,
  };
}

/** Creates a user through the API as `admin`; answers its id. */
export async function createUserViaApi(admin: ApiClient<JsonBody>, username: string, roles: number[]): Promise<number> {
  const answer = await admin.post('/api/v1/security/users/', userBody(username, roles));
  if (answer.status !== 201) throw new Error(`creating ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as number;
}

/** Creates a user through the API and answers a client logged in as them. */
export async function userClient(
  admin: ApiClient<JsonBody>,
  username: string,
  roles: number[],
): Promise<ApiClient<JsonBody>> {
  await createUserViaApi(admin, username, roles);
  return loginApiClient<JsonBody>(admin.runtime, username, passwordOf(username));
}

/** Creates a role through the API; answers its id. */
export async function createRoleViaApi(admin: ApiClient<JsonBody>, name: string): Promise<number> {
  const answer = await admin.post('/api/v1/security/roles/', { name });
  if (answer.status !== 201) throw new Error(`creating role ${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as number;
}

/** The id permissions-resources gives the pair. */
export async function permissionViewIdOf(
  admin: ApiClient<JsonBody>,
  permission: string,
  view: string,
): Promise<number> {
  const q = `(filters:!((col:permission.name,opr:eq,value:'${permission}'),(col:view_menu.name,opr:eq,value:'${view}')))`;
  const answer = await admin.get(`/api/v1/security/permissions-resources/?q=${encodeURIComponent(q)}`);
  const [found] = answer.body.result as { id: number }[];
  if (!found) throw new Error(`no pair (${permission}, ${view})`);
  return found.id;
}

/** A request with a JSON body of another method than POST. */
export const jsonInit = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
