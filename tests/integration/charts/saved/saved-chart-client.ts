import rison from 'rison';
import { createRoleIfAbsent } from '#functions/security/roles.ts';
import { findUser } from '#functions/lib/auth/user-directory.ts';
import type { ApiClient, JsonBody } from '../../helpers/api-client.ts';
import { createTestUser } from '../../sqllab/sqllab-client.ts';
import { birthNamesContext } from '../chart-client.ts';

/** `?q=` holding `value` as Rison, URL-encoded. */
export const q = (value: unknown): string => `?q=${encodeURIComponent(rison.encode(value))}`;

/** The form data of a table chart over birth_names (dataset 1). */
export const BIRTH_NAMES_PARAMS = {
  datasource: '1__table',
  viz_type: 'table',
  groupby: ['gender'],
  metrics: ['count'],
};

/** A POST body of a table chart over birth_names with its query context; `fields` override. */
export function chartBody(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slice_name: 'Births by gender',
    viz_type: 'table',
    datasource_id: 1,
    datasource_type: 'table',
    params: JSON.stringify(BIRTH_NAMES_PARAMS),
    query_context: JSON.stringify(birthNamesContext()),
    ...fields,
  };
}

/** Save a chart as `client`; answers its id (fails the test when the save is refused). */
export async function saveChart(client: ApiClient, fields: Record<string, unknown> = {}): Promise<number> {
  const created = await client.post('/api/v1/chart/', chartBody(fields));
  if (created.status !== 201) throw new Error(`chart not saved: ${created.status} ${JSON.stringify(created.body)}`);
  return (created.body as { id: number }).id;
}

/** PUT `body` as JSON. */
export const put = (client: ApiClient, path: string, body: unknown) =>
  client.request(path, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** DELETE a path. */
export const del = (client: ApiClient, path: string) => client.request(path, { method: 'DELETE' });

/** The integer id of a user of the default tenant. */
export async function userIdOf(username: string): Promise<number> {
  const user = await findUser('default', username);
  if (!user) throw new Error(`no user ${username}`);
  return user.id;
}

/** An Alpha user (writes charts, reads every dataset) of the default tenant. */
export const alphaUser = (admin: ApiClient, username: string) =>
  createTestUser(admin, username, 'Alpha', ['Alpha']) as Promise<ApiClient<JsonBody>>;

/** A Gamma user who may read birth_names (dataset 1) and no other dataset. */
export async function birthNamesReader(admin: ApiClient, username: string): Promise<ApiClient<JsonBody>> {
  await createRoleIfAbsent('default', 'birth_names_only', [['datasource_access', '[examples].[birth_names](id:1)']]);
  return createTestUser(admin, username, 'Gamma', ['Gamma', 'birth_names_only']) as Promise<ApiClient<JsonBody>>;
}
