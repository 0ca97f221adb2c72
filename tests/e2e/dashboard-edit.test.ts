import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { callApi, saveBirthsChart } from './dashboard-kit.ts';
import { drag } from './dashboard-drag.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

const STAMP = Date.now();

interface Component {
  type: string;
  children: string[];
  meta?: { chartId?: number; code?: string; text?: string };
}

/** The stored layout of a dashboard, components only. */
async function storedLayout(token: string, id: number): Promise<Record<string, Component>> {
  const { result } = await callApi<{ result: { position_json: string } }>(token, 'GET', `/api/v1/dashboard/${id}`);
  const { DASHBOARD_VERSION_KEY: version, ...components } = JSON.parse(result.position_json) as Record<string, unknown>;
  expect(version).toBe('v2');
  return components as Record<string, Component>;
}

const childTypes = (layout: Record<string, Component>, id: string | undefined) =>
  id ? (layout[id]?.children ?? []).map((child) => layout[child]?.type) : [];

const insertPanelTab = (page: Page, name: 'Charts' | 'Layout elements') =>
  page.getByRole('complementary', { name: 'Insert components' }).getByRole('tab', { name }).click();

describe('dashboard edit mode', () => {
  let browser: Browser;
  let token: string;
  const charts: { id: number; name: string }[] = [];

  beforeAll(async () => {
    token = (await login(suiteServer().url, 'admin', 'admin')).access_token;
    for (const [name, params] of [
      [
        `Edit line ${STAMP}`,
        {
          viz_type: 'echarts_timeseries_line',
          x_axis: 'ds',
          time_grain_sqla: 'P1Y',
          metrics: ['count'],
          groupby: ['gender'],
        },
      ],
      [`Edit pie ${STAMP}`, { viz_type: 'pie', groupby: ['gender'], metric: 'count' }],
      [
        `Edit bar ${STAMP}`,
        { viz_type: 'echarts_timeseries_bar', x_axis: 'state', metrics: ['count'], groupby: [], row_limit: 10 },
      ],
    ] as const) {
      charts.push({ id: (await saveBirthsChart(token, name, params)).id, name });
    }
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('builds a dashboard from nothing by dragging tabs, a row, three charts and markdown, saves it, and shows it after a reload', async () => {
    // Arrange
    const { id } = await callApi<{ id: number }>(token, 'POST', '/api/v1/dashboard/', {
      dashboard_title: `Built by dragging ${STAMP}`,
    });
    const page = await signedInPage(browser);
    page.setDefaultTimeout(20_000);
    const problems = watchConsole(page);
    await page.goto(`${suiteServer().url}/superset/dashboard/${id}/?edit=true`);
    await page.getByText('Drag and drop components and charts to the dashboard').waitFor();

    // Act
    await insertPanelTab(page, 'Layout elements');
    await drag(page, page.getByLabel('Drag Tabs onto the dashboard'), page.getByTestId('dashboard-root-drop-zone'));
    await page.getByText('Drag and drop components to this tab').waitFor();
    await drag(page, page.getByLabel('Drag Row onto the dashboard'), page.locator('[role="tabpanel"][data-tab-id]'));
    await page.getByText('Empty row').waitFor();
    await insertPanelTab(page, 'Charts');
    for (const [index, chart] of charts.entries()) {
      await drag(page, page.getByLabel(`Drag ${chart.name} onto the dashboard`), page.getByTestId('dashboard-row'), {
        x: 0.9,
        y: 0.5,
      });
      await expect.poll(() => page.getByTestId('dashboard-chart-holder').count()).toBe(index + 1);
    }
    await insertPanelTab(page, 'Layout elements');
    const tabTitle = page.getByTestId('dashboard-tab-title');
    await drag(
      page,
      page.getByLabel('Drag Text / Markdown onto the dashboard'),
      tabTitle,
      { x: 0.3, y: 0.5 },
      tabTitle.locator('[data-drop-position]'),
    );
    const markdown = page.getByTestId('dashboard-markdown');
    await markdown.getByText('Edit', { exact: true }).click();
    await markdown.getByLabel('Markdown source').fill('# Notes\nBuilt by **dragging**');
    await markdown.getByText('Preview', { exact: true }).click();
    await markdown.locator('h1', { hasText: 'Notes' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-chart-status="rendered"]').length === 3);
    await page.screenshot({ path: 'test-results/e2e-dashboard-edit-built.png', fullPage: true });
    await page.getByTestId('dashboard-save').click();
    await page.getByText('This dashboard was saved successfully.').waitFor();
    await page.waitForURL((url) => url.pathname === `/superset/dashboard/${id}/` && !url.searchParams.has('edit'));
    await page.reload();

    // Assert
    await page.waitForFunction(() => document.querySelectorAll('[data-chart-status="rendered"]').length === 3);
    const titles = await page.getByTestId('dashboard-chart-title').allTextContents();
    expect(titles).toEqual(charts.map((chart) => chart.name));
    expect(await page.getByTestId('dashboard-markdown').locator('h1').textContent()).toBe('Notes');
    const layout = await storedLayout(token, id);
    const tabsId = layout.ROOT_ID?.children[0];
    const tabId = tabsId ? layout[tabsId]?.children[0] : undefined;
    const [rowId, markdownRowId] = tabId ? (layout[tabId]?.children ?? []) : [];
    expect(childTypes(layout, 'ROOT_ID')).toEqual(['TABS']);
    expect(childTypes(layout, tabsId)).toEqual(['TAB']);
    expect(childTypes(layout, tabId)).toEqual(['ROW', 'ROW']);
    expect(childTypes(layout, rowId)).toEqual(['CHART', 'CHART', 'CHART']);
    expect((rowId ? (layout[rowId]?.children ?? []) : []).map((chart) => layout[chart]?.meta?.chartId)).toEqual(
      charts.map((chart) => chart.id),
    );
    expect(childTypes(layout, markdownRowId)).toEqual(['MARKDOWN']);
    expect(problems.filter((problem) => !problem.includes('Download the React DevTools'))).toEqual([]);
    await page.context().close();
  });

  it('shows the second of two concurrent saves what the first changed, and overwrites it once confirmed', async () => {
    // Arrange
    const { id } = await callApi<{ id: number }>(token, 'POST', '/api/v1/dashboard/', {
      dashboard_title: `Edited twice ${STAMP}`,
    });
    const [first, second] = await Promise.all([signedInPage(browser), signedInPage(browser)]);
    for (const page of [first, second]) {
      page.setDefaultTimeout(20_000);
      await page.goto(`${suiteServer().url}/superset/dashboard/${id}/?edit=true`);
      await insertPanelTab(page, 'Layout elements');
    }
    await drag(
      first,
      first.getByLabel('Drag Divider onto the dashboard'),
      first.getByTestId('dashboard-grid-drop-zone'),
    );
    await first.getByTestId('dashboard-divider').waitFor();
    await first.getByTestId('dashboard-save').click();
    await first.getByText('This dashboard was saved successfully.').waitFor();
    await drag(
      second,
      second.getByLabel('Drag Header onto the dashboard'),
      second.getByTestId('dashboard-grid-drop-zone'),
    );
    await second.getByTestId('dashboard-header-component').waitFor();

    // Act
    await second.getByTestId('dashboard-save').click();
    const dialog = second.getByRole('dialog', { name: 'Confirm overwrite' });
    await dialog.getByText('Please confirm the overwrite values.').waitFor();
    const differences = await dialog
      .getByTestId('overwrite-differences')
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)));
    await second.screenshot({ path: 'test-results/e2e-dashboard-edit-overwrite.png' });
    const storedBeforeConfirm = await storedLayout(token, id);
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await second.getByText('This dashboard was saved successfully.').waitFor();

    // Assert
    expect(differences).toEqual([['Layout', 'Divider', 'Header "New header"']]);
    expect(childTypes(storedBeforeConfirm, 'GRID_ID')).toEqual(['DIVIDER']);
    expect(childTypes(await storedLayout(token, id), 'GRID_ID')).toEqual(['HEADER']);
    await second.waitForURL((url) => !url.searchParams.has('edit'));
    await Promise.all([first.context().close(), second.context().close()]);
  });
});
