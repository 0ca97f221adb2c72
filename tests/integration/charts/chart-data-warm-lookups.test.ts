import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoleIfAbsent, findRoles } from '#functions/security/roles.ts';
import { type ApiClient, type JsonBody, startApiClient } from '../helpers/api-client.ts';
import { createTestUser } from '../sqllab/sqllab-client.ts';
import { birthNamesContext } from './chart-client.ts';

/**
 * A warm function keeps the caller's user and roles, the dataset and its database for a few seconds; a change made
 * through the API in the same process must still apply to the very next request. Date is frozen for the whole file,
 * so every kept item is still live when the next request comes: only forgetting it on the write makes these pass.
 */

const GRANT: [string, string] = ['datasource_access', '[examples].[birth_names](id:1)'];

let admin: ApiClient<JsonBody>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  admin = await startApiClient<JsonBody>();
});

afterAll(async () => {
  await admin?.runtime.dispose();
  vi.useRealTimers();
});

/** A user who may read birth_names through a role of their own, logged in; their first chart is answered (and so kept). */
async function readerWithFirstChart(
  name: string,
): Promise<{ reader: ApiClient<JsonBody>; id: number; roleId: number }> {
  await createRoleIfAbsent('default', `${name}_role`, [GRANT]);
  const reader = (await createTestUser(admin, name, 'Reader', ['Gamma', `${name}_role`])) as ApiClient<JsonBody>;
  const first = await reader.post('/api/v1/chart/data', birthNamesContext());
  if (first.status !== 200) throw new Error(`the first chart answered ${first.status}`);
  const [role] = await findRoles('default', [`${name}_role`]);
  return { reader, id: (await reader.get('/api/v1/me/')).body.result.id as number, roleId: role!.id };
}

describe('chart data right after a change made through the API', () => {
  it('refuses the next request of a user an Admin has just deactivated', async () => {
    // Arrange
    const { reader, id } = await readerWithFirstChart('warm_deactivated');
    expect((await admin.request(`/api/v1/security/users/${id}`, json('PUT', { active: false }))).status).toBe(200);

    // Act
    const { status, body } = await reader.post('/api/v1/chart/data', birthNamesContext());

    // Assert
    expect({ status, body }).toEqual({ status: 401, body: { message: 'Not authorized' } });
  });

  it('hides the dataset from the next request of a user whose role has just lost its grant', async () => {
    // Arrange
    const { reader, roleId } = await readerWithFirstChart('warm_demoted');
    expect(
      (await admin.post(`/api/v1/security/roles/${roleId}/permissions`, { permission_view_menu_ids: [] })).status,
    ).toBe(200);

    // Act
    const { status, body } = await reader.post('/api/v1/chart/data', birthNamesContext());

    // Assert
    expect(status).toBe(404);
    expect(body.message).toBe('Dataset not found');
  });

  it('answers the next request with the dataset as it was just edited', async () => {
    // Arrange
    await admin.post('/api/v1/chart/data', birthNamesContext());
    expect((await admin.request('/api/v1/dataset/1', json('PUT', { cache_timeout: 4321 }))).status).toBe(200);

    // Act
    const { status, body } = await admin.post('/api/v1/chart/data', birthNamesContext());

    // Assert
    expect(status).toBe(200);
    expect(body.result[0]).toMatchObject({ cache_timeout: 4321, is_cached: false });
  });
});

function json(method: string, body: unknown): RequestInit {
  return { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
