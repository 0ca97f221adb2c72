import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { editorContent, editorSql, resultRows, runWithShortcut, setSql } from './sqllab-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

const RUN = Date.now();
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/e2e-sqllab-${name}.png` });

/** A query the engine would work on for minutes: the sum over a 40-billion-row cross join. */
const LONG_SQL = 'SELECT sum(a.range * b.range) AS s FROM range(200000) a, range(200000) b';

/** Boys' and girls' births as the API counts them, the truth the grid is held to. */
async function birthsByGender(token: string): Promise<string[][]> {
  const answer = await fetch(`${suiteServer().url}/api/v1/sqllab/execute/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      database_id: 1,
      sql: 'SELECT gender, count(*) AS n FROM birth_names GROUP BY gender ORDER BY gender',
      runAsync: false,
      client_id: `e2e${RUN % 1e6}`.slice(0, 11),
    }),
  });
  const { data } = (await answer.json()) as { data: { gender: string; n: number }[] };
  return data.map((row) => [row.gender, String(row.n)]);
}

describe('SQL Lab in the browser', () => {
  const server = suiteServer();
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let token: string;

  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    token = (await login(server.url, 'admin', 'admin')).access_token;
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(20_000);
    problems = watchConsole(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(`${server.url}/sqllab/?new=true`);
    await editorContent(page).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('completes a table name while typing, runs the query with Ctrl+Enter and shows the rows the engine answers', async () => {
    // Arrange
    const expected = await birthsByGender(token);
    await setSql(page, '');

    // Act
    await page.keyboard.type('SELECT gender, count(*) AS n FROM birth_n');
    // Clicked: CodeMirror ignores Enter for 75 ms after the list opens or changes, so a key pressed at once would not pick.
    await page.locator('.cm-tooltip-autocomplete li', { hasText: 'birth_names' }).click();
    await page.keyboard.type(' GROUP BY gender ORDER BY gender');
    await runWithShortcut(page);
    const rows = await resultRows(page, expected.length);

    // Assert
    expect(await editorSql(page)).toBe('SELECT gender, count(*) AS n FROM birth_names GROUP BY gender ORDER BY gender');
    expect(rows).toEqual(expected);
    await shot(page, 'results');
  });

  it('stops a long query with the Stop button', async () => {
    // Arrange
    await setSql(page, LONG_SQL);

    // Act
    await page.getByTestId('sqllab-toolbar').getByRole('button', { name: 'Run' }).click();
    await page.getByTestId('sqllab-toolbar').getByRole('button', { name: 'Stop' }).click();

    // Assert
    await page.getByTestId('sqllab-query-stopped').waitFor();
    await expect
      .poll(() => page.getByTestId('sqllab-toolbar').getByRole('button', { name: 'Run' }).isEnabled())
      .toBe(true);
  });

  it('saves the query and finds it in the saved queries list', async () => {
    // Arrange
    const name = `Births by gender ${RUN}`;
    await setSql(page, 'SELECT gender, count(*) AS n FROM birth_names GROUP BY gender');

    // Act
    await page.getByTestId('sqllab-toolbar').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Save query' }).getByLabel('Name').fill(name);
    await page.getByRole('dialog', { name: 'Save query' }).getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your query was saved').waitFor();
    await page.goto(`${server.url}/savedqueryview/list/?search=${encodeURIComponent(name)}`);

    // Assert
    await page
      .getByRole('link', { name })
      .or(page.getByText(name, { exact: true }))
      .first()
      .waitFor();
    await shot(page, 'saved-list');
  });

  it('shares a permalink that opens the query in a new tab of another browser', async () => {
    // Arrange
    const sql = `SELECT ${RUN} AS shared`;
    await page.goto(`${server.url}/sqllab/?new=true`);
    await setSql(page, sql);

    // Act
    await page.getByTestId('sqllab-toolbar').getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link Copied!').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await signedInPage(browser);
    await other.goto(link);
    await editorContent(other).waitFor();

    // Assert
    expect(link).toMatch(new RegExp(`^${server.url}/sqllab/p/[^/]+/$`));
    await expect.poll(() => editorSql(other)).toBe(sql);
    await other.context().close();
  });

  it('creates a chart from a result: a virtual dataset saved from the query, opened in Explore', async () => {
    // Arrange
    await setSql(page, 'SELECT gender, count(*) AS n FROM birth_names GROUP BY gender');
    await runWithShortcut(page);
    await resultRows(page, 2);

    // Act
    await page.getByTestId('sqllab-south-pane').getByRole('button', { name: 'Create chart' }).click();
    const modal = page.getByTestId('sqllab-save-dataset-modal');
    await modal.getByLabel('Dataset name').fill(`births_by_gender_${RUN}`);
    await modal.getByRole('button', { name: 'Save & Explore' }).click();
    await page.waitForURL(/\/explore\/\?datasource_type=table&datasource_id=\d+/);

    // Assert
    await page
      .getByTestId('explore-dataset-name')
      .or(page.getByText(`births_by_gender_${RUN}`))
      .first()
      .waitFor();
    await shot(page, 'create-chart');
    expect(problems).toEqual([]);
  });
});
