import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { LINE_CHART, drawnSeries, isChartData, saveChart } from './explore-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e-annotations-${name}.png`, fullPage: true });

/** Names unique to this run: the suite's server is shared by every e2e file and kept between runs. */
const RUN = Date.now();
const LAYER = `Holidays ${RUN}`;
const ANNOTATION = 'Summer break';

describe('native annotation layers: the screens, then an interval band in Explore', () => {
  const server = suiteServer();
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let chartId: number;

  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    const { access_token: token } = await login(server.url, 'admin', 'admin');
    chartId = await saveChart(token, `Births with holidays ${RUN}`, { ...LINE_CHART, time_range: 'No filter' });
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(20_000);
    problems = watchConsole(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('creates a layer from Settings > Manage, and an annotation on it', async () => {
    // Arrange
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Annotation Layers' }).click();
    await page.getByRole('heading', { name: 'Annotation layers' }).waitFor();

    // Act
    await page.getByRole('button', { name: 'Annotation layer' }).first().click();
    const layerModal = page.getByRole('dialog', { name: 'Add annotation layer' });
    await layerModal.getByLabel('Annotation layer name').fill(LAYER);
    await layerModal.getByLabel('Description').fill('School holidays');
    await layerModal.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('heading', { name: `Annotation Layer ${LAYER}` }).waitFor();
    await page.getByText('No annotation yet').waitFor();
    await page.getByRole('button', { name: 'Annotation', exact: true }).first().click();
    const modal = page.getByRole('dialog', { name: 'Add annotation' });
    await modal.getByLabel('Name').fill(ANNOTATION);
    await modal.getByLabel('Start').fill('1990-06-01T00:00:00');
    await modal.getByLabel('End').fill('1995-09-01T00:00:00');
    await modal.getByLabel('Description').fill('Long summer');
    await modal.getByLabel('JSON metadata').fill('{"kind": "school"}');
    await modal.getByRole('button', { name: 'Add' }).click();
    await modal.waitFor({ state: 'detached' });
    const row = page.getByRole('table', { name: 'Annotations' }).getByRole('row').nth(1);
    await row.getByRole('cell', { name: ANNOTATION, exact: true }).waitFor();
    await shot(page, '01-annotations');

    // Assert
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      ANNOTATION,
      'Long summer',
      'Jun 1, 1990, 00:00',
      'Sep 1, 1995, 00:00',
      '',
    ]);
    expect(page.url()).toMatch(new RegExp(`/annotationlayer/\\d+/annotation/$`));
  });

  it('draws the annotation as a band of an Interval layer on a line chart', async () => {
    // Arrange
    await page.goto(`${server.url}/explore/?slice_id=${chartId}`);
    await drawnSeries(page).first().waitFor();
    await page.getByText('Annotations and Layers').click();
    // The control's popover hides while its target is clipped by the panel's scroll area (Mantine's hideDetached), as
    // it is right after the section opens at the bottom of the panel: bring the target into full view first.
    const add = page.getByTestId('annotation_layers-add');
    await add.click({ trial: true }); // waits for the section to finish opening (a stable target)
    await add.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await add.click();
    const popover = page.getByTestId('annotation_layers-popover');
    await popover.getByRole('textbox', { name: 'Name' }).fill('Holidays band');
    await popover.getByRole('combobox', { name: 'Annotation layer type' }).click();
    await popover.getByRole('option', { name: 'Interval' }).click();
    await popover.getByRole('combobox', { name: 'Annotation layer', exact: true }).fill(LAYER);
    await popover.getByRole('option', { name: LAYER }).click();
    await popover.getByTestId('popover-save').click();

    // Act
    const [request] = await Promise.all([
      page.waitForRequest(isChartData),
      page.getByTestId('explore-update-button').click(),
    ]);
    const band = page.getByTestId('explore-chart-container').locator('.highcharts-plot-band');
    await band.first().waitFor();
    await shot(page, '02-band');

    // Assert
    const layers = (
      request.postDataJSON() as {
        queries: { annotation_layers: { name: string; annotationType: string; sourceType: string }[] }[];
      }
    ).queries[0]!.annotation_layers;
    expect(layers.map(({ name, annotationType, sourceType }) => ({ name, annotationType, sourceType }))).toEqual([
      { name: 'Holidays band', annotationType: 'INTERVAL', sourceType: 'NATIVE' },
    ]);
    expect(await band.count()).toBe(1);
    // Highcharts wraps a label by turning a space into a zero-width space.
    const labels = await page
      .getByTestId('explore-chart-container')
      .locator('.highcharts-plot-band-label')
      .allTextContents();
    expect(labels.map((label) => label.replaceAll('\u200b', ' '))).toEqual([ANNOTATION]);
    expect(problems).toEqual([]);
  });
});
