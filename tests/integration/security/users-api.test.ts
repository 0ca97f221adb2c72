import { describe, expect, it } from 'vitest';
import { type JsonBody, loginApiClient, useApiClient } from '../helpers/api-client.ts';
import { login } from '../helpers/runtime.ts';
import { createUserViaApi, jsonInit, passwordOf, ROLE_IDS, userBody } from './security-client.ts';

const admin = useApiClient<JsonBody>();

const USER_COLUMNS = [
  'id',
  'roles.id',
  'roles.name',
  'first_name',
  'last_name',
  'username',
  'active',
  'email',
  'last_login',
  'login_count',
  'fail_login_count',
  'created_on',
  'changed_on',
  'created_by.id',
  'changed_by.id',
];
const ORDER_COLUMNS = [
  'id',
  'username',
  'first_name',
  'last_name',
  'email',
  'active',
  'created_on',
  'changed_on',
  'last_login',
  'login_count',
];

/** A user as the API shows it; `fields` override. */
function shown(
  id: number,
  username: string,
  roles: { id: number; name: string }[],
  fields: Record<string, unknown> = {},
) {
  return {
    id,
    roles,
    first_name: 'First',
    last_name: 'Last',
    username,
    active: true,
    email: `${username}@example.com`,
    last_login: null,
    login_count: 0,
    fail_login_count: null,
    created_on: expect.any(String),
    changed_on: expect.any(String),
    created_by: { id: 1 },
    changed_by: { id: 1 },
    ...fields,
  };
}

describe('POST /api/v1/security/users/', () => {
  it('creates a user that GET shows, without any password', async () => {
    // Act
    const created = await admin.post(
      '/api/v1/security/users/',
      userBody('ulysses', [ROLE_IDS.Gamma, ROLE_IDS.sql_lab]),
    );
    const id = created.body.id as number;
    const read = await admin.get(`/api/v1/security/users/${id}`);

    // Assert
    expect(created).toEqual({
      status: 201,
      body: {
        id,
        result: {
          username: 'ulysses',
          first_name: 'First',
          last_name: 'Last',
          email: 'ulysses@example.com',
          active: true,
          roles: [3, 4],
        },
      },
    });
    expect(read).toEqual({
      status: 200,
      body: {
        id,
        result: shown(id, 'ulysses', [
          { id: 3, name: 'Gamma' },
          { id: 4, name: 'sql_lab' },
        ]),
        show_title: 'Show User',
      },
    });
  });

  it('lets the new user log in with the password given', async () => {
    // Arrange
    await createUserViaApi(admin, 'penelope', [ROLE_IDS.Gamma]);

    // Act
    const tokens = await login(admin.runtime.url, 'penelope', passwordOf('penelope'));

    // Assert
    expect(Object.keys(tokens).sort()).toEqual(['access_token', 'refresh_token']);
  });

  it('refuses a user name already taken with 422', async () => {
    // Arrange
    await createUserViaApi(admin, 'telemachus', [ROLE_IDS.Gamma]);

    // Act
    const answer = await admin.post('/api/v1/security/users/', userBody('telemachus', [ROLE_IDS.Alpha]));

    // Assert
    expect(answer).toEqual({
      status: 422,
      body: { message: { username: ['A user with this username already exists.'] } },
    });
  });

  it('refuses an e-mail another user has, whatever its case, with 422', async () => {
    // Arrange
    await createUserViaApi(admin, 'laertes', [ROLE_IDS.Gamma]);

    // Act
    const answer = await admin.post(
      '/api/v1/security/users/',
      userBody('anticlea', [ROLE_IDS.Gamma], { email: 'Laertes@Example.com' }),
    );
    const listed = await admin.get(`/api/v1/security/users/?q=(filters:!((col:username,opr:eq,value:anticlea)))`);

    // Assert
    expect(answer).toEqual({ status: 422, body: { message: { email: ['A user with this email already exists.'] } } });
    expect(listed.body.count).toBe(0);
  });

  it('refuses role ids no role has, naming them', async () => {
    // Act
    const answer = await admin.post('/api/v1/security/users/', userBody('nobody1', [ROLE_IDS.Gamma, 999, 998]));

    // Assert
    expect(answer).toEqual({ status: 400, body: { message: { roles: ['Role(s) with ID(s) [998, 999] not found.'] } } });
  });

  it('names the fields missing or malformed, in marshmallow words', async () => {
    // Act
    const answer = await admin.post('/api/v1/security/users/', {
      username: 'has space',
      first_name: 'F',
      email: 'not-an-email',
      roles: [],
    });

    // Assert
    expect(answer).toEqual({
      status: 400,
      body: {
        message: {
          username: ['String does not match expected pattern.'],
          last_name: ['Missing data for required field.'],
          email: ['Not a valid email address.'],
          roles: ['Shorter than minimum length 1.'],
          password: ['Missing data for required field.'],
        },
      },
    });
  });
});

describe('GET /api/v1/security/users/', () => {
  it('filters, orders and pages the list as Flask-AppBuilder does', async () => {
    // Arrange
    const first = await createUserViaApi(admin, 'list-b', [ROLE_IDS.Gamma]);
    const second = await createUserViaApi(admin, 'list-a', [ROLE_IDS.Alpha]);
    const q =
      '(filters:!((col:username,opr:sw,value:list-)),order_column:username,order_direction:asc,page:0,page_size:10)';

    // Act
    const answer = await admin.get(`/api/v1/security/users/?q=${encodeURIComponent(q)}`);

    // Assert
    expect(answer).toEqual({
      status: 200,
      body: {
        count: 2,
        ids: [second, first],
        result: [
          shown(second, 'list-a', [{ id: 2, name: 'Alpha' }]),
          shown(first, 'list-b', [{ id: 3, name: 'Gamma' }]),
        ],
        list_columns: USER_COLUMNS,
        order_columns: ORDER_COLUMNS,
        list_title: 'List User',
      },
    });
  });

  it('filters by role id', async () => {
    // Arrange
    const id = await createUserViaApi(admin, 'sql-only', [ROLE_IDS.sql_lab]);
    const q = `(filters:!((col:roles,opr:rel_m_m,value:${ROLE_IDS.sql_lab}),(col:username,opr:eq,value:sql-only)))`;

    // Act
    const answer = await admin.get(`/api/v1/security/users/?q=${encodeURIComponent(q)}`);

    // Assert
    expect(answer.body.ids).toEqual([id]);
  });

  it.each([
    ['first_name', 'opr:ct,value:ERMI'],
    ['last_name', 'opr:eq,value:of-argos'],
    ['email', 'opr:ct,value:hermione.argos'],
  ])("filters by %s, without regard to case, as Superset's user filters do", async (column, condition) => {
    // Arrange
    const id = (
      await admin.post(
        '/api/v1/security/users/',
        userBody(`hermione-${column}`, [ROLE_IDS.Gamma], {
          first_name: 'Hermione',
          last_name: 'Of-Argos',
          email: `hermione.argos.${column}@example.com`,
        }),
      )
    ).body.id;
    await createUserViaApi(admin, `other-${column}`, [ROLE_IDS.Gamma]);
    const q = `(filters:!((col:${column},${condition}),(col:username,opr:ew,value:'-${column}')))`;

    // Act
    const answer = await admin.get(`/api/v1/security/users/?q=${encodeURIComponent(q)}`);

    // Assert
    expect({ status: answer.status, ids: answer.body.ids }).toEqual({ status: 200, ids: [id] });
  });

  it('answers 404 for an unknown id', async () => {
    // Act
    const answer = await admin.get('/api/v1/security/users/9999');

    // Assert
    expect(answer).toEqual({ status: 404, body: { message: 'Not found' } });
  });
});

describe('PUT /api/v1/security/users/{pk}', () => {
  it('changes only the fields sent, roles included', async () => {
    // Arrange
    const id = await createUserViaApi(admin, 'circe', [ROLE_IDS.Gamma]);

    // Act
    const answer = await admin.request(
      `/api/v1/security/users/${id}`,
      jsonInit('PUT', { first_name: 'Aeaea', roles: [ROLE_IDS.Alpha] }),
    );
    const read = await admin.get(`/api/v1/security/users/${id}`);

    // Assert
    expect(answer).toEqual({ status: 200, body: { id, result: { first_name: 'Aeaea', roles: [2] } } });
    expect(read.body.result).toEqual(shown(id, 'circe', [{ id: 2, name: 'Alpha' }], { first_name: 'Aeaea' }));
  });

  it('sets a new password, which then logs in instead of the old one', async () => {
    // Arrange
    const id = await createUserViaApi(admin, 'calypso', [ROLE_IDS.Gamma]);

    // Act
    const answer = await admin.request(`/api/v1/security/users/${id}`, jsonInit('PUT', { password: 'ogygia-2' }));
    const oldLogin = await fetch(
      `${admin.runtime.url}/api/v1/security/login`,
      jsonInit('POST', { username: 'calypso', password: passwordOf('calypso') }),
    );

    // Assert
    expect(answer).toEqual({ status: 200, body: { id, result: {} } });
    expect(oldLogin.status).toBe(401);
    await expect(login(admin.runtime.url, 'calypso', 'ogygia-2')).resolves.toBeDefined();
  });

  it('refuses a new user name with 422', async () => {
    // Arrange
    const id = await createUserViaApi(admin, 'nausicaa', [ROLE_IDS.Gamma]);

    // Act
    const answer = await admin.request(`/api/v1/security/users/${id}`, jsonInit('PUT', { username: 'nausicaa2' }));

    // Assert
    expect(answer).toEqual({ status: 422, body: { message: 'A user name cannot be changed' } });
  });

  it("refuses another user's e-mail with 422, and takes the user's own again", async () => {
    // Arrange
    const id = await createUserViaApi(admin, 'phemius', [ROLE_IDS.Gamma]);
    await createUserViaApi(admin, 'mentor', [ROLE_IDS.Gamma]);

    // Act
    const taken = await admin.request(`/api/v1/security/users/${id}`, jsonInit('PUT', { email: 'mentor@example.com' }));
    const own = await admin.request(`/api/v1/security/users/${id}`, jsonInit('PUT', { email: 'PHEMIUS@example.com' }));

    // Assert
    expect({ taken, own }).toEqual({
      taken: { status: 422, body: { message: { email: ['A user with this email already exists.'] } } },
      own: { status: 200, body: { id, result: { email: 'PHEMIUS@example.com' } } },
    });
  });

  it('answers 404 naming role ids no role has', async () => {
    // Arrange
    const id = await createUserViaApi(admin, 'eumaeus', [ROLE_IDS.Gamma]);

    // Act
    const answer = await admin.request(`/api/v1/security/users/${id}`, jsonInit('PUT', { roles: [777] }));

    // Assert
    expect(answer).toEqual({ status: 404, body: { message: { roles: ['Role(s) with ID(s) [777] not found.'] } } });
  });

  it('signs out a deactivated user at once', async () => {
    // Arrange
    const id = await createUserViaApi(admin, 'argos', [ROLE_IDS.Gamma]);
    const user = await loginApiClient<JsonBody>(admin.runtime, 'argos', passwordOf('argos'));

    // Act
    await admin.request(`/api/v1/security/users/${id}`, jsonInit('PUT', { active: false }));
    const datasets = await user.get('/api/v1/dataset/');

    // Assert
    expect(datasets).toEqual({ status: 401, body: { message: 'Not authorized' } });
  });
});

describe('DELETE /api/v1/security/users/{pk}', () => {
  it('deletes the user: gone from GET and unable to log in', async () => {
    // Arrange
    const id = await createUserViaApi(admin, 'polyphemus', [ROLE_IDS.Gamma]);

    // Act
    const answer = await admin.request(`/api/v1/security/users/${id}`, { method: 'DELETE' });
    const read = await admin.get(`/api/v1/security/users/${id}`);
    const loginAnswer = await fetch(
      `${admin.runtime.url}/api/v1/security/login`,
      jsonInit('POST', { username: 'polyphemus', password: passwordOf('polyphemus') }),
    );

    // Assert
    expect(answer).toEqual({ status: 200, body: { message: 'OK' } });
    expect(read).toEqual({ status: 404, body: { message: 'Not found' } });
    expect(loginAnswer.status).toBe(401);
  });
});
