import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { activeTabName, editorSql, queryTabs, setSql, tabNames } from './sqllab-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e-sqllab-tabs-${name}.png`, fullPage: true });

/** Names unique to this run: the suite's server is shared by every e2e file and kept between runs. */
const RUN = Date.now();
const RENAMED = `Births ${RUN}`;
const SQL = `SELECT ${RUN} AS run`;

interface ServerTabs {
  labels: string[];
  active: { label: string; sql: string } | null;
}

/** What the server would restore now (GET /api/v1/sqllab/): every tab's label, and the active tab. */
async function serverTabs(url: string, token: string): Promise<ServerTabs> {
  const answer = await fetch(`${url}/api/v1/sqllab/`, { headers: { authorization: `Bearer ${token}` } });
  const { result } = (await answer.json()) as {
    result: { tab_state_ids: [number, string][]; active_tab: { label: string; sql: string } | null };
  };
  return {
    labels: result.tab_state_ids.map(([, label]) => label),
    active: result.active_tab && { label: result.active_tab.label, sql: result.active_tab.sql },
  };
}

describe('SQL Lab tabs kept on the server', () => {
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
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens /sqllab/, adds two tabs, renames one and edits its SQL, and a reload restores every tab and the active one', async () => {
    // Arrange: the page's timers run on a clock the test moves, so SQL Lab's 5 s syncs need not be waited out.
    await page.clock.install();
    await page.goto(`${server.url}/sqllab/`);
    await queryTabs(page).first().waitFor();

    // Act
    await page.getByRole('button', { name: 'New tab' }).click();
    await page.getByRole('button', { name: 'New tab' }).click();
    const beforeRename = await tabNames(page);
    await queryTabs(page)
      .filter({ hasText: beforeRename.at(-1)! })
      .dblclick();
    await page.getByLabel('Tab name').fill(RENAMED);
    await page.keyboard.press('Enter');
    await setSql(page, SQL);
    const expected = [...beforeRename.slice(0, -1), RENAMED];
    // Tabs reach the server on the 5 s sync and edits after 5 s of rest: move the clock on until the server holds them all.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(5_000);
          return serverTabs(server.url, token);
        },
        { timeout: 40_000, interval: 200 },
      )
      .toEqual({ labels: expected, active: { label: RENAMED, sql: SQL } });
    await page.reload();
    await queryTabs(page).first().waitFor();

    // Assert
    expect(await tabNames(page)).toEqual(expected);
    expect(await activeTabName(page)).toBe(RENAMED);
    await expect.poll(() => editorSql(page)).toBe(SQL);
    await shot(page, 'restored');
    expect(problems).toEqual([]);
  });

  it('switches tabs with Ctrl+] and Ctrl+[, wrapping around at the ends', async () => {
    // Arrange
    const names = await tabNames(page);

    // Act
    await page.keyboard.press('Control+]');
    const afterNext = await activeTabName(page);
    await page.keyboard.press('Control+[');
    const afterPrevious = await activeTabName(page);

    // Assert
    expect([afterNext, afterPrevious]).toEqual([names[0], RENAMED]);
  });
});
