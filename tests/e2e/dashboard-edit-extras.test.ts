import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { callApi, layoutComponent } from './dashboard-kit.ts';
import { drag } from './dashboard-drag.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

const STAMP = Date.now();

/** Top-level tabs One, Two and Three; One holds a row with a markdown. */
async function createDashboard(token: string): Promise<number> {
  const layout = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-top'] },
    'TABS-top': layoutComponent('TABS-top', 'TABS', ['TAB-1', 'TAB-2', 'TAB-3']),
    'TAB-1': layoutComponent('TAB-1', 'TAB', ['ROW-1'], { text: 'One' }),
    'TAB-2': layoutComponent('TAB-2', 'TAB', [], { text: 'Two' }),
    'TAB-3': layoutComponent('TAB-3', 'TAB', [], { text: 'Three' }),
    'ROW-1': layoutComponent('ROW-1', 'ROW', ['MARKDOWN-1'], { background: 'BACKGROUND_TRANSPARENT' }),
    'MARKDOWN-1': layoutComponent('MARKDOWN-1', 'MARKDOWN', [], { code: '# Notes', width: 4, height: 30 }),
  };
  const { id } = await callApi<{ id: number }>(token, 'POST', '/api/v1/dashboard/', {
    dashboard_title: `Reordered ${STAMP}`,
    position_json: JSON.stringify(layout),
  });
  return id;
}

async function storedLayout(
  token: string,
  id: number,
): Promise<Record<string, { children: string[]; meta?: { background?: string } }>> {
  const { result } = await callApi<{ result: { position_json: string } }>(token, 'GET', `/api/v1/dashboard/${id}`);
  return JSON.parse(result.position_json) as Record<string, { children: string[]; meta?: { background?: string } }>;
}

const tabTitles = (page: Page) => page.getByTestId('dashboard-tab-title');
const tabTitle = (page: Page, text: string) => tabTitles(page).filter({ hasText: text });
const titleOrder = (page: Page) => tabTitles(page).allTextContents();
/** Whether the first row paints a background behind its content: the row itself or (in edit mode) the box in its chrome. */
const rowBackground = (page: Page) =>
  page
    .getByTestId('dashboard-row')
    .first()
    .evaluate((row) => {
      const content = row.querySelector('h1');
      const painted = [row, ...row.children].some(
        (element) => element.contains(content) && getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)',
      );
      return painted ? 'solid' : 'transparent';
    });

describe('dashboard edit mode: tab reordering and row backgrounds', () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let id: number;
  let problems: string[];

  beforeAll(async () => {
    token = (await login(suiteServer().url, 'admin', 'admin')).access_token;
    id = await createDashboard(token);
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(20_000);
    problems = watchConsole(page);
    await page.goto(`${suiteServer().url}/superset/dashboard/${id}/?edit=true`);
    await tabTitle(page, 'Three').waitFor();
  });

  afterAll(async () => {
    await page?.screenshot({ path: 'test-results/e2e-dashboard-edit-extras.png', fullPage: true });
    await browser?.close();
  });

  it('moves a tab by dragging its title, and undoes and redoes the move', async () => {
    // Arrange
    expect(await titleOrder(page)).toEqual(['One', 'Two', 'Three']);

    // Act
    await drag(
      page,
      tabTitle(page, 'One'),
      tabTitle(page, 'Three'),
      { x: 0.85, y: 0.5 },
      tabTitle(page, 'Three').locator('[data-drop-position]'),
    );
    const moved = await titleOrder(page);
    await page.getByRole('button', { name: 'Undo' }).click();
    const undone = await titleOrder(page);
    await page.getByRole('button', { name: 'Redo' }).click();

    // Assert
    expect([moved, undone, await titleOrder(page)]).toEqual([
      ['Two', 'Three', 'One'],
      ['One', 'Two', 'Three'],
      ['Two', 'Three', 'One'],
    ]);
  });

  it('gives a row a solid background from its menu, saved and drawn in view mode', async () => {
    // Arrange
    await tabTitle(page, 'One').click();
    const row = page.getByTestId('dashboard-row').first();
    await row.hover();
    const before = await rowBackground(page);

    // Act
    await row.getByRole('button', { name: 'Background style' }).click();
    await page.getByRole('menuitem', { name: 'Solid' }).click();
    const edited = await rowBackground(page);
    await page.getByTestId('dashboard-save').click();
    await page.getByText('This dashboard was saved successfully.').waitFor();
    await page.waitForURL((url) => !url.searchParams.has('edit'));
    await page.reload();
    await page.getByRole('tab', { name: 'One' }).click();
    await page.getByTestId('dashboard-row').first().waitFor();

    // Assert
    const layout = await storedLayout(token, id);
    expect([
      before,
      edited,
      await rowBackground(page),
      layout['TABS-top']?.children,
      layout['ROW-1']?.meta?.background,
    ]).toEqual(['transparent', 'solid', 'solid', ['TAB-2', 'TAB-3', 'TAB-1'], 'BACKGROUND_WHITE']);
    expect(problems.filter((problem) => !problem.includes('Download the React DevTools'))).toEqual([]);
  });
});
