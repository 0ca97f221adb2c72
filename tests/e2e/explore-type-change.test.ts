import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { saveBirthsChart } from './dashboard-kit.ts';
import { openAdminSession, type AdminSession } from './admin-session.ts';
import { suiteServer } from './suite.ts';

const STAMP = Date.now();
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e-explore-type-change-${name}.png` });
const chartArea = (page: Page) => page.getByTestId('explore-chart-container');

/** The legend labels of the pie drawn in the chart area. */
const pieLegend = (page: Page) => chartArea(page).locator('.highcharts-legend-item').allTextContents();

/** Opens a saved chart in Explore and waits until its first answer is drawn. */
async function openDrawn(page: Page, chartId: number): Promise<void> {
  await page.goto(`${suiteServer().url}/explore/?slice_id=${chartId}`);
  await chartArea(page).locator('table').first().waitFor();
}

describe('changing the chart type in Explore', () => {
  let session: AdminSession;
  let rawTable: number;
  let genderTable: number;

  beforeAll(async () => {
    const { access_token: token } = await login(suiteServer().url, 'admin', 'admin');
    rawTable = (
      await saveBirthsChart(token, `Raw names ${STAMP}`, {
        viz_type: 'table',
        query_mode: 'raw',
        all_columns: ['name', 'gender', 'num'],
        row_limit: 50,
      })
    ).id;
    genderTable = (
      await saveBirthsChart(token, `Count by gender ${STAMP}`, {
        viz_type: 'table',
        query_mode: 'aggregate',
        groupby: ['gender'],
        metrics: ['count'],
        row_limit: 50,
      })
    ).id;
    session = await openAdminSession();
  });

  afterAll(async () => {
    await session?.browser.close();
  });

  it('draws nothing from the old answer when the new type lacks its controls, then asks for a run once they are filled', async () => {
    // Arrange
    const { page } = session;
    await openDrawn(page, rawTable);

    // Act
    await page.getByTestId('fast-viz-switcher-pie').click();
    await page.getByTestId('explore-chart-missing-controls').waitFor();
    const drawnWhileMissing = await chartArea(page).locator('svg.highcharts-root').count();
    await shot(page, '01-missing');
    await page.getByTestId('metric-add').click();
    await page.getByTestId('metric-popover').getByRole('combobox', { name: 'Column', exact: true }).click();
    await page.getByRole('option', { name: 'num', exact: true }).click();
    await page.getByTestId('metric-popover').getByRole('combobox', { name: 'Aggregate', exact: true }).click();
    await page.getByRole('option', { name: 'SUM', exact: true }).click();
    await page.getByTestId('popover-save').click();
    await page.getByTestId('explore-chart-type-changed').waitFor();
    const drawnBeforeRun = await chartArea(page).locator('svg.highcharts-root').count();
    await shot(page, '02-run-to-see');
    await page.getByTestId('explore-update-button').click();
    await chartArea(page).locator('.highcharts-point').first().waitFor();
    await shot(page, '03-pie');

    // Assert
    const slices = await chartArea(page).locator('.highcharts-series-group .highcharts-point').count();
    expect({ drawnWhileMissing, drawnBeforeRun, slices, legend: await pieLegend(page) }).toEqual({
      drawnWhileMissing: 0,
      drawnBeforeRun: 0,
      slices: 1,
      legend: ['SUM(num)'],
    });
  });

  it('runs the new type at once when its controls are already filled, drawing its own answer', async () => {
    // Arrange
    const { page } = session;
    await openDrawn(page, genderTable);

    // Act
    await page.getByTestId('fast-viz-switcher-pie').click();
    await chartArea(page).locator('.highcharts-legend-item').nth(1).waitFor();
    await shot(page, '04-pie-at-once');

    // Assert
    expect((await pieLegend(page)).sort()).toEqual(['boy', 'girl']);
  });

  it('reported no console errors on the way', () => {
    expect(session.problems).toEqual([]);
  });
});
