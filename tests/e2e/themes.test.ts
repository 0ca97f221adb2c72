import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { callApi } from './dashboard-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

/** Themes ([H] item 5): light, dark and Match system from the user menu, charts following; a tenant brand colour. */

const STAMP = Date.now();
const BRAND = '#2f9e44';
const BRAND_RGB = 'rgb(47, 158, 68)';

/** The page's colour scheme, as the document says it. */
const pageScheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

/** The colour a chart's legend text is drawn in (Highcharts styles its SVG text). */
const legendTextColor = (page: Page) =>
  page
    .locator('.highcharts-legend-item text')
    .first()
    .evaluate((text) => getComputedStyle(text).fill);

/**
 * Elements of the page drawn as light boxes: an opaque background lighter than mid-grey over more than 100 x 100
 * pixels in view, named by tag and text. On a dark page there should be none (a white card, panel or header).
 */
const lightBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')].flatMap((element) => {
      const match = /^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/.exec(getComputedStyle(element).backgroundColor);
      if (!match || Number(match[4] ?? 1) < 0.5) return [];
      const [r, g, b] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
      const box = element.getBoundingClientRect();
      const visible = box.width * box.height > 10_000 && box.bottom > 0 && box.top < window.innerHeight;
      return visible && (r + g + b) / 3 > 160
        ? [`${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 40)}`]
        : [];
    }),
  );

/** Picks one of the user menu's theme choices. */
async function chooseMode(page: Page, label: 'Light' | 'Dark' | 'Match system') {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

describe('themes', () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let chartId: number;
  let dashboardId: number;
  let problems: string[];

  beforeAll(async () => {
    ({ access_token: token } = await login(suiteServer().url, 'admin', 'admin'));
    const { result } = await callApi<{ result: { id: number; slice_name: string }[] }>(
      token,
      'GET',
      `/api/v1/chart/?q=${encodeURIComponent("(filters:!((col:slice_name,opr:eq,value:'Births by Gender')))")}`,
    );
    chartId = result[0]!.id;
    const dashboards = await callApi<{ result: { id: number }[] }>(
      token,
      'GET',
      `/api/v1/dashboard/?q=${encodeURIComponent("(filters:!((col:dashboard_title,opr:eq,value:'USA Births Names')))")}`,
    );
    dashboardId = dashboards.result[0]!.id;
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(20_000);
    problems = watchConsole(page);
  });

  afterAll(async () => {
    // The suite's server is shared: leave no theme behind for the files after this one.
    const { result } = await callApi<{ result: { id: number; theme_name: string }[] }>(token, 'GET', '/api/v1/theme/');
    await callApi(token, 'DELETE', '/api/v1/theme/unset_system_default');
    for (const theme of result.filter(({ theme_name }) => theme_name.endsWith(String(STAMP))))
      await callApi(token, 'DELETE', `/api/v1/theme/${theme.id}`);
    await browser?.close();
  });

  it('switches to dark and back from the user menu: the document and a chart follow at once', async () => {
    // Arrange
    await page.goto(`${suiteServer().url}/explore/?slice_id=${chartId}`);
    await page.locator('.highcharts-legend-item').first().waitFor();
    const before = [await pageScheme(page), await legendTextColor(page)];

    // Act
    await chooseMode(page, 'Dark');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark');
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.highcharts-legend-item text')!).fill === 'rgb(230, 230, 230)',
    );
    const dark = [await pageScheme(page), await legendTextColor(page)];
    const stored = await page.evaluate(() => window.localStorage.getItem('superset-theme-mode'));
    await chooseMode(page, 'Light');
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.highcharts-legend-item text')!).fill === 'rgb(31, 31, 31)',
    );

    // Assert
    expect(before).toEqual(['light', 'rgb(31, 31, 31)']);
    expect(dark).toEqual(['dark', 'rgb(230, 230, 230)']);
    expect(stored).toBe('dark');
    expect([await pageScheme(page), await legendTextColor(page)]).toEqual(['light', 'rgb(31, 31, 31)']);
    expect(problems).toEqual([]);
  });

  it('opens a page already dark when dark was chosen: the scheme is set before the app runs', async () => {
    // Arrange: the scheme as the document has it when parsing ends, before the app's module scripts run
    await page.goto(`${suiteServer().url}/superset/welcome/`);
    await page.evaluate(() => window.localStorage.setItem('superset-theme-mode', 'dark'));
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { schemeBeforeApp: string | null }).schemeBeforeApp =
            document.documentElement.getAttribute('data-mantine-color-scheme');
      }),
    );

    // Act
    await page.goto(`${suiteServer().url}/superset/welcome/`);
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();

    // Assert
    expect(await page.evaluate(() => (window as unknown as { schemeBeforeApp: string | null }).schemeBeforeApp)).toBe(
      'dark',
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(36, 36, 36)');
    await page.evaluate(() => window.localStorage.setItem('superset-theme-mode', 'default'));
  });

  it.each(['default', 'dark'] as const)(
    'draws the home page, a dashboard, Explore and SQL Lab without light boxes in the dark, the SQL editor One Dark (mode %s, pictures kept)',
    async (mode) => {
      // Arrange
      await page.goto(`${suiteServer().url}/superset/welcome/`);
      await page.evaluate((stored) => window.localStorage.setItem('superset-theme-mode', stored), mode);
      const found: Record<string, string[]> = {};

      // Act
      for (const [name, path] of [
        ['home', '/superset/welcome/'],
        ['dashboard', `/superset/dashboard/${dashboardId}/`],
        ['explore', `/explore/?slice_id=${chartId}`],
        ['sqllab', '/sqllab/'],
      ] as const) {
        await page.goto(`${suiteServer().url}${path}`);
        await page.getByRole('button', { name: 'User menu' }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(() => document.querySelectorAll('[data-chart-status="loading"]').length === 0);
        await page.screenshot({ path: `test-results/e2e-themes-${name}-${mode}.png` });
        if (mode === 'dark') found[name] = await lightBoxes(page);
      }
      const editor = await page.locator('.cm-editor').evaluate((element) => getComputedStyle(element).backgroundColor);

      // Assert
      if (mode === 'dark') expect(found).toEqual({ home: [], dashboard: [], explore: [], sqllab: [] });
      // @codemirror/theme-one-dark's background in the dark, @uiw/react-codemirror's light theme's white in the light.
      expect(editor).toBe(mode === 'dark' ? 'rgb(40, 44, 52)' : 'rgb(255, 255, 255)');
      await page.evaluate(() => window.localStorage.setItem('superset-theme-mode', 'default'));
    },
  );

  it('sets a brand colour in Settings > Themes: the primary buttons take it at once, and on the next page', async () => {
    // Arrange
    await page.goto(`${suiteServer().url}/theme/list/`);
    // The header's button (an empty list offers a second one).
    await page.getByRole('button', { name: 'Theme', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add theme' });
    await dialog.getByRole('textbox', { name: 'Theme name' }).fill(`Brand ${STAMP}`);
    await dialog.getByRole('textbox', { name: 'Brand colour' }).fill(BRAND);
    await dialog.getByRole('textbox', { name: 'Application name' }).fill('Green Analytics');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Act
    await page.getByRole('button', { name: 'Set as system default' }).click();
    await page.getByRole('link', { name: 'Green Analytics' }).waitFor();
    const addButton = await page
      .getByRole('button', { name: 'Theme', exact: true })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    await page.goto(`${suiteServer().url}/explore/?slice_id=${chartId}`);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.waitFor();

    // Assert
    expect(addButton).toBe(BRAND_RGB);
    expect(await save.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(BRAND_RGB);
    expect(await page.title()).toMatch(/Green Analytics$/);
    expect(problems).toEqual([]);
  });
});
