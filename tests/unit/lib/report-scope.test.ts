import { describe, expect, it } from 'vitest';
import { readableClaim, ReadableScope } from '#functions/lib/auth/readable-scope.ts';
import { tokenMayCall, tokenScope } from '#functions/lib/auth/report-scope.ts';
import { scopeAllows, type ScopedRequest } from '#functions/lib/auth/scoped-routes.ts';

/** A report token's claims as API Gateway flattens them: dashboard 4, its charts 7 and 8, their dataset 2. */
const REPORT = {
  sub: '1',
  username: 'admin',
  tenant: 'default',
  roles: '[Admin]',
  token_use: 'report',
  report_id: '4',
  readable: '[dashboard:4 chart:7 chart:8 dataset:2]',
};
const ACCESS = { sub: '1', username: 'admin', tenant: 'default', roles: '[Admin]', token_use: 'access' };
const SCOPE = tokenScope(REPORT)!;

const request = (parts: {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  text?: string;
}): ScopedRequest => ({
  pathParameters: parts.path ?? {},
  query: parts.query ?? {},
  json: () => (parts.text === undefined ? parts.body : JSON.parse(parts.text)),
});

const chartData = (body: Record<string, unknown>) =>
  request({ body: { datasource: { id: 2, type: 'table' }, queries: [{}], ...body } });

describe("a report's screenshot token, by route", () => {
  it.each([
    ['GET /api/v1/me', true],
    ['GET /api/v1/me/roles', true],
    ['GET /api/v1/dashboard/{id_or_slug}', true],
    ['GET /api/v1/dashboard/{id_or_slug}/charts', true],
    ['GET /api/v1/explore', true],
    ['POST /api/v1/chart/data', true],
    ['GET /api/v1/chart/data/{cache_key}', true],
    ['GET /api/v1/async_event', true],
    ['GET /api/v1/chart/{pk}', false],
    ['GET /api/v1/chart/{pk}/data', false],
    ['GET /api/v1/database', false],
    ['GET /api/v1/security/users', false],
    ['GET /api/v1/sqllab/results', false],
    ['GET /api/v1/query', false],
    ['POST /api/v1/dashboard', false],
    ['PUT /api/v1/chart/{pk}', false],
    ['POST /api/v1/sqllab/execute', false],
    ['POST /api/v1/security/refresh', false],
  ])('may call %s: %s', (routeKey, allowed) => {
    // Act
    const may = tokenMayCall(REPORT, routeKey);

    // Assert
    expect(may).toBe(allowed);
  });

  it('narrows nothing for an access token', () => {
    // Act
    const may = ['POST /api/v1/dashboard', 'GET /api/v1/security/users'].map((routeKey) =>
      tokenMayCall(ACCESS, routeKey),
    );

    // Assert
    expect([may, tokenScope(ACCESS)]).toEqual([[true, true], undefined]);
  });
});

describe("a report's screenshot token, by resource", () => {
  it.each([
    ['its dashboard', 'GET /api/v1/dashboard/{id_or_slug}', request({ path: { id_or_slug: '4' } }), true],
    [
      "its dashboard's datasets",
      'GET /api/v1/dashboard/{id_or_slug}/datasets',
      request({ path: { id_or_slug: '4' } }),
      true,
    ],
    ['another dashboard', 'GET /api/v1/dashboard/{id_or_slug}', request({ path: { id_or_slug: '5' } }), false],
    ['a dashboard by slug', 'GET /api/v1/dashboard/{id_or_slug}', request({ path: { id_or_slug: 'sales' } }), false],
    ['Explore of its chart', 'GET /api/v1/explore', request({ query: { slice_id: '7' } }), true],
    ['Explore of another chart', 'GET /api/v1/explore', request({ query: { slice_id: '9' } }), false],
    [
      'Explore of cached form data',
      'GET /api/v1/explore',
      request({ query: { slice_id: '7', form_data_key: 'k' } }),
      false,
    ],
    ["its chart's data", 'POST /api/v1/chart/data', chartData({ form_data: { slice_id: 8 } }), true],
    ["a native filter's values (no chart)", 'POST /api/v1/chart/data', chartData({}), true],
    [
      "another chart's data over its dataset",
      'POST /api/v1/chart/data',
      chartData({ form_data: { slice_id: 9 } }),
      false,
    ],
    ['another dataset', 'POST /api/v1/chart/data', chartData({ datasource: { id: 3, type: 'table' } }), false],
    [
      'a SQL Lab query of the same id',
      'POST /api/v1/chart/data',
      chartData({ datasource: { id: 2, type: 'query' } }),
      false,
    ],
    ['its data as CSV', 'POST /api/v1/chart/data', chartData({ result_format: 'csv' }), false],
    ['a body that is no JSON', 'POST /api/v1/chart/data', request({ text: '{' }), false],
    ['a route report mode never calls', 'GET /api/v1/chart/{pk}', request({ path: { pk: '7' } }), false],
  ])('reads %s: %s', (_what, routeKey, scoped, allowed) => {
    // Act
    const may = scopeAllows('report', SCOPE, routeKey, scoped);

    // Assert
    expect(may).toBe(allowed);
  });

  it('reads nothing but the caller when it names no resources (a token signed before scopes)', () => {
    // Arrange
    const { readable: _, ...unscoped } = REPORT;
    const scope = tokenScope(unscoped)!;

    // Act
    const may = [
      scopeAllows('report', scope, 'GET /api/v1/me', request({})),
      scopeAllows('report', scope, 'GET /api/v1/dashboard/{id_or_slug}', request({ path: { id_or_slug: '4' } })),
      scopeAllows('report', scope, 'POST /api/v1/chart/data', chartData({})),
    ];

    // Assert
    expect(may).toEqual([true, false, false]);
  });
});

describe('the readable claim', () => {
  it('lists each resource once and reads back the same from a raw payload', () => {
    // Act
    const claim = readableClaim({ dashboards: [4], charts: [7, 8, 7], datasets: [2, 2] });
    const scope = ReadableScope.of({ readable: claim })!;

    // Assert
    expect(claim).toEqual(['dashboard:4', 'chart:7', 'chart:8', 'dataset:2']);
    expect([
      scope.mayReadDashboard(4),
      scope.mayReadChart('8'),
      scope.mayReadDataset(2),
      scope.mayReadChart(2),
      scope.mayReadDataset('2.0'),
    ]).toEqual([true, true, true, false, false]);
  });

  it('grants nothing for entries it does not know', () => {
    // Act
    const scope = ReadableScope.of({ readable: '[dashboard:* database:1 chart:-1]' })!;

    // Assert
    expect([scope.mayReadDashboard(1), scope.mayReadChart(-1), scope.mayReadDataset(1)]).toEqual([false, false, false]);
  });
});
