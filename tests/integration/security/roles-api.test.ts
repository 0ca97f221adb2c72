import { describe, expect, it } from 'vitest';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { createRoleViaApi, createUserViaApi, jsonInit, permissionViewIdOf, ROLE_IDS } from './security-client.ts';

const admin = useApiClient<JsonBody>();

const BUILTIN_ROLES = [
  { id: 1, name: 'Admin' },
  { id: 2, name: 'Alpha' },
  { id: 3, name: 'Gamma' },
  { id: 4, name: 'sql_lab' },
];

async function rolesOfUser(id: number): Promise<unknown> {
  return (await admin.get(`/api/v1/security/users/${id}`)).body.result.roles;
}

describe('GET /api/v1/security/roles/', () => {
  it('lists the builtin roles of a new tenant', async () => {
    // Act
    const answer = await admin.get(
      `/api/v1/security/roles/?q=${encodeURIComponent('(filters:!((col:id,opr:lt,value:5)),order_column:id)')}`,
    );

    // Assert
    expect(answer).toEqual({
      status: 200,
      body: {
        count: 4,
        ids: [1, 2, 3, 4],
        result: BUILTIN_ROLES,
        list_columns: ['id', 'name'],
        order_columns: ['id', 'name'],
        list_title: 'List Role',
      },
    });
  });
});

describe('POST /api/v1/security/roles/', () => {
  it('creates a role without permissions, which GET shows', async () => {
    // Act
    const created = await admin.post('/api/v1/security/roles/', { name: 'finance' });
    const id = created.body.id as number;
    const read = await admin.get(`/api/v1/security/roles/${id}`);
    const permissions = await admin.get(`/api/v1/security/roles/${id}/permissions/`);

    // Assert
    expect(created).toEqual({ status: 201, body: { id, result: { name: 'finance' } } });
    expect(read).toEqual({ status: 200, body: { id, result: { id, name: 'finance' }, show_title: 'Show Role' } });
    expect(permissions).toEqual({ status: 200, body: { result: [] } });
  });

  it('refuses a name taken in another case with 422', async () => {
    // Act
    const answer = await admin.post('/api/v1/security/roles/', { name: 'ADMIN' });

    // Assert
    expect(answer).toEqual({ status: 422, body: { message: { name: ['A role with this name already exists.'] } } });
  });

  it('refuses a name with a space, which tokens could not carry', async () => {
    // Act
    const answer = await admin.post('/api/v1/security/roles/', { name: 'Financial Analyst' });

    // Assert
    expect(answer).toEqual({
      status: 400,
      body: { message: { name: ['Role names are letters, digits and _ . : @ + = - (no spaces or commas).'] } },
    });
  });
});

describe('PUT and DELETE /api/v1/security/roles/{pk}', () => {
  it('renames a role, its members following', async () => {
    // Arrange
    const roleId = await createRoleViaApi(admin, 'auditors');
    const userId = await createUserViaApi(admin, 'auditor1', [ROLE_IDS.Gamma, roleId]);

    // Act
    const answer = await admin.request(`/api/v1/security/roles/${roleId}`, jsonInit('PUT', { name: 'reviewers' }));

    // Assert
    expect(answer).toEqual({ status: 200, body: { id: roleId, result: { name: 'reviewers' } } });
    expect(await rolesOfUser(userId)).toEqual([
      { id: 3, name: 'Gamma' },
      { id: roleId, name: 'reviewers' },
    ]);
  });

  it('deletes a role, its members losing it', async () => {
    // Arrange
    const roleId = await createRoleViaApi(admin, 'temporary');
    const userId = await createUserViaApi(admin, 'temp1', [ROLE_IDS.Gamma, roleId]);

    // Act
    const answer = await admin.request(`/api/v1/security/roles/${roleId}`, { method: 'DELETE' });
    const read = await admin.get(`/api/v1/security/roles/${roleId}`);

    // Assert
    expect(answer).toEqual({ status: 200, body: { message: 'OK' } });
    expect(read).toEqual({ status: 404, body: { message: 'Not found' } });
    expect(await rolesOfUser(userId)).toEqual([{ id: 3, name: 'Gamma' }]);
  });

  it.each([
    ['renamed', jsonInit('PUT', { name: 'Beta' }), 'The builtin role Gamma cannot be renamed'],
    ['deleted', { method: 'DELETE' }, 'The builtin role Gamma cannot be deleted'],
  ])('refuses a builtin role being %s with 422', async (_case, init, message) => {
    // Act
    const answer = await admin.request(`/api/v1/security/roles/${ROLE_IDS.Gamma}`, init);

    // Assert
    expect(answer).toEqual({ status: 422, body: { message } });
  });
});

describe('role permissions', () => {
  it('sets exactly the pairs named, which GET lists with their ids', async () => {
    // Arrange
    const roleId = await createRoleViaApi(admin, 'chart-readers');
    const readChart = await permissionViewIdOf(admin, 'can_read', 'Chart');
    const birthNames = await permissionViewIdOf(admin, 'datasource_access', '[examples].[birth_names](id:1)');

    // Act
    const set = await admin.post(`/api/v1/security/roles/${roleId}/permissions`, {
      permission_view_menu_ids: [readChart, birthNames],
    });
    const listed = await admin.get(`/api/v1/security/roles/${roleId}/permissions/`);

    // Assert
    expect(set).toEqual({ status: 200, body: { result: { permission_view_menu_ids: [readChart, birthNames] } } });
    expect(listed).toEqual({
      status: 200,
      body: {
        result: [
          { id: readChart, permission_name: 'can_read', view_menu_name: 'Chart' },
          { id: birthNames, permission_name: 'datasource_access', view_menu_name: '[examples].[birth_names](id:1)' },
        ],
      },
    });
  });

  it('replaces the set on each POST', async () => {
    // Arrange
    const roleId = await createRoleViaApi(admin, 'replaced');
    await admin.post(`/api/v1/security/roles/${roleId}/permissions`, {
      permission_view_menu_ids: [await permissionViewIdOf(admin, 'can_read', 'Chart')],
    });

    // Act
    await admin.post(`/api/v1/security/roles/${roleId}/permissions`, { permission_view_menu_ids: [] });
    const listed = await admin.get(`/api/v1/security/roles/${roleId}/permissions/`);

    // Assert
    expect(listed).toEqual({ status: 200, body: { result: [] } });
  });

  it('refuses ids that name no pair, naming them', async () => {
    // Arrange
    const roleId = await createRoleViaApi(admin, 'typos');

    // Act
    const answer = await admin.post(`/api/v1/security/roles/${roleId}/permissions`, {
      permission_view_menu_ids: [12345],
    });

    // Assert
    expect(answer).toEqual({
      status: 400,
      body: { message: { permission_view_menu_ids: ['Permission(s) with ID(s) [12345] not found.'] } },
    });
  });

  it("refuses changing a builtin role's pairs, which every bootstrap resets", async () => {
    // Act
    const answer = await admin.post(`/api/v1/security/roles/${ROLE_IDS.Gamma}/permissions`, {
      permission_view_menu_ids: [],
    });

    // Assert
    expect(answer).toEqual({
      status: 422,
      body: {
        message:
          'The builtin role Gamma cannot be changed (its permissions are reset at every start and deployment): create a role to grant more',
      },
    });
  });

  it("lists a builtin role's pairs", async () => {
    // Act
    const answer = await admin.get(`/api/v1/security/roles/${ROLE_IDS.sql_lab}/permissions/`);

    // Assert
    expect(answer.body.result).toContainEqual({
      id: expect.any(Number),
      permission_name: 'can_execute_sql_query',
      view_menu_name: 'SQLLab',
    });
  });
});
