import { describe, expect, it } from 'vitest';
import type { HttpRoute } from '#functions/manifest.ts';
import { RouteTable } from '#infra/local/http/route-table.ts';

const routes: HttpRoute[] = [
  { method: 'GET', path: '/api/v1/chart/{pk}', domain: 'system', access: 'user' },
  { method: 'GET', path: '/api/v1/chart/data', domain: 'system', access: 'user' },
  { method: 'POST', path: '/api/v1/chart/data', domain: 'system', access: 'user' },
  { method: 'GET', path: '/files/{proxy+}', domain: 'system', access: 'public' },
];

describe('RouteTable', () => {
  const table = new RouteTable(routes);

  it.each([
    ['GET', '/api/v1/chart/42', 'GET /api/v1/chart/{pk}', { pk: '42' }],
    ['GET', '/api/v1/chart/data', 'GET /api/v1/chart/data', {}],
    ['POST', '/api/v1/chart/data', 'POST /api/v1/chart/data', {}],
    ['GET', '/api/v1/chart/a%20b', 'GET /api/v1/chart/{pk}', { pk: 'a b' }],
    ['GET', '/files/a/b/c.txt', 'GET /files/{proxy+}', { proxy: 'a/b/c.txt' }],
  ])('matches %s %s to %s', (method, path, routeKey, pathParameters) => {
    // Act
    const match = table.match(method, path);

    // Assert
    expect(match).toMatchObject({ routeKey, pathParameters });
  });

  it('prefers a literal segment over a parameter', () => {
    // Act
    const match = table.match('GET', '/api/v1/chart/data');

    // Assert
    expect(match).toMatchObject({ routeKey: 'GET /api/v1/chart/data' });
  });

  it('tells a wrong method from an unknown path', () => {
    // Act
    const wrongMethod = table.match('DELETE', '/api/v1/chart/data');
    const unknown = table.match('GET', '/api/v1/nothing');

    // Assert
    expect([wrongMethod, unknown]).toEqual(['method-not-allowed', 'not-found']);
  });

  it.each(['/api/v1/chart/data', '/api/v1/chart/data/'])('sends %s to the same route, as API Gateway does', (path) => {
    // Act
    const match = table.match('GET', path);

    // Assert
    expect(match).toMatchObject({ routeKey: 'GET /api/v1/chart/data' });
  });

  it("keys a route declared with Superset's trailing slash without it", () => {
    // Arrange
    const withSlash = new RouteTable([{ method: 'GET', path: '/api/v1/me/', domain: 'security', access: 'user' }]);

    // Act
    const match = withSlash.match('GET', '/api/v1/me/');

    // Assert
    expect(match).toMatchObject({ routeKey: 'GET /api/v1/me' });
  });

  it.each([
    ['/api/v1/chart/data', true],
    ['/health', true],
    ['/tabstateview/', true],
    ['/tabstateview/3/activate', true],
    ['/tableschemaview/7', true],
    ['/datasource/samples', true],
    ['/superset/explore_json/', true],
    ['/superset/fetch_datasource_metadata', true],
    ['/superset/dashboard/1/', false],
    ['/sqllab/', false],
    ['/', false],
  ])('tells %s is an API path: %s', (path, expected) => {
    // Act
    const isApi = RouteTable.isApiPath(path);

    // Assert
    expect(isApi).toBe(expected);
  });
});
