import { mkdir } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { apiCall, drawnSeries, LINE_CHART, saveChart } from './explore-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e-reports-${name}.png`, fullPage: true });

/** Names unique to this run: the suite's server is shared by every e2e file and kept between runs. */
const RUN = Date.now();
const REPORT = `Daily births ${RUN}`;
const EDITED = `Daily births, edited ${RUN}`;
const ALERT = `Too many births ${RUN}`;
const DASHBOARD_REPORT = `Weekly Report for USA Births Names`;

/** Picks `option` of the select labelled `label` inside `scope`, typing `search` first for a searchable one. */
async function pick(page: Page, scope: Locator, label: string, option: string, search?: string) {
  const select = scope.getByRole('combobox', { name: label, exact: true });
  await select.click();
  if (search !== undefined) await select.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The reports and alerts named `name`, as the list API answers them. */
async function reportsNamed(token: string, name: string) {
  const q = encodeURIComponent(`(filters:!((col:name,opr:eq,value:'${name}')))`);
  const { json } = await apiCall(token, 'GET', `/api/v1/report/?q=${q}`);
  return json.result as Record<string, unknown>[];
}

describe('email reports from a chart, the report and alert lists', () => {
  const server = suiteServer();
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let token: string;
  let chartId: number;

  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    ({ access_token: token } = await login(server.url, 'admin', 'admin'));
    chartId = await saveChart(token, `Births by day ${RUN}`, { ...LINE_CHART, time_range: 'No filter' });
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(20_000);
    problems = watchConsole(page);
  });

  afterAll(async () => {
    // The suite's server outlives this file: leave no schedule behind to fire in later runs.
    for (const name of [REPORT, EDITED, ALERT, DASHBOARD_REPORT]) {
      for (const report of await reportsNamed(token, name).catch(() => []))
        await apiCall(token, 'DELETE', `/api/v1/report/${String(report.id)}`);
    }
    await browser?.close();
  });

  it("sets up a report from Explore's menu", async () => {
    // Arrange
    await page.goto(`${server.url}/explore/?slice_id=${chartId}`);
    await drawnSeries(page).first().waitFor();
    await page.getByTestId('explore-actions-menu').click();
    await page.getByRole('menuitem', { name: 'Set up an email report' }).click();
    const modal = page.getByRole('dialog', { name: 'Schedule a new email report' });

    // Act
    await modal.getByRole('textbox', { name: 'Report name' }).fill(REPORT);
    await pick(page, modal, 'Repeats', 'Every day');
    await pick(page, modal, 'Hour', '09');
    await pick(page, modal, 'Timezone', 'Europe/Paris (UTC+01:00)', 'Europe/Paris');
    await modal.getByRole('radio', { name: 'Formatted CSV attached in email' }).check();
    await modal.getByText('Every day at 09:00').waitFor();
    await shot(page, '01-modal');
    await modal.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Report created').waitFor();
    await modal.waitFor({ state: 'detached' });

    // Assert
    const [report] = await reportsNamed(token, REPORT);
    expect(report).toMatchObject({
      type: 'Report',
      crontab: '0 9 * * *',
      timezone: 'Europe/Paris',
      chart_id: chartId,
      creation_method: 'charts',
      active: true,
    });
    await page.getByTestId('explore-actions-menu').click();
    await page.getByRole('menuitem', { name: 'Manage email report' }).hover();
    expect(await page.getByRole('menuitem', { name: 'Email reports active' }).getAttribute('data-report-active')).toBe(
      'true',
    );
    await page.keyboard.press('Escape');
  });

  it('finds the report in /report/list/ with its schedule in words, and switches it off', async () => {
    // Arrange
    await page.goto(`${server.url}/report/list/`);
    await page.getByRole('textbox', { name: 'Search' }).fill(REPORT);
    await page.getByRole('textbox', { name: 'Search' }).press('Enter');
    const row = page.getByRole('table', { name: 'Reports' }).getByRole('row').filter({ hasText: REPORT });
    await row.waitFor();

    // The switch's input is hidden under its track, which is what a person clicks.
    const track = page.locator(
      `label[for="${String(await row.getByRole('switch', { name: `Active: ${REPORT}` }).getAttribute('id'))}"]`,
    );

    // Act
    const [put] = await Promise.all([
      page.waitForResponse(
        (response) => response.request().method() === 'PUT' && /\/api\/v1\/report\/\d+$/.test(response.url()),
      ),
      track.click(),
    ]);
    await shot(page, '02-list');

    // Assert
    expect([put.status(), put.request().postDataJSON()]).toEqual([200, { active: false }]);
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      '',
      '',
      REPORT,
      'Every day at 09:00 (Europe/Paris)',
      '',
      'AU',
      expect.any(String),
      '',
      '',
    ]);
    expect(await row.getByRole('switch').isChecked()).toBe(false);
    const [report] = await reportsNamed(token, REPORT);
    expect(report?.active).toBe(false);
  });

  it('edits the report from the list, keeping it off, and shows its execution log', async () => {
    // Arrange
    const row = page.getByRole('table', { name: 'Reports' }).getByRole('row').filter({ hasText: REPORT });
    await row.getByRole('button', { name: `Edit ${REPORT}` }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Report' });
    const name = modal.getByRole('textbox', { name: 'Report name' });
    await name.waitFor();

    // Act
    await name.fill(EDITED);
    await modal.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Report updated').waitFor();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Search' }).fill(EDITED);
    await page.getByRole('textbox', { name: 'Search' }).press('Enter');
    const edited = page.getByRole('table', { name: 'Reports' }).getByRole('row').filter({ hasText: EDITED });
    await edited.getByRole('button', { name: `Execution log of ${EDITED}` }).click();
    await page.getByRole('heading', { name: EDITED }).waitFor();
    await page.getByText('No runs yet').waitFor();
    await shot(page, '03-log');

    // Assert
    const [report] = await reportsNamed(token, EDITED);
    expect(report).toMatchObject({ active: false, crontab: '0 9 * * *', timezone: 'Europe/Paris', chart_id: chartId });
    expect(new URL(page.url()).pathname).toBe(`/report/${String(report?.id)}/log/`);
  });

  it("deletes the report from the chart's menu", async () => {
    // Arrange
    await page.goto(`${server.url}/explore/?slice_id=${chartId}`);
    await drawnSeries(page).first().waitFor();
    await page.getByTestId('explore-actions-menu').click();
    await page.getByRole('menuitem', { name: 'Manage email report' }).hover();

    // Act
    await page.getByRole('menuitem', { name: 'Delete email report' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Report?' });
    await confirm.getByRole('textbox').fill('DELETE');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Deleted: ${EDITED}`).waitFor();
    await page.getByTestId('explore-actions-menu').click();

    // Assert
    await page.getByRole('menuitem', { name: 'Set up an email report' }).waitFor();
    expect(await reportsNamed(token, EDITED)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it("sets up a PDF report from the dashboard's menu", async () => {
    // Arrange
    await page.goto(`${server.url}/superset/dashboard/1/`);
    await page.getByTestId('dashboard-menu').click();
    await page.getByRole('menuitem', { name: 'Set up an email report' }).click();
    const modal = page.getByRole('dialog', { name: 'Schedule a new email report' });
    await modal.getByRole('radio', { name: 'PDF attached in email' }).waitFor();

    // Act
    const formats = await modal
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
    await modal.getByRole('radio', { name: 'PDF attached in email' }).check();
    await modal.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Report created').waitFor();
    await page.getByTestId('dashboard-menu').click();
    await page.getByRole('menuitem', { name: 'Manage email report' }).waitFor();
    await page.keyboard.press('Escape');

    // Assert
    const [report] = await reportsNamed(token, DASHBOARD_REPORT);
    expect([formats, report]).toMatchObject([
      ['PNG', 'PDF'],
      { dashboard_id: 1, creation_method: 'dashboards', crontab: '0 12 * * 1', active: true },
    ]);
  });

  it('adds an alert from /alert/list/', async () => {
    // Arrange
    await page.goto(`${server.url}/alert/list/`);
    await page.getByRole('main').getByRole('button', { name: 'Alert', exact: true }).first().click();
    const modal = page.getByRole('dialog', { name: 'Add Alert' });
    await modal.getByRole('textbox', { name: 'Alert name' }).waitFor();

    // Act
    await modal.getByRole('textbox', { name: 'Alert name' }).fill(ALERT);
    await pick(page, modal, 'Database', 'examples');
    await modal.getByRole('textbox', { name: 'SQL query' }).fill('SELECT COUNT(*) FROM birth_names');
    await pick(page, modal, 'Trigger Alert If...', '> (Larger than)');
    await modal.getByRole('textbox', { name: 'Value' }).fill('10');
    await pick(page, modal, 'Dashboard', 'USA Births Names', 'USA');
    await shot(page, '04-alert-modal');
    await modal.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Alert created').waitFor();
    await modal.waitFor({ state: 'detached' });
    const row = page.getByRole('table', { name: 'Alerts' }).getByRole('row').filter({ hasText: ALERT });
    await row.waitFor();
    await shot(page, '05-alert-list');

    // Assert
    const [alert] = await reportsNamed(token, ALERT);
    const { json } = await apiCall(token, 'GET', `/api/v1/report/${String(alert?.id)}`);
    expect(json.result).toMatchObject({
      type: 'Alert',
      active: true,
      crontab: '0 0 * * *',
      database: { id: 1, database_name: 'examples' },
      sql: 'SELECT COUNT(*) FROM birth_names',
      validator_type: 'operator',
      dashboard: { id: 1, dashboard_title: 'USA Births Names' },
      chart: null,
      creation_method: 'alerts_reports',
    });
    expect(JSON.parse(String((json.result as Record<string, unknown>).validator_config_json))).toEqual({
      op: '>',
      threshold: 10,
    });
    expect(problems).toEqual([]);
  });
});
