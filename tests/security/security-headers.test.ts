import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, startApiClient } from '../integration/helpers/api-client.ts';
import { serveStaticFiles, type StaticServer } from '../integration/helpers/static-server.ts';

/**
 * Finding 8, second half, replayed: every page of the web app carries a strict Content-Security-Policy (only its own
 * scripts and the inline scripts of its build, by hash; never framed by another site), and every API answer
 * (JSON, files, errors, the gateway's own refusals) may not be run, sniffed, framed or kept.
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-store',
};

const INLINE = 'window.__boot = 1;';
const PAGE = `<!DOCTYPE html><html><head><script type="module" src="/assets/app.js"></script><script>${INLINE}</script></head><body></body></html>`;

let admin: ApiClient<JsonBody>;
let web: StaticServer;
let webDir: string;

beforeAll(async () => {
  admin = await startApiClient<JsonBody>();
  webDir = await mkdtemp(join(tmpdir(), 'skyset-web-'));
  await writeFile(join(webDir, 'index.html'), PAGE);
  web = await serveStaticFiles(webDir, ['ws://127.0.0.1:9']);
});

afterAll(async () => {
  await web?.close();
  await rm(webDir, { recursive: true, force: true });
  await admin?.runtime.dispose();
});

const headersOf = (headers: Headers, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, headers.get(name)]));

describe('security headers', () => {
  it("give an app page a strict policy naming its build's inline scripts by hash", async () => {
    // Act
    const response = await fetch(`${web.url}/superset/dashboard/1/`);

    // Assert
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(
      headersOf(response.headers, [
        'content-security-policy',
        'x-content-type-options',
        'referrer-policy',
        'x-frame-options',
      ]),
    ).toEqual({
      'content-security-policy':
        `default-src 'self'; script-src 'self' 'sha256-${hash}'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; ` +
        "font-src 'self' data:; connect-src 'self' ws://127.0.0.1:9; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'self'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
    });
  });

  it.each([
    ['a JSON answer', '/api/v1/me/', true, 200],
    ['an error answer', '/api/v1/dashboard/999999', true, 404],
    ["the gateway's own refusal", '/api/v1/me/', false, 401],
  ])('guard %s', async (_name, path, signedIn, status) => {
    // Act
    const response = signedIn ? await admin.get(path) : await fetch(`${admin.runtime.url}${path}`);

    // Assert
    expect([response.status, headersOf(response.headers, Object.keys(API_HEADERS))]).toEqual([status, API_HEADERS]);
  });

  it('guard a CSV download, which a browser must not read as a page', async () => {
    // Act
    const response = await admin.post('/api/v1/chart/data', {
      datasource: { id: 1, type: 'table' },
      queries: [{ columns: ['gender'], metrics: ['count'] }],
      result_format: 'csv',
    });

    // Assert
    expect([
      response.status,
      response.headers.get('content-type'),
      headersOf(response.headers, Object.keys(API_HEADERS)),
    ]).toEqual([200, 'text/csv; charset=utf-8', API_HEADERS]);
  });
});
