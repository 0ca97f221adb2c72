import { describe, expect, it } from 'vitest';
import { type JsonBody, loginApiClient, useApiClient } from '../helpers/api-client.ts';
import { jsonInit, passwordOf, ROLE_IDS, userBody } from './security-client.ts';

const admin = useApiClient<JsonBody>();
const ADMIN_ID = 1;
const LAST_ADMIN = {
  status: 422,
  body: {
    message:
      'This is the last active Admin of the tenant: make another user an active Admin before deleting, deactivating or demoting it',
  },
};

describe('the last active Admin', () => {
  it('cannot delete itself, an inactive Admin not counting', async () => {
    // Arrange
    await admin.post('/api/v1/security/users/', userBody('sleeping-admin', [ROLE_IDS.Admin], { active: false }));

    // Act
    const answer = await admin.request(`/api/v1/security/users/${ADMIN_ID}`, { method: 'DELETE' });

    // Assert
    expect(answer).toEqual(LAST_ADMIN);
  });

  it('cannot demote itself', async () => {
    // Act
    const answer = await admin.request(
      `/api/v1/security/users/${ADMIN_ID}`,
      jsonInit('PUT', { roles: [ROLE_IDS.Gamma] }),
    );

    // Assert
    expect(answer).toEqual(LAST_ADMIN);
  });

  it('cannot deactivate itself', async () => {
    // Act
    const answer = await admin.request(`/api/v1/security/users/${ADMIN_ID}`, jsonInit('PUT', { active: false }));

    // Assert
    expect(answer).toEqual(LAST_ADMIN);
  });

  it('can step down once another active Admin exists, who is then the last one', async () => {
    // Arrange
    await admin.post('/api/v1/security/users/', userBody('second-admin', [ROLE_IDS.Admin]));
    const second = await loginApiClient<JsonBody>(admin.runtime, 'second-admin', passwordOf('second-admin'));
    const secondId = (await second.get('/api/v1/me/')).body.result.id as number;

    // Act
    const stepDown = await admin.request(
      `/api/v1/security/users/${ADMIN_ID}`,
      jsonInit('PUT', { roles: [ROLE_IDS.Gamma] }),
    );
    const selfDelete = await second.request(`/api/v1/security/users/${secondId}`, { method: 'DELETE' });

    // Assert
    expect(stepDown).toEqual({ status: 200, body: { id: ADMIN_ID, result: { roles: [ROLE_IDS.Gamma] } } });
    expect(selfDelete).toEqual(LAST_ADMIN);
  });
});
