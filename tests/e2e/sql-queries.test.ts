import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SqlQueriesSeed, seedSqlQueries } from './sql-queries-seed.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

/**
 * The saved query list and the query history driven as a user would: searching, filtering by creator, state and
 * user, previewing SQL, copying a link, opening a query in SQL Lab and deleting in bulk. The seed's stamp scopes both
 * lists to what this file made.
 */

/** Saves a screenshot under test-results for a person to look at. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e-sql-queries-${name}.png`, fullPage: true });

/** Waits until the list shows `range` ("1-6 of 6") with no request of its own in flight. */
async function shows(page: Page, range: string): Promise<void> {
  await page.waitForFunction(
    (text) =>
      document.querySelector('[data-testid="list-range"]')?.textContent === text &&
      document.querySelector('[aria-busy="true"]') === null,
    range,
  );
}

/** Picks `option` in the select labelled `label`, typing `search` first for a server-searched one. */
async function pick(page: Page, label: string, option: string, search?: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (search !== undefined) await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('SQL Lab query lists', () => {
  const server = suiteServer();
  let seed: SqlQueriesSeed;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    seed = await seedSqlQueries(server.url);
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(15_000);
    problems = watchConsole(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const savedUrl = (extra = '') => `${server.url}/savedqueryview/list/?filters=(label:${seed.stamp}${extra})`;
  const savedLabels = () => page.getByRole('table', { name: 'Saved queries' }).locator('tbody tr a').allTextContents();

  describe('the saved query list', () => {
    it('previews a query with its SQL highlighted, steps to the next and opens it in SQL Lab', async () => {
      // Arrange
      await page.goto(savedUrl());
      await shows(page, '1-6 of 6');
      const [first, second] = await savedLabels();
      const firstQuery = seed.saved.find((query) => query.label === first);
      const secondQuery = seed.saved.find((query) => query.label === second);

      // Act
      await page.getByRole('button', { name: `Preview ${first}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Query preview' });
      const firstSql = await dialog.getByLabel(`SQL of ${first}`).textContent();
      const keywords = await dialog.locator('[data-token="keyword"]').count();
      await shot(page, '01-preview');
      await dialog.getByRole('button', { name: 'Next' }).click();
      const secondSql = await dialog.getByLabel(`SQL of ${second}`).textContent();
      await dialog.getByRole('button', { name: 'Open in SQL Lab' }).click();
      await page.waitForURL(/\/sqllab\/\?savedQueryId=\d+$/);

      // Assert
      expect([firstSql, secondSql, keywords > 0, new URL(page.url()).search]).toEqual([
        firstQuery?.sql,
        secondQuery?.sql,
        true,
        `?savedQueryId=${secondQuery?.id}`,
      ]);
    });

    it('filters by creator, kept in the URL, and sorts by name', async () => {
      // Arrange
      await page.goto(savedUrl());
      await shows(page, '1-6 of 6');

      // Act
      await pick(page, 'Created by', seed.otherName, 'Olga');
      await shows(page, '1-2 of 2');
      await page.getByRole('button', { name: /^Name/ }).click();
      await page.waitForURL(/sortColumn=label&sortOrder=asc/);
      await shows(page, '1-2 of 2');
      await shot(page, '02-creator-filter');

      // Assert
      const otherLabels = seed.saved.filter((query) => query.owner === 'other').map((query) => query.label);
      expect([
        await savedLabels(),
        decodeURIComponent(new URL(page.url()).search).includes(`created_by:(label:'${seed.otherName}'`),
      ]).toEqual([otherLabels.sort(), true]);
    });

    it('copies the link that opens a query in SQL Lab', async () => {
      // Arrange
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      await page.goto(savedUrl());
      await shows(page, '1-6 of 6');
      const [first] = await savedLabels();
      const query = seed.saved.find((candidate) => candidate.label === first);

      // Act
      await page.getByRole('button', { name: `Copy the link of ${first}` }).click();
      await page.getByRole('status').filter({ hasText: 'Link Copied!' }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());

      // Assert
      expect(copied).toBe(`${server.url}/sqllab/?savedQueryId=${query?.id}`);
    });

    it('deletes two queries in bulk once DELETE is typed', async () => {
      // Arrange
      await page.goto(savedUrl());
      await shows(page, '1-6 of 6');
      const doomed = seed.saved.filter((query) => query.owner === 'admin').slice(0, 2);

      // Act
      await page.getByRole('button', { name: 'Bulk select' }).click();
      for (const query of doomed) await page.getByRole('checkbox', { name: `Select ${query.label}` }).check();
      await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Query?' });
      await dialog.getByLabel('Type "DELETE" to confirm').fill('DELETE');
      await shot(page, '03-bulk-delete');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await shows(page, '1-4 of 4');
      const answers = await Promise.all(
        doomed.map((query) =>
          fetch(`${server.url}/api/v1/saved_query/${query.id}`, {
            headers: { authorization: `Bearer ${seed.adminToken}` },
          }),
        ),
      );

      // Assert
      expect([
        (await savedLabels()).some((label) => doomed.some((query) => query.label === label)),
        answers.map((answer) => answer.status),
      ]).toEqual([false, [404, 404]]);
    });

    it('says when nothing matches and clears the filters', async () => {
      // Arrange
      await page.goto(`${server.url}/savedqueryview/list/?filters=(label:${seed.stamp}-nothing)`);

      // Act
      await page.getByText('No results match your filter criteria').waitFor();
      await shot(page, '04-empty');
      await page.getByRole('button', { name: 'Clear all filters' }).click();
      await page.waitForURL(`${server.url}/savedqueryview/list/`);

      // Assert
      expect(new URL(page.url()).search).toBe('');
    });
  });

  describe('the query history', () => {
    const historyUrl = () => `${server.url}/sqllab/history/?filters=(sql:${seed.stamp})`;
    const historySql = () =>
      page
        .getByRole('table', { name: 'Query history' })
        .locator('tbody tr [aria-label^="SQL of query"]')
        .allTextContents();

    it("lists every user's queries for an Admin with state, duration and rows, and filters by state", async () => {
      // Arrange
      await page.goto(historyUrl());
      await shows(page, '1-4 of 4');
      const durations = await page.getByLabel('Duration').allTextContents();
      await shot(page, '05-history');

      // Act
      await pick(page, 'State', 'Failed');
      await shows(page, '1-1 of 1');

      // Assert
      expect([
        durations.every((text) => /^\d\d:\d\d:\d\d\.\d{3}$/.test(text)),
        await historySql(),
        decodeURIComponent(new URL(page.url()).search),
      ]).toEqual([
        true,
        seed.ran.filter((query) => query.state === 'failed').map((query) => query.sql),
        `?filters=(sql:${seed.stamp},status:(label:Failed,value:failed))`,
      ]);
    });

    it('filters by user and opens a query in SQL Lab', async () => {
      // Arrange
      await page.goto(historyUrl());
      await shows(page, '1-4 of 4');

      // Act
      await pick(page, 'User', seed.otherName, 'Olga');
      await shows(page, '1-1 of 1');
      const listed = await historySql();
      await page.getByRole('button', { name: /^Open query \d+ in SQL Lab$/ }).click();
      await page.waitForURL(/\/sqllab\/\?queryId=\d+$/);

      // Assert
      expect([listed, problems]).toEqual([
        seed.ran.filter((query) => query.owner === 'other').map((query) => query.sql),
        [],
      ]);
    });
  });
});
