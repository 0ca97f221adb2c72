import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { ExampleTable } from '#shared/examples/types.ts';
import { apiGatewayPath } from '#functions/manifest.ts';
import { glueColumns } from '#infra/cloud/glue-tables.ts';
import { checkVisibilityTimeout, queueUrlEnv } from '#infra/cloud/jobs.ts';
import { isAppRoute } from '#infra/cloud/spa-routes.ts';
import { GUEST_TOKEN_HEADER_COPY, SPA_REWRITE } from '#infra/cloud/web.ts';

/** Run the CloudFront Function source the way CloudFront does: a `handler(event)` returning the request. */
function rewrite(uri: string): string {
  const context: { event: unknown; result?: { uri: string } } = { event: { request: { uri, querystring: {} } } };
  runInNewContext(`${SPA_REWRITE}\nresult = handler(event);`, context);
  return context.result?.uri ?? '';
}

describe('infra rules without synthesis', () => {
  it('refuses a queue whose visibility timeout does not outlast its consumer', () => {
    // Arrange
    const consumer = {
      queue: 'sql',
      handler: 'jobs/sql-worker',
      batchSize: 1,
      maxReceives: 3,
      visibilityTimeoutSeconds: 900,
      functionTimeoutSeconds: 900,
    } as const;

    // Act
    const check = () => checkVisibilityTimeout(consumer);

    // Assert
    expect(check).toThrow('Queue sql: visibility timeout 900s must exceed the jobs/sql-worker timeout 900s');
  });

  it('accepts a visibility timeout longer than the function timeout', () => {
    // Arrange
    const consumer = {
      queue: 'chart',
      handler: 'jobs/chart-worker',
      batchSize: 1,
      maxReceives: 3,
      visibilityTimeoutSeconds: 301,
      functionTimeoutSeconds: 300,
    } as const;

    // Act
    const check = () => checkVisibilityTimeout(consumer);

    // Assert
    expect(check).not.toThrow();
  });

  it('names queue URL variables as functions/lib/config.ts reads them', () => {
    // Act
    const names = (['chart', 'sql', 'report'] as const).map(queueUrlEnv);

    // Assert
    expect(names).toEqual(['CHART_QUEUE_URL', 'SQL_QUEUE_URL', 'REPORT_QUEUE_URL']);
  });

  it('drops trailing slashes from API Gateway route paths but keeps the root', () => {
    // Act
    const paths = ['/api/v1/me/', '/api/v1/chart/{pk}', '/health', '/'].map(apiGatewayPath);

    // Assert
    expect(paths).toEqual(['/api/v1/me', '/api/v1/chart/{pk}', '/health', '/']);
  });

  it('maps physical columns to Glue types and leaves calculated columns out', () => {
    // Arrange
    const table: ExampleTable = {
      name: 't',
      description: '',
      main_dttm_col: 'ds',
      metrics: [],
      rows: 1,
      columns: [
        { name: 'ds', type: 'TIMESTAMP', description: 'day' },
        { name: 'num', type: 'BIGINT' },
        { name: 'n', type: 'INTEGER' },
        { name: 'name', type: 'VARCHAR' },
        { name: 'ratio', type: 'DOUBLE' },
        { name: 'flag', type: 'BOOLEAN' },
        { name: 'day', type: 'DATE' },
        { name: 'double_num', type: 'BIGINT', expression: 'num * 2' },
      ],
    };

    // Act
    const columns = glueColumns(table);

    // Assert
    expect(columns).toEqual([
      { name: 'ds', type: 'timestamp', comment: 'day' },
      { name: 'num', type: 'bigint' },
      { name: 'n', type: 'int' },
      { name: 'name', type: 'string' },
      { name: 'ratio', type: 'double' },
      { name: 'flag', type: 'boolean' },
      { name: 'day', type: 'date' },
    ]);
  });

  it('serves index.html for app routes and files as they are', () => {
    // Act
    const uris = ['/', '/superset/dashboard/1/', '/explore/', '/sqllab', '/assets/app-3f2a.js', '/favicon.ico'].map(
      rewrite,
    );

    // Assert
    expect(uris).toEqual([
      '/index.html',
      '/index.html',
      '/index.html',
      '/index.html',
      '/assets/app-3f2a.js',
      '/favicon.ico',
    ]);
  });

  it("sends Superset's static example paths to the bucket as they are, so a missing one answers 404 like the local gateway", () => {
    // Arrange
    const paths = ['/static/assets/images/babies.png', '/static/assets/images/unknown', '/assets/gone'];

    // Act
    const uris = paths.map(rewrite);
    const appRoutes = paths.map(isAppRoute);

    // Assert
    expect(uris).toEqual(paths);
    expect(appRoutes).toEqual([false, false, false]);
  });
});

/** Run the guest token copy as CloudFront runs it over a request with these headers; the headers it sends on. */
function copiedHeaders(headers: Record<string, { value: string }>): Record<string, { value: string }> {
  const context: { event: unknown; result?: { headers: Record<string, { value: string }> } } = {
    event: { request: { uri: '/api/v1/chart/data', querystring: {}, headers } },
  };
  runInNewContext(`${GUEST_TOKEN_HEADER_COPY}\nresult = handler(event);`, context);
  return context.result?.headers ?? {};
}

describe("CloudFront's copy of a guest's X-GuestToken header", () => {
  it.each<[string, Record<string, { value: string }>, string | undefined]>([
    ['a guest token alone becomes the bearer token', { 'x-guesttoken': { value: 'g.t.k' } }, 'Bearer g.t.k'],
    [
      'an Authorization header already sent is kept',
      { 'x-guesttoken': { value: 'g.t.k' }, authorization: { value: 'Bearer a.c.c' } },
      'Bearer a.c.c',
    ],
    ['a request with neither is left without one', {}, undefined],
  ])('%s', (_case, headers, expected) => {
    // Act
    const sent = copiedHeaders(headers);

    // Assert
    expect(sent.authorization?.value).toBe(expected);
  });
});
