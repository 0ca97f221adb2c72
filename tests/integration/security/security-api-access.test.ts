import { beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes } from '#functions/manifest.ts';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { jsonInit, ROLE_IDS, userClient } from './security-client.ts';

const admin = useApiClient<JsonBody>();
let gamma: ApiClient<JsonBody>;
let alpha: ApiClient<JsonBody>;

beforeAll(async () => {
  gamma = await userClient(admin, 'gamma-user', [ROLE_IDS.Gamma]);
  alpha = await userClient(admin, 'alpha-user', [ROLE_IDS.Alpha, ROLE_IDS.sql_lab]);
});

/** The security API's routes, as the manifest declares them (User and Role views). */
const securityApiRoutes = httpRoutes.filter(
  (route) => Array.isArray(route.access) && ['User', 'Role'].includes(route.access[1]),
);

const requestOf = (route: (typeof securityApiRoutes)[number]): [string, RequestInit] => [
  route.path.replace('{pk}', '1'),
  route.method === 'GET' || route.method === 'DELETE' ? { method: route.method } : jsonInit(route.method, {}),
];

describe('the security API', () => {
  it('is declared for every user and role endpoint', () => {
    // Assert
    expect(securityApiRoutes.map((route) => `${route.method} ${route.path}`)).toEqual([
      'GET /api/v1/security/users/',
      'POST /api/v1/security/users/',
      'GET /api/v1/security/users/{pk}',
      'PUT /api/v1/security/users/{pk}',
      'DELETE /api/v1/security/users/{pk}',
      'GET /api/v1/security/roles/',
      'GET /api/v1/security/roles/search/',
      'POST /api/v1/security/roles/',
      'GET /api/v1/security/roles/{pk}',
      'PUT /api/v1/security/roles/{pk}',
      'DELETE /api/v1/security/roles/{pk}',
      'GET /api/v1/security/roles/{pk}/permissions/',
      'POST /api/v1/security/roles/{pk}/permissions',
      'PUT /api/v1/security/roles/{pk}/users',
      'GET /api/v1/security/permissions-resources/',
    ]);
  });

  it.each(securityApiRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    'answers a Gamma user 403 on %s',
    async (_key, route) => {
      // Act
      const answer = await gamma.request(...requestOf(route));

      // Assert
      expect(answer).toEqual({ status: 403, body: { message: 'Forbidden' } });
    },
  );

  it.each(securityApiRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    'answers an Alpha and SQL Lab user 403 on %s',
    async (_key, route) => {
      // Act
      const answer = await alpha.request(...requestOf(route));

      // Assert
      expect(answer).toEqual({ status: 403, body: { message: 'Forbidden' } });
    },
  );
});
