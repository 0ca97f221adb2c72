import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { alphaUser, q, userIdOf } from '../charts/saved/saved-chart-client.ts';

const admin = useApiClient<JsonBody>();
let rex: ApiClient<JsonBody>;

beforeAll(async () => {
  rex = await alphaUser(admin, 'rel_rex');
});

describe('GET /api/v1/dashboard/related/{column_name}', () => {
  it.each([
    ['owners', { email: 'rel_rex@example.com', active: true }],
    ['created_by', {}],
    ['changed_by', {}],
  ])('answers the users matching the filter for %s', async (column, extra) => {
    // Act
    const response = await rex.get(`/api/v1/dashboard/related/${column}${q({ filter: 'rel_rex' })}`);

    // Assert
    expect(response).toEqual({
      status: 200,
      body: { count: 1, result: [{ value: await userIdOf('rel_rex'), text: 'rel_rex Alpha', extra }] },
    });
  });

  it('answers the roles matching the filter for roles (DASHBOARD_RBAC)', async () => {
    // Act
    const response = await rex.get(`/api/v1/dashboard/related/roles${q({ filter: 'gam' })}`);

    // Assert
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ count: 1, result: [{ value: expect.any(Number), text: 'Gamma', extra: {} }] });
  });

  it('answers 404 for a column without related choices', async () => {
    // Act
    const response = await rex.get('/api/v1/dashboard/related/slug');

    // Assert
    expect(response).toEqual({ status: 404, body: { message: 'Not found' } });
  });
});
