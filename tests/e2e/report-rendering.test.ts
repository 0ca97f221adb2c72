import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetProcessState } from '#functions/lib/once.ts';
import { loadCallerAccess } from '#functions/lib/auth/caller-access.ts';
import { keyFileSigner } from '#functions/lib/auth/token-signer.ts';
import { signingKeys } from '#functions/lib/composition/tokens.ts';
import { browserLaunch } from '#functions/lib/composition/browser.ts';
import { buildReportContent } from '#functions/lib/composition/report-delivery.ts';
import { BrowserPool } from '#functions/reports/delivery/render/browser-pool.ts';
import { renderPage } from '#functions/reports/delivery/render/render-page.ts';
import { signReportToken } from '#functions/reports/delivery/report-token.ts';
import { reportTarget } from '#functions/reports/delivery/target.ts';
import { dataPaths } from '#infra/local/environment.ts';
import { openLocalStore, type LocalStore } from '#infra/local/bin/local-store.ts';
import { login } from '../integration/helpers/runtime.ts';
import { suiteServer } from './suite.ts';

/**
 * Report delivery against the suite's server, as the report worker runs it: this process reads the server's store and
 * signing key and renders its web app in its own headless Chromium.
 */
let store: LocalStore;
let blobDir: string;
let token: string;
const pool = new BrowserPool({ launch: browserLaunch, allowedOrigins: () => [new URL(suiteServer().url).origin] });
const EXECUTOR = { userId: 1, username: 'admin' };

/** A report's token for a dashboard, scoped as the worker scopes it: the dashboard as the executor sees it. */
async function dashboardToken(reportId: number, dashboardId: number): Promise<string> {
  const access = await loadCallerAccess({ sub: '1', username: EXECUTOR.username, tenant: 'default', roles: ['Admin'] });
  const { readable } = await reportTarget(access, { dashboardId });
  return signReportToken(
    { signer: keyFileSigner(signingKeys), issuer: 'skyset-local', audience: 'skyset', ttlSeconds: 60, now: Date.now },
    { tenantId: 'default', reportId, ...EXECUTOR, roles: ['Admin'], readable },
  );
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${suiteServer().url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as T;
}

const idOf = async (resource: 'chart' | 'dashboard', column: string, name: string): Promise<number> => {
  const q = `(filters:!((col:${column},opr:eq,value:'${name}')))`;
  const { ids } = await api<{ ids: number[] }>(`/api/v1/${resource}/?q=${encodeURIComponent(q)}`);
  return ids[0]!;
};

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({
  signature: png.subarray(1, 4).toString('latin1'),
  width: png.readUInt32BE(16),
  height: png.readUInt32BE(20),
});

beforeAll(async () => {
  const { url, dataDir } = suiteServer();
  store = await openLocalStore(dataDir);
  blobDir = await mkdtemp(join(tmpdir(), 'report-blobs-'));
  const paths = dataPaths(dataDir);
  Object.assign(process.env, {
    WEB_BASE_URL: url,
    JWT_KEY_FILE: paths.signingKey,
    EXAMPLES_DIR: paths.examples,
    BLOB_DIR: blobDir,
    QUERY_ENGINE: 'duckdb',
    BLOB_STORE: 'fs',
  });
  resetProcessState();
  ({ access_token: token } = await login(url));
});

afterAll(async () => {
  await pool.close();
  await store.close();
  await rm(blobDir, { recursive: true, force: true });
});

describe('report content rendered from the local server', () => {
  it("renders a chart's PNG at the chart width and attaches its CSV as the chart's export gives it", async () => {
    // Arrange
    const chartId = await idOf('chart', 'slice_name', 'Births by Gender');
    const exported = await (
      await fetch(`${suiteServer().url}/api/v1/chart/${chartId}/data/?format=csv`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).text();

    // Act
    const content = await buildReportContent({
      tenantId: 'default',
      reportId: 1,
      executor: EXECUTOR,
      target: { chartId },
      formats: ['PNG', 'CSV'],
      deadline: Date.now() + 30_000,
    });

    // Assert
    expect(content.url).toBe(`${suiteServer().url}/explore/?slice_id=${chartId}`);
    expect(content.attachments.map(({ content: _, ...file }) => file)).toEqual([
      { filename: 'Births by Gender.png', contentType: 'image/png', cid: 'report-1-image@skyset' },
      { filename: 'Births by Gender.csv', contentType: 'text/csv; charset=utf-8' },
    ]);
    expect(pngSize(content.attachments[0]!.content)).toEqual({ signature: 'PNG', width: 800, height: 600 });
    expect(content.attachments[1]!.content.toString('utf8')).toBe(exported);
  });

  it('renders a dashboard with two tabs as one PDF page holding both tabs', async () => {
    // Arrange
    const dashboardId = await idOf('dashboard', 'dashboard_title', 'Vehicle Sales');

    // Act
    const content = await buildReportContent({
      tenantId: 'default',
      reportId: 2,
      executor: EXECUTOR,
      target: { dashboardId },
      formats: ['PDF'],
      deadline: Date.now() + 30_000,
    });

    // Assert
    const [pdf] = content.attachments;
    expect({
      filename: pdf!.filename,
      contentType: pdf!.contentType,
      magic: pdf!.content.subarray(0, 5).toString('latin1'),
    }).toEqual({
      filename: 'Vehicle Sales.pdf',
      contentType: 'application/pdf',
      magic: '%PDF-',
    });
    const boxes = [...pdf!.content.toString('latin1').matchAll(/\/MediaBox \[0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)\]/g)];
    // One page, 1600 CSS px wide (1200 pt), taller than the 1200 px viewport since both tabs are on it.
    expect(boxes.map((box) => Number(box[1]))).toEqual([1200]);
    expect(Number(boxes[0]![2])).toBeGreaterThan(900);
  });

  it("shows only a dashboard's selected tab, every chart of it drawn when the page signals ready", async () => {
    // Arrange
    const dashboardId = await idOf('dashboard', 'dashboard_title', 'Vehicle Sales');
    const reportToken = await dashboardToken(3, dashboardId);
    let seen: { tabs: string[]; statuses: string[] } | undefined;
    const inspect = async (page: Page) => {
      seen = await page.evaluate(() => ({
        tabs: [...document.querySelectorAll('[data-tab-id] > h4')].map((title) => title.textContent ?? ''),
        statuses: [...document.querySelectorAll('[data-testid="dashboard-chart"] [data-chart-status]')].map(
          (node) => (node as HTMLElement).dataset.chartStatus ?? '',
        ),
      }));
    };

    // Act
    const { content: png, blocked } = await pool.use((browser) =>
      renderPage(browser, {
        url: `${suiteServer().url}/superset/dashboard/${dashboardId}/?standalone=3&report_tabs=TAB-70595b0319`,
        token: reportToken,
        format: 'PNG',
        width: 1200,
        height: 800,
        deadline: Date.now() + 30_000,
        now: Date.now,
        inspect,
      }),
    );

    // Assert
    expect(seen).toEqual({ tabs: ['Customers'], statuses: ['rendered', 'rendered'] });
    expect(pngSize(png).width).toBe(1200);
    // The web app itself asks for nothing outside its origin.
    expect(blocked).toEqual({ total: 0, byType: {}, origins: [] });
  });

  it('fails at once, in words for the log, when the report page itself is refused', async () => {
    // Arrange: an address the server answers 404
    const reportToken = await dashboardToken(5, await idOf('dashboard', 'dashboard_title', 'Vehicle Sales'));
    const started = Date.now();

    // Act
    const rendering = pool.use((browser) =>
      renderPage(browser, {
        url: `${suiteServer().url}/api/v1/no_such_page/`,
        token: reportToken,
        format: 'PNG',
        width: 800,
        height: 600,
        deadline: Date.now() + 60_000,
        now: Date.now,
      }),
    );

    // Assert: long before the deadline
    await expect(rendering).rejects.toThrow(/^The report page \/api\/v1\/no_such_page\/ answered HTTP 404$/);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('gives up at the deadline with a sentence for the log when the page never signals ready', async () => {
    // Arrange: a dashboard outside report mode never raises the report's signal.
    const dashboardId = await idOf('dashboard', 'dashboard_title', 'Vehicle Sales');
    const reportToken = await dashboardToken(4, dashboardId);

    // Act
    const rendering = pool.use((browser) =>
      renderPage(browser, {
        url: `${suiteServer().url}/superset/dashboard/${dashboardId}/`,
        token: reportToken,
        format: 'PNG',
        width: 800,
        height: 600,
        deadline: Date.now() + 2000,
        now: Date.now,
      }),
    );

    // Assert
    await expect(rendering).rejects.toThrow(/^Report rendering timed out after 2 s$/);
  });
});
