import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '#functions/security/default-roles.ts';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { birthNamesContext } from '../charts/chart-client.ts';
import { createRoleViaApi, permissionViewIdOf, ROLE_IDS, userClient } from './security-client.ts';

const admin = useApiClient<JsonBody>();
const BIRTH_NAMES = '[examples].[birth_names](id:1)';
let reader: ApiClient<JsonBody>;

// A Gamma user with one more role, granting one dataset: what an Admin sets up through the security API.
beforeAll(async () => {
  const roleId = await createRoleViaApi(admin, 'birth_readers');
  const pair = await permissionViewIdOf(admin, 'datasource_access', BIRTH_NAMES);
  await admin.post(`/api/v1/security/roles/${roleId}/permissions`, { permission_view_menu_ids: [pair] });
  reader = await userClient(admin, 'reader', [ROLE_IDS.Gamma, roleId]);
});

describe('a user created through the security API', () => {
  it("gets exactly its roles' permissions at /api/v1/me/roles/", async () => {
    // Act
    const answer = await reader.get('/api/v1/me/roles/');

    // Assert
    expect(answer).toEqual({
      status: 200,
      body: {
        result: {
          id: expect.any(Number),
          username: 'reader',
          first_name: 'First',
          last_name: 'Last',
          email: 'reader@example.com',
          is_active: true,
          is_anonymous: false,
          created_on: expect.any(String),
          changed_on: expect.any(String),
          login_count: 1,
          last_login: expect.any(String),
          roles: { Gamma: DEFAULT_ROLES.Gamma, birth_readers: [['datasource_access', BIRTH_NAMES]] },
          permissions: { datasource_access: [BIRTH_NAMES], database_access: [], schema_access: [] },
        },
      },
    });
  });

  it('reads the chart data of the dataset its role grants', async () => {
    // Act
    const answer = await reader.post('/api/v1/chart/data', birthNamesContext());

    // Assert
    expect(answer.status).toBe(200);
    expect(answer.body.result[0].rowcount).toBe(2);
  });

  it('is answered for the chart data of another dataset as for a dataset that does not exist', async () => {
    // Act
    const answer = await reader.post('/api/v1/chart/data', {
      datasource: { id: 3, type: 'table' },
      queries: [{ metrics: ['count'], row_limit: 10 }],
    });

    // Assert
    expect(answer).toEqual({ status: 404, body: { message: 'Dataset not found' } });
  });
});
