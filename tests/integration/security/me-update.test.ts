import { describe, expect, it } from 'vitest';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { jsonInit, passwordOf, ROLE_IDS, userClient } from './security-client.ts';

const admin = useApiClient<JsonBody>();

const loginStatus = async (username: string, password: string): Promise<number> =>
  (await fetch(`${admin.runtime.url}/api/v1/security/login`, jsonInit('POST', { username, password, provider: 'db' })))
    .status;

describe('PUT /api/v1/me/', () => {
  it("changes the caller's own names, answering the user as GET /me/ does", async () => {
    // Arrange
    const gamma = await userClient(admin, 'nestor', [ROLE_IDS.Gamma]);

    // Act
    const answer = await gamma.request('/api/v1/me/', jsonInit('PUT', { first_name: 'Nestor', last_name: 'of Pylos' }));
    const read = await gamma.get('/api/v1/me/');

    // Assert
    expect(answer).toEqual({ status: 200, body: read.body });
    expect(read.body.result).toEqual({
      id: expect.any(Number),
      username: 'nestor',
      first_name: 'Nestor',
      last_name: 'of Pylos',
      email: 'nestor@example.com',
      is_active: true,
      is_anonymous: false,
      created_on: expect.any(String),
      changed_on: expect.any(String),
      login_count: 1,
      last_login: expect.any(String),
    });
  });

  it("sets the caller's own password given the current one, which then signs in instead of the old one", async () => {
    // Arrange
    const gamma = await userClient(admin, 'menelaus', [ROLE_IDS.Gamma]);

    // Act
    const answer = await gamma.request(
      '/api/v1/me/',
      jsonInit('PUT', { password: 'sparta-2', current_password: passwordOf('menelaus') }),
    );

    // Assert
    expect({
      status: answer.status,
      newLogin: await loginStatus('menelaus', 'sparta-2'),
      oldLogin: await loginStatus('menelaus', passwordOf('menelaus')),
    }).toEqual({
      status: 200,
      newLogin: 200,
      oldLogin: 401,
    });
  });

  it('keeps spaces around a new password as typed: it signs in with them, not without', async () => {
    // Arrange
    const gamma = await userClient(admin, 'amphinomus', [ROLE_IDS.Gamma]);

    // Act
    const answer = await gamma.request(
      '/api/v1/me/',
      jsonInit('PUT', { password: ' dulichium-1 ', current_password: passwordOf('amphinomus') }),
    );

    // Assert
    expect({
      status: answer.status,
      padded: await loginStatus('amphinomus', ' dulichium-1 '),
      trimmed: await loginStatus('amphinomus', 'dulichium-1'),
    }).toEqual({
      status: 200,
      padded: 200,
      trimmed: 401,
    });
  });

  it.each([
    [
      'without the current password',
      'eumaeus',
      { password: 'ithaca-22' },
      { current_password: ['Missing data for required field.'] },
    ],
    [
      'with a wrong current password',
      'eurycleia',
      { password: 'ithaca-22', current_password: 'not-mine' },
      { current_password: ['The current password is not right.'] },
    ],
    [
      'too short',
      'philoetius',
      { password: 'x', current_password: passwordOf('philoetius') },
      { password: ['Password must be at least 8 characters long.'] },
    ],
    [
      'equal to the user name',
      'mentor',
      { password: 'MENTOR', current_password: passwordOf('mentor') },
      { password: ['Password must be at least 8 characters long.', 'Password must not be the user name.'] },
    ],
    [
      'one of the most common',
      'halitherses',
      { password: 'Password1', current_password: passwordOf('halitherses') },
      { password: ['Password is one of the most common passwords: choose one that is harder to guess.'] },
    ],
    [
      'the user name with punctuation around it',
      'antinous',
      { password: '!antinous!', current_password: passwordOf('antinous') },
      { password: ['Password must not be the user name.'] },
    ],
  ])(
    'refuses a new password %s with 400 naming the field, and keeps the old one',
    async (_case, username, body, message) => {
      // Arrange
      const gamma = await userClient(admin, username, [ROLE_IDS.Gamma]);

      // Act
      const answer = await gamma.request('/api/v1/me/', jsonInit('PUT', body));

      // Assert
      expect({
        answer: { status: answer.status, body: answer.body },
        oldLogin: await loginStatus(username, passwordOf(username)),
      }).toEqual({
        answer: { status: 400, body: { message } },
        oldLogin: 200,
      });
    },
  );

  it('refuses anything but names and password: a user cannot give themselves roles or change their e-mail', async () => {
    // Arrange
    const gamma = await userClient(admin, 'thersites', [ROLE_IDS.Gamma]);

    // Act
    const answer = await gamma.request(
      '/api/v1/me/',
      jsonInit('PUT', { first_name: 'T', roles: [ROLE_IDS.Admin], email: 'x@example.com' }),
    );
    const roles = await gamma.get('/api/v1/me/roles/');

    // Assert
    expect(answer).toEqual({
      status: 400,
      body: { message: { roles: ['Unknown field.'], email: ['Unknown field.'] } },
    });
    expect(Object.keys(roles.body.result.roles as object)).toEqual(['Gamma']);
  });

  it('refuses an empty name', async () => {
    // Arrange
    const gamma = await userClient(admin, 'elpenor', [ROLE_IDS.Gamma]);

    // Act
    const answer = await gamma.request('/api/v1/me/', jsonInit('PUT', { last_name: '' }));

    // Assert
    expect(answer).toEqual({ status: 400, body: { message: { last_name: ['Shorter than minimum length 1.'] } } });
  });
});
