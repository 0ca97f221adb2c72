import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, startApiClient } from '../integration/helpers/api-client.ts';

/**
 * Finding 9 replayed: a permalink created with a forged `Host` or `X-Forwarded-Host` (a proxy, a phishing page
 * posting on the victim's behalf) still points at the web app's configured address, never at the forged host.
 */
let admin: ApiClient<JsonBody>;
let dashboardId: number;

beforeAll(async () => {
  admin = await startApiClient<JsonBody>();
  const created = await admin.post('/api/v1/dashboard/', { dashboard_title: 'Linked from anywhere' });
  dashboardId = created.body.id as number;
});

afterAll(async () => {
  await admin?.runtime.dispose();
});

/** POST a JSON body with headers of the caller's choosing, `Host` included (fetch would refuse to send a forged one). */
function postWithHeaders(
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: JsonBody }> {
  const payload = JSON.stringify(body);
  const url = new URL(path, admin.runtime.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}`, ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as JsonBody,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const FORGED: [string, Record<string, string>][] = [
  ['Host', { host: 'evil.example' }],
  ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
];

const KINDS = (): [string, string, unknown, string][] => [
  [
    'Explore',
    '/api/v1/explore/permalink',
    { formData: { datasource: '1__table', viz_type: 'table' } },
    '/explore/p/{key}/',
  ],
  [
    'SQL Lab',
    '/api/v1/sqllab/permalink',
    { dbId: 1, name: 'Shared', schema: 'main', sql: 'SELECT 1' },
    '/sqllab/p/{key}',
  ],
  [
    'dashboard',
    `/api/v1/dashboard/${dashboardId}/permalink`,
    { dataMask: {}, activeTabs: [], anchor: '', urlParams: [] },
    '/superset/dashboard/p/{key}/',
  ],
];

describe('permalink URLs under a forged host', () => {
  for (const [header, headers] of FORGED) {
    it(`ignore a forged ${header} for Explore, SQL Lab and dashboard links`, async () => {
      // Act
      const answers = await Promise.all(KINDS().map(([, path, body]) => postWithHeaders(path, body, headers)));

      // Assert
      const expected = KINDS().map(([, , , route], index) => {
        const key = String(answers[index]?.body.key);
        return {
          status: 201,
          body: {
            key: expect.stringMatching(/^[\w-]{22}$/),
            url: `${admin.runtime.url}${route.replace('{key}', key)}`,
          },
        };
      });
      expect(answers).toEqual(expected);
    });
  }
});
