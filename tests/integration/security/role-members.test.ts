import { describe, expect, it } from 'vitest';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { createRoleViaApi, createUserViaApi, jsonInit, permissionViewIdOf, ROLE_IDS } from './security-client.ts';

const admin = useApiClient<JsonBody>();
const ADMIN_ID = 1;

const q = (rison: string) => `?q=${encodeURIComponent(rison)}`;
const roleNamesOf = async (id: number): Promise<string[]> =>
  ((await admin.get(`/api/v1/security/users/${id}`)).body.result.roles as { name: string }[]).map((role) => role.name);

describe('PUT /api/v1/security/roles/{pk}/users', () => {
  it('refuses taking Admin from the last active Admin with 422, changing nobody', async () => {
    // Arrange: an inactive Admin does not count
    const gammaId = await createUserViaApi(admin, 'hopeful', [ROLE_IDS.Gamma]);
    const sleeping = await createUserViaApi(admin, 'sleeping', [ROLE_IDS.Admin]);
    await admin.request(`/api/v1/security/users/${sleeping}`, jsonInit('PUT', { active: false }));

    // Act
    const answer = await admin.request(
      `/api/v1/security/roles/${ROLE_IDS.Admin}/users`,
      jsonInit('PUT', { user_ids: [sleeping] }),
    );

    // Assert
    expect(answer).toEqual({
      status: 422,
      body: {
        message:
          'This is the last active Admin of the tenant: make another user an active Admin before deleting, deactivating or demoting it',
      },
    });
    expect({ admin: await roleNamesOf(ADMIN_ID), gamma: await roleNamesOf(gammaId) }).toEqual({
      admin: ['Admin'],
      gamma: ['Gamma'],
    });
  });

  it('gives the role to exactly the users named: the others holding it lose it', async () => {
    // Arrange
    const roleId = await createRoleViaApi(admin, 'editors');
    const joining = await createUserViaApi(admin, 'joining', [ROLE_IDS.Gamma]);
    const leaving = await createUserViaApi(admin, 'leaving', [ROLE_IDS.Gamma, roleId]);
    const staying = await createUserViaApi(admin, 'staying', [roleId]);

    // Act
    const answer = await admin.request(
      `/api/v1/security/roles/${roleId}/users`,
      jsonInit('PUT', { user_ids: [joining, staying] }),
    );

    // Assert
    expect(answer).toEqual({ status: 200, body: { result: { user_ids: [joining, staying] } } });
    expect({
      joining: await roleNamesOf(joining),
      leaving: await roleNamesOf(leaving),
      staying: await roleNamesOf(staying),
    }).toEqual({
      joining: ['Gamma', 'editors'],
      leaving: ['Gamma'],
      staying: ['editors'],
    });
  });

  it('refuses user ids that name nobody, naming them, and changes nothing', async () => {
    // Arrange
    const roleId = await createRoleViaApi(admin, 'ghosts');
    const real = await createUserViaApi(admin, 'corporeal', [ROLE_IDS.Gamma]);

    // Act
    const answer = await admin.request(
      `/api/v1/security/roles/${roleId}/users`,
      jsonInit('PUT', { user_ids: [real, 9001, 9000] }),
    );

    // Assert
    expect(answer).toEqual({
      status: 400,
      body: { message: { user_ids: ['User(s) with ID(s) [9000, 9001] not found.'] } },
    });
    expect(await roleNamesOf(real)).toEqual(['Gamma']);
  });

  it('answers 404 for an unknown role and 400 for a malformed body', async () => {
    // Act
    const unknown = await admin.request('/api/v1/security/roles/999/users', jsonInit('PUT', { user_ids: [] }));
    const malformed = await admin.request(
      `/api/v1/security/roles/${ROLE_IDS.Gamma}/users`,
      jsonInit('PUT', { user_ids: ['x'] }),
    );

    // Assert
    expect({ unknown: unknown.status, malformed }).toEqual({
      unknown: 404,
      malformed: { status: 400, body: { message: { 'user_ids.0': ['Not a valid integer.'] } } },
    });
  });
});

describe('GET /api/v1/security/roles/search/', () => {
  it('lists roles with the ids of their users and pairs, filtered by name', async () => {
    // Arrange
    const roleId = await createRoleViaApi(admin, 'auditors');
    const pairId = await permissionViewIdOf(admin, 'datasource_access', '[examples].[birth_names](id:1)');
    await admin.post(`/api/v1/security/roles/${roleId}/permissions`, { permission_view_menu_ids: [pairId] });
    const auditor = await createUserViaApi(admin, 'auditor', [ROLE_IDS.Gamma, roleId]);

    // Act
    const answer = await admin.get(`/api/v1/security/roles/search/${q('(filters:!((col:name,opr:ct,value:audit)))')}`);

    // Assert
    expect(answer).toEqual({
      status: 200,
      body: {
        count: 1,
        ids: [roleId],
        result: [{ id: roleId, name: 'auditors', user_ids: [auditor], permission_ids: [pairId] }],
      },
    });
  });

  it("finds a user's roles by user id, ordered by name", async () => {
    // Arrange
    const roleId = await createRoleViaApi(admin, 'bookkeepers');
    const keeper = await createUserViaApi(admin, 'keeper', [ROLE_IDS.Gamma, roleId]);

    // Act
    const answer = await admin.get(
      `/api/v1/security/roles/search/${q(`(filters:!((col:user_ids,opr:rel_o_m,value:${keeper})),order_column:name)`)}`,
    );

    // Assert
    expect({
      status: answer.status,
      names: (answer.body.result as { name: string }[]).map((role) => role.name),
    }).toEqual({
      status: 200,
      names: ['bookkeepers', 'Gamma'],
    });
  });
});
