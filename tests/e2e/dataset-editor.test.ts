import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { apiCall, dragOnto, enabledRunButton, isChartData } from './explore-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

/**
 * The dataset editor driven as a user would, on a virtual dataset of its own (made through the API, so the examples
 * other tests read stay as they are): a calculated column and a metric with a `$` currency added from the dataset
 * list and saved after Superset's confirmation; the metric charted in Explore with its symbol; and a metric added
 * from Explore's dataset menu showing in the dataset panel without a reload; another table picked in the Source tab
 * (refused, as it has a dataset); and a warning set in Settings marking the dataset's name in Explore.
 */

const RUN = Date.now().toString(36);
const DATASET = `sales_${RUN}`;
/** Two rows whose amounts sum to 1,234, so the metric's formatted value is known exactly ($ 1,234). */
const SQL = "SELECT * FROM (VALUES ('north', 1200), ('south', 34)) AS sales(region, amount)";
const EXAMPLES_DATABASE = 1;

/** Saves a screenshot under test-results for a person to look at. */
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/e2e-dataset-editor-${name}.png` });

/** An Alpha user (who may write datasets and read them all) owning none, made through the security API. */
async function alphaUser(adminToken: string): Promise<{ username: string; password: string }> {
  const roles = (await apiCall(adminToken, 'GET', '/api/v1/security/roles/?q=(page_size:100)')).json.result as {
    id: number;
    name: string;
  }[];
  const user = { username: `alpha_${RUN}`, password: 'alpha-password-1' };
  const created = await apiCall(adminToken, 'POST', '/api/v1/security/users/', {
    ...user,
    first_name: 'Al',
    last_name: 'Pha',
    email: `alpha_${RUN}@example.com`,
    active: true,
    roles: [roles.find((role) => role.name === 'Alpha')!.id],
  });
  expect(created.status).toBe(201);
  return user;
}

/** Clicks Save, checks Superset's confirmation words and confirms; resolves once the modal has closed. */
async function saveWithConfirmation(page: Page): Promise<string | null> {
  await page.getByTestId('dataset-editor-save').click();
  const confirm = page.getByRole('dialog', { name: 'Confirm save' });
  await confirm.waitFor();
  const words = await confirm.getByRole('alert').textContent();
  await shot(page, 'confirm');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await page.getByTestId('dataset-editor-modal').waitFor({ state: 'detached' });
  return words;
}

describe('a dataset owner edits a dataset in the editor and charts what they added', () => {
  const server = suiteServer();
  let token: string;
  let datasetId: number;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    token = (await login(server.url)).access_token;
    const created = await apiCall(token, 'POST', '/api/v1/dataset/', {
      database: EXAMPLES_DATABASE,
      schema: 'main',
      table_name: DATASET,
      sql: SQL,
    });
    expect(created.status).toBe(201);
    datasetId = created.json.id as number;
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(20_000);
    problems = watchConsole(page);
  });

  afterAll(async () => {
    await browser?.close();
    if (datasetId !== undefined) await apiCall(token, 'DELETE', `/api/v1/dataset/${datasetId}`);
  });

  it('adds a calculated column and a dollar metric from the dataset list, saved after the confirmation', async () => {
    // Arrange
    await page.goto(`${server.url}/tablemodelview/list/`);
    await page.getByRole('textbox', { name: 'Search' }).fill(DATASET);
    await page
      .getByTestId('list-range')
      .filter({ hasText: /^1-1 of 1$/ })
      .waitFor();
    await page.getByRole('button', { name: `Edit ${DATASET}` }).click();
    const modal = page.getByTestId('dataset-editor-modal');
    await modal.getByRole('tab', { name: /^Metrics/ }).waitFor();

    // Act
    await modal.getByRole('tab', { name: /^Calculated columns/ }).click();
    await modal.getByRole('button', { name: 'Add item' }).click();
    const calculated = modal.getByTestId('dataset-editor-calculated-columns');
    await calculated.getByRole('textbox', { name: 'Column name' }).fill('amount_k');
    await calculated.getByRole('textbox', { name: 'SQL expression' }).fill('amount / 1000.0');
    await calculated.getByRole('textbox', { name: 'Data type' }).fill('DOUBLE');
    await shot(page, 'calculated-column');
    await modal.getByRole('tab', { name: /^Metrics/ }).click();
    await modal.getByRole('button', { name: 'Add item' }).click();
    const metrics = modal.getByTestId('dataset-editor-metrics');
    await metrics.getByRole('textbox', { name: 'Metric Key' }).first().fill('revenue');
    await metrics.getByRole('textbox', { name: 'Label' }).first().fill('Revenue');
    await metrics.getByRole('textbox', { name: 'SQL expression' }).first().fill('SUM(amount)');
    // The expression editor leaves Tab to the browser: the keyboard moves on to the row's delete button.
    await page.keyboard.press('Tab');
    const afterTab = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await metrics.getByRole('textbox', { name: 'D3 format' }).fill(',d');
    await metrics.getByRole('combobox', { name: 'Metric currency' }).click();
    await page.getByRole('option', { name: '$ (USD)' }).click();
    await shot(page, 'metric');
    const confirmation = await saveWithConfirmation(page);
    await page.getByRole('status').filter({ hasText: 'The dataset has been saved' }).waitFor();

    // Assert
    expect(afterTab).toBe('Delete revenue');
    expect(confirmation).toBe(
      'The dataset configuration exposed here affects all the charts using this dataset. Be mindful that changing settings here may affect other charts in undesirable ways.',
    );
    const stored = (await apiCall(token, 'GET', `/api/v1/dataset/${datasetId}`)).json.result as Record<
      string,
      Record<string, unknown>[]
    >;
    expect({
      calculated: stored
        .columns!.filter((column) => column.expression)
        .map(({ column_name, expression, type }) => ({ column_name, expression, type })),
      metric: stored
        .metrics!.filter((metric) => metric.metric_name === 'revenue')
        .map(({ verbose_name, expression, d3format, currency }) => ({ verbose_name, expression, d3format, currency })),
    }).toEqual({
      calculated: [{ column_name: 'amount_k', expression: 'amount / 1000.0', type: 'DOUBLE' }],
      metric: [
        {
          verbose_name: 'Revenue',
          expression: 'SUM(amount)',
          d3format: ',d',
          currency: { symbol: 'USD', symbolPosition: 'prefix' },
        },
      ],
    });
    expect(problems).toEqual([]);
  });

  it("picks another table in the Source tab's pickers; one that has a dataset already is refused with the server's words", async () => {
    // Arrange
    await page.goto(`${server.url}/tablemodelview/list/`);
    await page.getByRole('textbox', { name: 'Search' }).fill(DATASET);
    await page
      .getByTestId('list-range')
      .filter({ hasText: /^1-1 of 1$/ })
      .waitFor();
    await page.getByRole('button', { name: `Edit ${DATASET}` }).click();
    const modal = page.getByTestId('dataset-editor-modal');
    await modal.getByRole('button', { name: 'Unlock to edit the source' }).click();
    await modal.getByRole('radio', { name: 'Physical (table or view)' }).click();

    // Act
    await modal.getByRole('combobox', { name: 'Schema' }).click();
    const schemas = await page.getByRole('option').allTextContents();
    await page.getByRole('option', { name: 'main' }).click();
    await modal.getByRole('combobox', { name: 'Table name' }).click();
    await page.getByRole('option', { name: /long_lat$/ }).waitFor();
    await shot(page, 'table-picker');
    await page.getByRole('option', { name: /long_lat$/ }).click();
    await page.getByTestId('dataset-editor-save').click();
    await page.getByRole('dialog', { name: 'Confirm save' }).getByRole('button', { name: 'OK' }).click();
    const refusal = modal.getByRole('alert', { name: 'The dataset was not saved' });
    await refusal.waitFor();
    await shot(page, 'table-refused');
    const words = await refusal.textContent();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'detached' });

    // Assert
    const stored = (await apiCall(token, 'GET', `/api/v1/dataset/${datasetId}`)).json.result as {
      table_name: string;
      sql: string;
    };
    expect({ schemas, words, stored: [stored.table_name, stored.sql] }).toEqual({
      schemas: ['main'],
      words: 'The dataset was not savedtable: Dataset main.long_lat already exists',
      stored: [DATASET, SQL],
    });
    // The browser logs the refused PUT itself; taken out so the later tests start clean.
    expect(problems.splice(0)).toEqual([expect.stringMatching(/^error: Failed to load resource: .*422/)]);
  });

  it('charts the new metric in Explore, its value shown with the dollar sign', async () => {
    // Arrange
    await page.goto(`${server.url}/explore/?datasource_id=${datasetId}&datasource_type=table&viz_type=table`);
    const metric = page.getByTestId('explore-dataset-metric').filter({ hasText: 'Revenue' });
    await metric.waitFor();
    // The table plugin is in once it asks for controls; a plugin arriving after the drop would run the chart itself.
    await page.getByText('Add required control values to preview chart').waitFor();

    // Act
    await dragOnto(page, metric, page.locator('[data-drop-target="metrics"]'));
    // The metric is in the form, and the button takes it, before the click that runs it.
    await page.locator('[data-testid$="-chip"]', { hasText: 'Revenue' }).waitFor();
    await enabledRunButton(page).waitFor();
    await Promise.all([page.waitForRequest(isChartData), page.getByTestId('explore-update-button').click()]);
    const cell = page.getByTestId('explore-chart-container').getByRole('gridcell').first();
    await cell.waitFor();
    await shot(page, 'explore-chart');

    // Assert
    // Superset's currency formatter puts a space between a prefixed symbol and the number.
    expect(await cell.textContent()).toBe('$ 1,234');
    expect(await page.getByTestId('explore-dataset-column').allTextContents()).toContain('amount_k');
    expect(problems).toEqual([]);
  });

  it("adds a metric from Explore's dataset menu, which the dataset panel lists without a reload", async () => {
    // Arrange
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByTestId('explore-dataset-actions').click();
    await page.getByRole('menuitem', { name: 'Edit dataset' }).click();
    const modal = page.getByTestId('dataset-editor-modal');
    await modal.getByRole('tab', { name: /^Metrics/ }).click();

    // Act
    await modal.getByRole('button', { name: 'Add item' }).click();
    const metrics = modal.getByTestId('dataset-editor-metrics');
    await metrics.getByRole('textbox', { name: 'Metric Key' }).first().fill('region_count');
    await metrics.getByRole('textbox', { name: 'SQL expression' }).first().fill('COUNT(DISTINCT region)');
    await saveWithConfirmation(page);
    const added = page.getByTestId('explore-dataset-metric').filter({ hasText: 'region_count' });
    await added.waitFor();
    await shot(page, 'explore-after-edit');

    // Assert
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.getByTestId('explore-dataset-metric').allTextContents()).toEqual(
      expect.arrayContaining(['Revenue', 'region_count']),
    );
    expect(problems).toEqual([]);
  });

  it("marks the dataset's name in Explore with the warning set in Settings, its words in the tooltip", async () => {
    // Arrange
    await page.getByTestId('explore-dataset-actions').click();
    await page.getByRole('menuitem', { name: 'Edit dataset' }).click();
    const modal = page.getByTestId('dataset-editor-modal');
    await modal.getByRole('tab', { name: 'Settings' }).click();

    // Act
    await modal.getByRole('textbox', { name: 'Warning' }).fill('Figures arrive a day late');
    const extra = await modal.getByRole('textbox', { name: 'Extra' }).inputValue();
    await shot(page, 'settings-warning');
    await saveWithConfirmation(page);
    const warning = page.getByTestId('explore-dataset-warning');
    await warning.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    await shot(page, 'explore-warning');

    // Assert
    const stored = (await apiCall(token, 'GET', `/api/v1/dataset/${datasetId}`)).json.result as { extra: string };
    expect({ extra, tooltip: await tooltip.textContent(), stored: stored.extra }).toEqual({
      extra: '{\n  "warning_markdown": "Figures arrive a day late"\n}',
      tooltip: 'Figures arrive a day late',
      stored: '{"warning_markdown":"Figures arrive a day late"}',
    });
    expect(problems).toEqual([]);
  });

  it('offers the editor to a user who does not own the dataset only as disabled actions, in the list with the reason', async () => {
    // Arrange
    const { username, password } = await alphaUser(token);
    const alpha = await signedInPage(browser, username, password);
    await alpha.goto(`${server.url}/tablemodelview/list/`);
    await alpha.getByRole('textbox', { name: 'Search' }).fill(DATASET);
    await alpha
      .getByTestId('list-range')
      .filter({ hasText: /^1-1 of 1$/ })
      .waitFor();
    const edit = alpha.getByRole('button', { name: `Edit ${DATASET}` });

    // Act
    await edit.hover();
    const tooltip = alpha.getByRole('tooltip');
    await tooltip.waitFor();
    const reason = await tooltip.textContent();
    await shot(alpha, 'not-owner');
    // Forced: Playwright itself refuses to click an aria-disabled button; a person's click must do nothing either.
    await edit.click({ force: true });
    const listed = [
      await edit.getAttribute('aria-disabled'),
      reason,
      await alpha.getByTestId('dataset-editor-modal').count(),
    ];
    await alpha.goto(`${server.url}/explore/?datasource_id=${datasetId}&datasource_type=table&viz_type=table`);
    await alpha.getByTestId('explore-dataset-actions').click();
    const menuItem = alpha.getByRole('menuitem', { name: 'Edit dataset' });
    await menuItem.waitFor();

    // Assert
    expect([...listed, await menuItem.isDisabled()]).toEqual([
      'true',
      'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.',
      0,
      true,
    ]);
    await alpha.context().close();
  });
});
