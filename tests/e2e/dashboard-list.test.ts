import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { connectBrowser, signedInPage, suiteServer } from './suite.ts';

/**
 * The dashboard list driven as a user would: searching titles and slugs, the status and certified filters kept in the
 * URL, deleting once DELETE is typed, and "+ Dashboard" opening a new dashboard in edit mode. Every dashboard seeded
 * here carries a stamp of its own, so searching the stamp scopes the list to them whatever other e2e files made.
 */

interface Seeded {
  id: number;
  title: string;
  slug: string;
  published: boolean;
  certified: boolean;
}

const SEEDED_COUNT = 9;

async function call(url: string, token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

/** Saves a screenshot under test-results for a person to look at. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e-dashboard-list-${name}.png`, fullPage: true });

/** Waits until the list shows `range` ("1-9 of 9") with no request of its own in flight. */
async function shows(page: Page, range: string): Promise<void> {
  await page.waitForFunction(
    (text) =>
      document.querySelector('[data-testid="list-range"]')?.textContent === text &&
      document.querySelector('[aria-busy="true"]') === null,
    range,
  );
}

/** Titles of the dashboard links in the table, top to bottom. */
const listedTitles = (page: Page) =>
  page.getByRole('table', { name: 'Dashboards' }).locator('tbody tr td:nth-child(2) a').allTextContents();

describe('a user finds, removes and creates dashboards from the dashboard list', () => {
  const server = suiteServer();
  const stamp = `Dash${Date.now().toString(36)}`;
  const seeded: Seeded[] = [];
  let token: string;
  let browser: Browser;
  let page: Page;
  const listUrl = (query = '') => `${server.url}/dashboard/list/?filters=(dashboard_title:${stamp}${query})`;

  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    token = (await login(server.url)).access_token;
    for (let index = 0; index < SEEDED_COUNT; index += 1) {
      const dashboard = {
        title: `${stamp} board ${index}`,
        slug: `${stamp.toLowerCase()}-slug-${index}`,
        published: index % 3 === 0,
        certified: index % 2 === 0,
      };
      const body = {
        dashboard_title: dashboard.title,
        slug: dashboard.slug,
        published: dashboard.published,
        ...(dashboard.certified && { certified_by: 'Data team' }),
      };
      const { id } = (await call(server.url, token, 'POST', '/api/v1/dashboard/', body)) as { id: number };
      seeded.push({ id, ...dashboard });
    }
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('searches titles and slugs, and keeps the search through a reload', async () => {
    // Arrange
    await page.goto(`${server.url}/dashboard/list/`);
    await page.getByRole('table', { name: 'Dashboards' }).waitFor();

    // Act
    await page.getByLabel('Search').fill(stamp);
    await shows(page, `1-${SEEDED_COUNT} of ${SEEDED_COUNT}`);
    await shot(page, '01-search');
    await page.getByLabel('Search').fill(`${stamp.toLowerCase()}-slug-4`);
    await shows(page, '1-1 of 1');
    await page.reload();
    await shows(page, '1-1 of 1');

    // Assert
    expect([await listedTitles(page), decodeURIComponent(new URL(page.url()).search)]).toEqual([
      [`${stamp} board 4`],
      `?filters=(dashboard_title:${stamp.toLowerCase()}-slug-4)`,
    ]);
  });

  it('filters by status and certification, each kept in the URL, and links each dashboard to its page', async () => {
    // Arrange
    await page.goto(listUrl());
    await shows(page, `1-${SEEDED_COUNT} of ${SEEDED_COUNT}`);

    // Act
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Published', exact: true }).click();
    await page.getByRole('combobox', { name: 'Certified', exact: true }).click();
    await page.getByRole('option', { name: 'Yes', exact: true }).click();
    const expected = seeded.filter((dashboard) => dashboard.published && dashboard.certified);
    await shows(page, `1-${expected.length} of ${expected.length}`);
    await shot(page, '02-filters');
    const links = await page
      .getByRole('table', { name: 'Dashboards' })
      .locator('tbody tr td:nth-child(2) a')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));

    // Assert
    expect([decodeURIComponent(new URL(page.url()).search), links.sort()]).toEqual([
      `?filters=(certified:(label:Yes,value:!t),dashboard_title:${stamp},published:(label:Published,value:!t))`,
      expected.map((dashboard) => `/superset/dashboard/${dashboard.slug}/`).sort(),
    ]);
  });

  it('deletes a dashboard from its row once DELETE is typed', async () => {
    // Arrange
    const doomed = seeded[1] as Seeded;
    await page.goto(listUrl());
    await shows(page, `1-${SEEDED_COUNT} of ${SEEDED_COUNT}`);

    // Act
    await page.getByRole('button', { name: `Delete ${doomed.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    const lockedBeforeTyping = await dialog.getByRole('button', { name: 'Delete' }).isDisabled();
    await dialog.getByLabel('Type "DELETE" to confirm').fill('DELETE');
    await shot(page, '03-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Deleted: ${doomed.title}` })
      .waitFor();
    await shows(page, `1-${SEEDED_COUNT - 1} of ${SEEDED_COUNT - 1}`);
    const answer = await fetch(`${server.url}/api/v1/dashboard/${doomed.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });

    // Assert
    expect([lockedBeforeTyping, (await listedTitles(page)).includes(doomed.title), answer.status]).toEqual([
      true,
      false,
      404,
    ]);
    seeded.splice(1, 1);
  });

  it('creates an untitled dashboard the user owns and opens it in edit mode', async () => {
    // Arrange
    await page.goto(listUrl());
    await shows(page, `1-${seeded.length} of ${seeded.length}`);

    // Act
    await page.getByRole('button', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL(/\/superset\/dashboard\/\d+\/\?edit=true$/);
    const id = Number(/dashboard\/(\d+)\//.exec(page.url())?.[1]);
    const { result } = (await call(server.url, token, 'GET', `/api/v1/dashboard/${id}`)) as {
      result: { dashboard_title: string; owners: { first_name: string }[] };
    };

    // Assert
    expect([result.dashboard_title, result.owners.map((owner) => owner.first_name)]).toEqual([
      '[ untitled dashboard ]',
      ['Admin'],
    ]);
  });
});
