import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltinRole, DEFAULT_ROUTE_ACCESS } from '#functions/security/default-route-access.ts';
import { httpRoutes, isPublicRoute } from '#functions/manifest.ts';
import { type ApiClient, type Answer, startApiClient } from '../integration/helpers/api-client.ts';
import { createTestUser } from '../integration/sqllab/sqllab-client.ts';

/**
 * Every manifest route called by a user of each builtin role and by an anonymous caller, each cell expected from
 * DEFAULT_ROUTE_ACCESS: a role the table allows is never refused at the route (it may still get a 400, a 404 or a
 * data-access 403 for the made-up ids and empty bodies sent here); any other role gets exactly 403 Forbidden;
 * anonymous callers get 401. Path parameters name nothing that exists, so allowed writes change nothing.
 */
const ROLES: BuiltinRole[] = ['Admin', 'Alpha', 'Gamma', 'sql_lab'];
const FORBIDDEN = { status: 403, body: { message: 'Forbidden' } };

const guarded = httpRoutes.filter((route) => !isPublicRoute(route));
const pathOf = (path: string): string => path.replace(/\{[^}]+\}/g, '999999');

async function call(client: ApiClient, route: (typeof guarded)[number], token?: string): Promise<Answer> {
  const withBody = route.method === 'POST' || route.method === 'PUT';
  return client.request(pathOf(route.path), {
    method: route.method,
    headers: {
      ...(withBody ? { 'content-type': 'application/json' } : {}),
      ...(token === undefined ? {} : { authorization: token }),
    },
    ...(withBody ? { body: '{}' } : {}),
  });
}

let admin: ApiClient;
const clients = new Map<BuiltinRole, ApiClient>();

beforeAll(async () => {
  admin = await startApiClient();
  clients.set('Admin', admin);
  for (const role of ROLES.filter((name) => name !== 'Admin'))
    clients.set(role, await createTestUser(admin, `matrix_${role.toLowerCase()}`, role, [role]));
});

afterAll(async () => {
  await admin?.runtime.dispose();
});

describe('route x role matrix', () => {
  it.each(ROLES)('%s is refused exactly the routes its role does not grant', async (role) => {
    // Arrange
    const client = clients.get(role)!;

    // Act
    const cells = [];
    for (const route of guarded) {
      const answer = await call(client, route);
      const allowed =
        DEFAULT_ROUTE_ACCESS[`${route.method} ${route.path}` as keyof typeof DEFAULT_ROUTE_ACCESS].includes(role);
      const refusedAtRoute = answer.status === 403 && JSON.stringify(answer.body) === JSON.stringify(FORBIDDEN.body);
      cells.push({
        route: `${route.method} ${route.path}`,
        allowed,
        refusedAtRoute,
        serverError: answer.status >= 500 || answer.status === 401,
      });
    }

    // Assert
    const wrong = cells.filter((cell) => cell.allowed === cell.refusedAtRoute || cell.serverError);
    expect(wrong).toEqual([]);
  });

  it('an anonymous caller gets 401 on every route that needs a token', async () => {
    // Act
    const statuses = [];
    for (const route of guarded)
      statuses.push({ route: `${route.method} ${route.path}`, status: (await call(admin, route, '')).status });

    // Assert
    expect(statuses.filter((cell) => cell.status !== 401)).toEqual([]);
  });
});
