import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, loginApiClient } from '../helpers/api-client.ts';
import { startTestRuntime, type TestRuntime } from '../helpers/runtime.ts';
import { createDashboard } from './dashboard-client.ts';

/**
 * `GET /embedded/{uuid}`, the page the embedded SDK loads in its iframe: the web app's shell with its own
 * Content-Security-Policy, whose `frame-ancestors` is exactly the embedding's allowed domains (any site for none, as
 * Superset allows), and no X-Frame-Options; a uuid of no embedding, or of a removed one, a 404 page no site may frame.
 */

const SHELL = '<!doctype html><html><head><script>window.booted = 1;</script></head><body>app</body></html>';
let webDir: string;
let runtime: TestRuntime;
let admin: ApiClient<JsonBody>;
let dashboardId: number;

const embed = async (allowedDomains: string[]): Promise<string> => {
  const answer = await admin.request(`/api/v1/dashboard/${dashboardId}/embedded`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ allowed_domains: allowedDomains }),
  });
  return (answer.body as JsonBody).result.uuid as string;
};

async function page(uuid: string) {
  const response = await fetch(`${runtime.url}/embedded/${uuid}`);
  const policy = response.headers.get('content-security-policy') ?? '';
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    frameAncestors: /frame-ancestors ([^;]+)/.exec(policy)?.[1],
    frameOptions: response.headers.get('x-frame-options'),
    scriptsAllowed: policy.includes("'sha256-"),
    body: await response.text(),
  };
}

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'skyset-it-web-'));
  await writeFile(join(webDir, 'index.html'), SHELL);
  runtime = await startTestRuntime(undefined, { webDir });
  admin = await loginApiClient<JsonBody>(runtime);
  dashboardId = await createDashboard(admin, { dashboard_title: 'Embedded page', published: true });
});

afterAll(async () => {
  await runtime?.dispose();
  await rm(webDir, { recursive: true, force: true });
});

describe('the embedded page', () => {
  it('is the shell, framed only by the allowed domains, its inline scripts allowed by hash', async () => {
    // Arrange
    const uuid = await embed(['https://app.example.com', 'http://localhost:5173']);

    // Act
    const answer = await page(uuid);

    // Assert
    expect(answer).toEqual({
      status: 200,
      type: 'text/html; charset=utf-8',
      frameAncestors: 'https://app.example.com http://localhost:5173',
      frameOptions: null,
      scriptsAllowed: true,
      body: SHELL,
    });
  });

  it('is framed by any site when the embedding lists no domain, as Superset allows', async () => {
    // Arrange
    const uuid = await embed([]);

    // Act
    const answer = await page(uuid);

    // Assert
    expect(answer.frameAncestors).toBe('*');
  });

  it('answers a 404 page no site may frame for an unknown uuid and once the embedding is removed', async () => {
    // Arrange
    const uuid = await embed(['https://app.example.com']);
    await admin.request(`/api/v1/dashboard/${dashboardId}/embedded`, { method: 'DELETE' });

    // Act
    const answers = await Promise.all([page(uuid), page('00000000-0000-4000-8000-000000000000')]);

    // Assert
    for (const answer of answers) expect([answer.status, answer.frameAncestors]).toEqual([404, "'none'"]);
  });
});
