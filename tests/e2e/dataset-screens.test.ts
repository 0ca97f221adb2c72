import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '#functions/security/service.ts';
import { login } from '../integration/helpers/runtime.ts';
import { apiCall, bytesOf } from './explore-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

/**
 * The dataset screens driven as a user would: a table that did not exist at start-up (in a DuckDB file of the
 * tenant's, connected as a database of its own) picked on "New dataset", created and opened in Explore; found in the
 * dataset list by its database and type; and deleted there once the warning was read and DELETE typed.
 */

const RUN = Date.now().toString(36);
const TABLE = `rainfall_${RUN}`;
/** Tables the bulk actions take, made datasets through the API. */
const BULK_TABLES = [`snow_${RUN}`, `wind_${RUN}`];

/** Saves a screenshot under test-results for a person to look at. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e-dataset-screens-${name}.png`, fullPage: true });

/** Writes a DuckDB file holding one small table, where the tenant's databases may live. */
async function writeDatabaseFile(dataDir: string): Promise<string> {
  const folder = join(dataDir, 'tenants', DEFAULT_TENANT);
  await mkdir(folder, { recursive: true });
  const path = join(folder, `weather_${RUN}.duckdb`);
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  for (const table of [TABLE, ...BULK_TABLES]) {
    await connection.run(
      `CREATE TABLE ${table} AS SELECT DATE '2024-01-01' + CAST(i AS INTEGER) AS day, 'city_' || (i % 3) AS city, i * 1.5 AS mm FROM range(30) t(i)`,
    );
  }
  connection.closeSync();
  instance.closeSync();
  return path;
}

/** Picks `option` in the select labelled `label`. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits until the list shows `range` ("1-1 of 1") with no request of its own in flight. */
async function shows(page: Page, range: string): Promise<void> {
  await page.waitForFunction(
    (text) =>
      document.querySelector('[data-testid="list-range"]')?.textContent === text &&
      document.querySelector('[aria-busy="true"]') === null,
    range,
  );
}

describe('a user adds a dataset from a new table, finds it in the dataset list and deletes it', () => {
  const server = suiteServer();
  const databaseName = `weather_${RUN}`;
  let token: string;
  let databaseId: number;
  let datasetId: number;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    token = (await login(server.url)).access_token;
    const path = await writeDatabaseFile(server.dataDir);
    const created = await apiCall(token, 'POST', '/api/v1/database/', {
      database_name: databaseName,
      sqlalchemy_uri: `duckdb:///${path}`,
    });
    expect(created.status).toBe(201);
    databaseId = created.json.id as number;
    browser = await connectBrowser();
    page = await signedInPage(browser);
    problems = watchConsole(page);
  });

  afterAll(async () => {
    await browser?.close();
    if (databaseId !== undefined) await apiCall(token, 'DELETE', `/api/v1/database/${databaseId}`);
  });

  it('previews the picked table and lands in Explore on the dataset it creates', async () => {
    // Arrange
    await page.goto(`${server.url}/dataset/add/`);
    await page.getByText('Select dataset source').waitFor();
    await pick(page, 'Database', databaseName);
    await pick(page, 'Schema', 'main');

    // Act
    await page.getByRole('navigation', { name: 'Tables' }).getByText(TABLE, { exact: true }).click();
    const columns = page.getByRole('table', { name: 'Table columns' });
    await columns.waitFor();
    const previewed = await columns
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)));
    await shot(page, 'add-preview');
    await page.getByRole('button', { name: 'Create dataset and create chart' }).click();
    await page.waitForURL(/\/explore\/\?datasource_type=table&datasource_id=\d+$/);
    datasetId = Number(new URL(page.url()).searchParams.get('datasource_id'));

    // Assert
    expect(previewed).toEqual([
      ['day', 'DATE'],
      ['city', 'VARCHAR'],
      ['mm', 'DECIMAL'],
    ]);
    await expect.poll(() => page.getByTestId('explore-dataset-name').textContent()).toBe(`main.${TABLE}`);
    await shot(page, 'explore');
    const stored = await apiCall(token, 'GET', `/api/v1/dataset/${datasetId}`);
    expect([stored.status, stored.json.result]).toMatchObject([
      200,
      { table_name: TABLE, schema: 'main', database: { id: databaseId }, kind: 'physical' },
    ]);
  });

  it('links the table to its dataset instead of creating a second one', async () => {
    // Arrange
    await page.goto(`${server.url}/dataset/add/`);
    await pick(page, 'Database', databaseName);
    await pick(page, 'Schema', 'main');

    // Act
    await page.getByRole('navigation', { name: 'Tables' }).getByText(TABLE, { exact: true }).click();
    const warning = page.getByRole('alert');
    await warning.waitFor();

    // Assert
    expect(await warning.textContent()).toBe(
      'This table already has a dataset associated with it. You can only associate one dataset with a table. View Dataset',
    );
    expect(await warning.getByRole('link', { name: 'View Dataset' }).getAttribute('href')).toBe(
      `/explore/?datasource_type=table&datasource_id=${datasetId}`,
    );
    expect(await page.getByRole('button', { name: 'Create dataset and create chart' }).isDisabled()).toBe(true);
  });

  it('finds the dataset by its database and type, and deletes it after the warning', async () => {
    // Arrange
    await page.goto(`${server.url}/tablemodelview/list/`);
    await page.getByRole('table', { name: 'Datasets' }).waitFor();
    await pick(page, 'Database', databaseName);
    await pick(page, 'Type', 'Physical');
    await shows(page, '1-1 of 1');
    const row = page.getByRole('table', { name: 'Datasets' }).locator('tbody tr');
    const cells = await row.locator('td').allTextContents();
    await shot(page, 'list-filtered');

    // Act
    await page.getByRole('button', { name: `Delete ${TABLE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Dataset?' });
    await dialog.getByText('is linked to').waitFor();
    const warning = await dialog.locator('p').first().textContent();
    await shot(page, 'delete-warning');
    await dialog.getByLabel('Type "DELETE" to confirm').fill('delete');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No results match your filter criteria').waitFor();

    // Assert
    expect(cells.slice(0, 4)).toEqual([TABLE, 'Physical', databaseName, 'main']);
    expect(new URL(page.url()).search).toBe(
      `?filters=(database:(label:${databaseName},value:${databaseId}),sql:(label:Physical,value:!t))`,
    );
    expect(warning).toBe(
      `The dataset ${TABLE} is linked to 0 charts that appear on 0 dashboards. Are you sure you want to continue? Deleting the dataset will break those objects.`,
    );
    expect((await apiCall(token, 'GET', `/api/v1/dataset/${datasetId}`)).status).toBe(404);
    expect(problems).toEqual([]);
  });

  it('exports and deletes the selected datasets in bulk', async () => {
    // Arrange
    const ids: number[] = [];
    for (const table_name of BULK_TABLES) {
      const created = await apiCall(token, 'POST', '/api/v1/dataset/', {
        database: databaseId,
        schema: 'main',
        table_name,
      });
      expect(created.status).toBe(201);
      ids.push(created.json.id as number);
    }
    await page.goto(
      `${server.url}/tablemodelview/list/?filters=(database:(label:${databaseName},value:${databaseId}))&sortColumn=table_name&sortOrder=asc`,
    );
    await shows(page, '1-2 of 2');
    await page.getByRole('button', { name: 'Bulk select' }).click();
    await page.getByRole('button', { name: 'Select all 2' }).click();
    const bulkBar = page.getByRole('toolbar', { name: 'Bulk actions' });

    // Act
    const download = page.waitForEvent('download');
    await bulkBar.getByRole('button', { name: 'Export' }).click();
    const bundle = unzipSync(await bytesOf(await download));
    await shot(page, 'bulk-select');
    await bulkBar.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await dialog.getByLabel('Type "DELETE" to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Deleted 2 datasets' }).waitFor();
    await page.getByText('No results match your filter criteria').waitFor();

    // Assert
    const datasetFiles = Object.keys(bundle)
      .filter((path) => /\/datasets\//.test(path))
      .map((path) => path.split('/').pop())
      .sort();
    expect(datasetFiles).toEqual(BULK_TABLES.map((table) => `${table}.yaml`));
    const gone = await Promise.all(
      ids.map(async (id) => (await apiCall(token, 'GET', `/api/v1/dataset/${id}`)).status),
    );
    expect(gone).toEqual([404, 404]);
    expect(problems).toEqual([]);
  });
});
