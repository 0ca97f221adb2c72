import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterListAnswer, firstPage, freshName, listedNames, pick, shot, shows } from './chart-list-helpers.ts';
import { createChart, type ListSeed, type SeededChart, seedChartList } from './chart-list-seed.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

describe('a user manages charts from the chart list', () => {
  const server = suiteServer();
  let seed: ListSeed;
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let count: (keep: (chart: SeededChart) => boolean) => number;
  let listUrl: (query?: string) => string;

  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    seed = await seedChartList(server.url);
    count = (keep) => seed.charts.filter(keep).length;
    listUrl = (query = '') => `${server.url}/chart/list/?filters=(slice_name:${seed.stamp}${query})`;
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(15_000);
    problems = watchConsole(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('searches names, descriptions and datasets, and keeps the search through a reload', async () => {
    // Arrange
    await page.goto(`${server.url}/chart/list/`);
    await page.getByRole('table', { name: 'Charts' }).waitFor();

    // Act
    await page.getByLabel('Search').fill(seed.stamp);
    await shows(page, firstPage(seed.charts.length));
    await shot(page, '01-search');
    await page.getByLabel('Search').fill(`${seed.stamp}-finance`);
    await shows(page, firstPage(count((chart) => chart.described)));
    await page.reload();
    await shows(page, firstPage(count((chart) => chart.described)));

    // Assert
    expect([await page.getByLabel('Search').inputValue(), decodeURIComponent(new URL(page.url()).search)]).toEqual([
      `${seed.stamp}-finance`,
      `?filters=(slice_name:${seed.stamp}-finance)`,
    ]);
  });

  it('filters by type, certification and favourite, each kept in the URL', async () => {
    // Arrange
    await page.goto(listUrl());
    await shows(page, firstPage(seed.charts.length));

    // Act
    await pick(page, 'Type', 'Pie Chart');
    await shows(page, firstPage(count((chart) => chart.vizType === 'pie')));
    await page.getByRole('button', { name: 'Clear Type' }).click();
    await pick(page, 'Certified', 'Yes');
    await pick(page, 'Favorite', 'Yes');
    const expected = count((chart) => chart.certified && chart.favorite);
    await shows(page, firstPage(expected));
    await shot(page, '02-filters');

    // Assert
    expect([decodeURIComponent(new URL(page.url()).search), (await listedNames(page)).length]).toEqual([
      `?filters=(certified:(label:Yes,value:!t),favorite:(label:Yes,value:!t),slice_name:${seed.stamp})`,
      expected,
    ]);
  });

  it('filters by dataset, owner and last modifier through choices the server searches', async () => {
    // Arrange
    await page.goto(listUrl());
    await shows(page, firstPage(seed.charts.length));

    // Act
    await pick(page, 'Dataset', 'cleaned_sales_data', 'cleaned');
    await shows(page, firstPage(count((chart) => chart.dataset === 'cleaned_sales_data')));
    await pick(page, 'Owner', seed.alpha.fullName, seed.stamp);
    await shows(
      page,
      firstPage(count((chart) => chart.dataset === 'cleaned_sales_data' && (chart.byAlpha || chart.twoOwners))),
    );
    await pick(page, 'Modified by', seed.alpha.fullName, seed.stamp);
    const expected = count((chart) => chart.dataset === 'cleaned_sales_data' && chart.byAlpha);
    await shows(page, firstPage(expected));
    await shot(page, '03-related-filters');

    // Assert
    const rows = page.locator('tbody tr');
    expect([await rows.count(), await page.locator('tbody tr', { hasText: 'cleaned_sales_data' }).count()]).toEqual([
      expected,
      expected,
    ]);
  });

  it('sorts by a column header and pages through the charts ten at a time', async () => {
    // Arrange
    await page.goto(listUrl());
    await shows(page, firstPage(seed.charts.length));

    // Act
    await afterListAnswer(page, () => page.getByRole('button', { name: 'Name' }).click());
    await shows(page, firstPage(seed.charts.length));
    const ascending = (await listedNames(page))[0];
    await afterListAnswer(page, () => page.getByRole('button', { name: 'Name' }).click());
    await shows(page, firstPage(seed.charts.length));
    const descending = (await listedNames(page))[0];
    await pick(page, 'Page size', '10 / page');
    await shows(page, firstPage(seed.charts.length, 10));
    await page.getByRole('button', { name: 'last page' }).click();
    await shows(page, `41-42 of ${seed.charts.length}`);
    await shot(page, '04-last-page');

    // Assert
    expect([ascending, descending, await listedNames(page), new URL(page.url()).searchParams.get('pageIndex')]).toEqual(
      [`${seed.stamp} chart 00`, `${seed.stamp} chart 41`, [`${seed.stamp} chart 01`, `${seed.stamp} chart 00`], '4'],
    );
  });

  it('walks back through page and filter changes with the back button', async () => {
    // Arrange
    await page.goto(`${listUrl()}&pageSize=10`);
    await shows(page, firstPage(seed.charts.length, 10));
    await page.getByRole('button', { name: '2', exact: true }).click();
    await shows(page, `11-20 of ${seed.charts.length}`);
    await pick(page, 'Certified', 'Yes');
    await shows(
      page,
      firstPage(
        count((chart) => chart.certified),
        10,
      ),
    );

    // Act
    await page.goBack();
    await shows(page, `11-20 of ${seed.charts.length}`);
    const certifiedAfterBack = await page.getByRole('combobox', { name: 'Certified', exact: true }).inputValue();
    await page.goBack();
    await shows(page, firstPage(seed.charts.length, 10));
    await page.goForward();

    // Assert
    await shows(page, `11-20 of ${seed.charts.length}`);
    expect([certifiedAfterBack, new URL(page.url()).searchParams.get('pageIndex')]).toEqual(['', '1']);
  });

  it('stars a chart and finds it starred after a reload', async () => {
    // Arrange
    // The newest charts are on the first page.
    const chart = seed.charts.filter((candidate) => !candidate.favorite).at(-1) as SeededChart;
    await page.goto(listUrl());
    await shows(page, firstPage(seed.charts.length));
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/v1/chart/${chart.id}/favorites/`));

    // Act
    await page.getByRole('button', { name: `Add ${chart.name} to favorites` }).click();
    await saved;
    await page.reload();

    // Assert
    await page.getByRole('button', { name: `Remove ${chart.name} from favorites` }).waitFor();
    expect(
      await page.getByRole('button', { name: `Remove ${chart.name} from favorites` }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('edits a chart’s properties in the modal and lists the change', async () => {
    // Arrange
    const name = freshName('Edited');
    const id = await createChart(server.url, seed.adminToken, `${name} before`);
    await page.goto(`${server.url}/chart/list/?filters=(slice_name:'${name}')`);
    await shows(page, firstPage(1));
    await page.getByRole('button', { name: `Edit ${name} before` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Chart Properties' });
    await dialog.getByLabel('Name').fill(`${name} after`);
    await dialog.getByLabel('Description').fill('Edited from the list');
    await dialog.getByLabel('Certified by').fill('QA');
    await dialog.getByLabel('Certification details').fill('Checked in e2e');
    await dialog.getByLabel('Cache timeout').fill('600');
    await pick(page, 'Owners', seed.alpha.fullName, seed.stamp);
    // Leaving the field closes its list of users, which would otherwise lie over the Save button.
    await page.getByRole('combobox', { name: 'Owners', exact: true }).press('Tab');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await shot(page, '05-properties');

    // Act
    const [put] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'PUT'),
      dialog.getByRole('button', { name: 'Save' }).click(),
    ]);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: `${name} after` }).waitFor();

    // Assert
    expect([new URL(put.url()).pathname, put.postDataJSON()]).toEqual([
      `/api/v1/chart/${id}`,
      {
        slice_name: `${name} after`,
        description: 'Edited from the list',
        owners: [seed.adminId, seed.alpha.id],
        cache_timeout: 600,
        certified_by: 'QA',
        certification_details: 'Checked in e2e',
      },
    ]);
  });

  it('shows cards that draw and name each chart’s type', async () => {
    // Act
    await page.goto(`${listUrl(",viz_type:(label:'Pie Chart',value:pie)")}&viewMode=card`);
    await shows(page, firstPage(count((chart) => chart.vizType === 'pie')));
    await shot(page, '06-cards');

    // Assert
    const covers = await page.getByTestId('chart-card-cover').allTextContents();
    expect(covers).toEqual(Array.from({ length: count((chart) => chart.vizType === 'pie') }, () => 'Pie Chart'));
  });

  it('deletes charts in bulk once DELETE is typed, and one chart from its row', async () => {
    // Arrange
    const prefix = freshName('Doomed');
    for (const index of [1, 2, 3]) await createChart(server.url, seed.adminToken, `${prefix} ${index}`);
    await page.goto(`${server.url}/chart/list/?filters=(slice_name:'${prefix}')`);
    await shows(page, firstPage(3));
    await page.getByRole('button', { name: 'Bulk select' }).click();
    await page.getByRole('checkbox', { name: `Select ${prefix} 1` }).check();
    await page.getByRole('checkbox', { name: `Select ${prefix} 2` }).check();
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    const lockedBeforeTyping = await dialog.getByRole('button', { name: 'Delete' }).isDisabled();
    await dialog.getByLabel('Type "DELETE" to confirm').fill('DELETE');
    await shot(page, '07-confirm');

    // Act
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Deleted 2 charts' }).waitFor();
    await shows(page, firstPage(1));
    await page.getByRole('button', { name: `Delete ${prefix} 3` }).click();
    await dialog.getByLabel('Type "DELETE" to confirm').fill('delete');
    await dialog.getByLabel('Type "DELETE" to confirm').press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: `Deleted: ${prefix} 3` })
      .waitFor();

    // Assert
    await page.getByText('No results match your filter criteria').waitFor();
    expect([lockedBeforeTyping, await page.locator('tbody tr').count()]).toEqual([true, 0]);
  });

  it('reported no console errors on the way', () => {
    expect(problems).toEqual([]);
  });

  it('says the server’s words and status when the list fails, then recovers', async () => {
    // Arrange
    const other = await signedInPage(browser);
    await other.route('**/api/v1/chart/?q=*', (route) =>
      route.fulfill({ status: 500, json: { message: 'Database unavailable' } }),
    );

    // Act
    await other.goto(listUrl());
    const alert = other.getByRole('alert').filter({ hasText: 'Could not load charts' });
    await alert.waitFor();
    await shot(other, '08-error');
    const shown = await alert.innerText();
    await other.unroute('**/api/v1/chart/?q=*');
    await other.getByRole('button', { name: 'Try again' }).click();

    // Assert
    await shows(other, firstPage(seed.charts.length));
    expect(shown.split('\n').filter(Boolean).slice(0, 2)).toEqual([
      'Could not load charts (error 500): The server ran into a problem',
      'Database unavailable',
    ]);
    await other.context().close();
  });

  it('puts a star back with a toast when saving the favourite fails', async () => {
    // Arrange
    // On the first page, and not the chart the earlier test starred.
    const chart = seed.charts.filter((candidate) => !candidate.favorite).at(-2) as SeededChart;
    const other = await signedInPage(browser);
    await other.route('**/favorites/', (route) => route.fulfill({ status: 500, json: { message: 'Fatal error' } }));
    await other.goto(listUrl());
    await shows(other, firstPage(seed.charts.length));

    // Act
    await other.getByRole('button', { name: `Add ${chart.name} to favorites` }).click();
    await other
      .getByRole('alert')
      .filter({ hasText: 'There was an error saving the favorite status: Fatal error' })
      .waitFor();

    // Assert
    expect(
      await other.getByRole('button', { name: `Add ${chart.name} to favorites` }).getAttribute('aria-pressed'),
    ).toBe('false');
    await other.context().close();
  });

  it('offers an Alpha user edit and delete only on the charts they own', async () => {
    // Arrange
    const alpha = await signedInPage(browser, seed.alpha.username, seed.alpha.password);

    // Act
    await alpha.goto(`${listUrl()}&pageSize=50`);
    await shows(alpha, firstPage(seed.charts.length, 50));
    await alpha
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor();
    await shot(alpha, '09-alpha');

    // Assert
    const labels = (name: RegExp) =>
      alpha
        .getByRole('button', { name })
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    const owned = seed.charts
      .filter((chart) => chart.byAlpha || chart.twoOwners)
      .map((chart) => chart.name)
      .sort();
    const [edits, deletes] = await Promise.all([labels(/^Edit /), labels(/^Delete /)]);
    expect([edits.sort(), deletes.sort()]).toEqual([
      owned.map((name) => `Edit ${name}`),
      owned.map((name) => `Delete ${name}`),
    ]);
    await alpha.context().close();
  });

  it('shows a Gamma user the charts of their dataset, with edit and delete only on charts they own (none here)', async () => {
    // Arrange
    const gamma = await signedInPage(browser, seed.gamma.username, seed.gamma.password);

    // Act
    await gamma.goto(listUrl());
    await shows(gamma, firstPage(count((chart) => chart.dataset === 'birth_names')));
    await shot(gamma, '10-gamma');

    // Assert: Gamma writes charts in Superset, so it may add one and bulk select its own
    const buttons = ['Bulk select', /^Edit /, /^Delete /].map((name) => gamma.getByRole('button', { name }).count());
    expect([
      ...(await Promise.all(buttons)),
      await gamma.getByRole('link', { name: 'Chart', exact: true }).count(),
    ]).toEqual([1, 0, 0, 1]);
    await gamma.context().close();
  });
});
