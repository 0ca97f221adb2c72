import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { callApi, layoutComponent, saveBirthsChart } from './dashboard-kit.ts';
import { connectBrowser, signedInPage, suiteServer } from './suite.ts';

const STAMP = Date.now();

/** The probe's colour: any pixel of it outside the dashboard's area is a payload that got out. */
const MAGENTA = 'rgb(255, 0, 255)';
const COVER = `top:0; left:0; width:100vw; height:100vh; z-index:2147483647; background:${MAGENTA}`;

/** The attacker probe's payloads, verbatim: the dashboard's CSS, then markdown with style sheets and a phishing overlay. */
const PROBE_CSS = `.dashboard-markdown, div {position:fixed!important; ${COVER}}`;
const PROBE_MARKDOWN = [
  `<style>nav, header{display:none!important} body{background:${MAGENTA}!important}</style>`,
  '',
  '<svg><style>nav, header{display:none!important}</style></svg>',
  '',
  `<div style="position:fixed;${COVER.replaceAll(' ', '')}">Session expired: <a href="https://evil.example/login">sign in again</a></div>`,
].join('\n');

/** The dashboard's own element (what `body` means in its CSS) taken out of the flow, over everything and magnified. */
const OWN_ELEMENT_CSS = `body { position: fixed !important; ${COVER}; transform: scale(3) }`;

/** Variants: negative margins and offsets, huge transforms, outlines, shadows, pseudo-elements, sticky; long enough to scroll. */
const VARIANT_CSS = [
  `body { min-height: 3000px }`,
  `body::before { content: ''; position: fixed; ${COVER} }`,
  `h2 { margin-top: -2000px; transform: translateY(-500px) scale(40); background: ${MAGENTA} }`,
  `p { position: absolute; top: -600px; left: -100px; width: 5000px; height: 800px; background: ${MAGENTA} }`,
  `a { outline: 3000px solid ${MAGENTA}; outline-offset: 500px }`,
  `table { box-shadow: 0 0 0 5000px ${MAGENTA} }`,
  `[data-testid="dashboard-markdown"] { position: sticky; top: -400px; z-index: 2147483647 }`,
].join('\n');
const VARIANT_MARKDOWN = '## Covering\n\nA paragraph with [a link](https://example.com).\n\n| a |\n| - |\n| 1 |';

/** How the app's navigation, its header bar and the dashboard's header look and where they are. */
const chromeLook = (page: Page) =>
  page.evaluate(() => {
    const look = (selector: string) => {
      const element = document.querySelector(selector)!;
      const style = getComputedStyle(element);
      const { x, y, width, height } = element.getBoundingClientRect();
      const { display, visibility, opacity, position, zIndex, transform, backgroundColor, color } = style;
      return {
        display,
        visibility,
        opacity,
        position,
        zIndex,
        transform,
        backgroundColor,
        color,
        rect: { x, y, width, height },
      };
    };
    return {
      nav: look('nav[aria-label="Main"]'),
      header: look('header'),
      dashboardHeader: look('[data-testid="dashboard-header"]'),
      body: getComputedStyle(document.body).backgroundColor,
    };
  });

/** For each of the navigation, the header bar and the dashboard's header: whether the element at its centre is its own. */
const onTop = (page: Page) =>
  page.evaluate(() =>
    ['nav[aria-label="Main"]', 'header', '[data-testid="dashboard-header"]'].map((selector) => {
      const element = document.querySelector(selector)!;
      const { x, y, width, height } = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    }),
  );

/** Magenta pixels in a screenshot of the top of the window (the navigation and the dashboard's header), counted by Chromium. */
async function magentaAbove(page: Page, decoder: Page, bottom: number): Promise<number> {
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 1440, height: bottom } });
  return decoder.evaluate(
    async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let count = 0;
      for (let index = 0; index < data.length; index += 4)
        if (data[index] === 255 && data[index + 1] === 0 && data[index + 2] === 255) count += 1;
      return count;
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
}

describe("a dashboard's CSS and markdown stay inside the dashboard's area", () => {
  let browser: Browser;
  let page: Page;
  let decoder: Page;
  const ids: Record<'plain' | 'probe' | 'variants' | 'own element', number> = {
    plain: 0,
    probe: 0,
    variants: 0,
    'own element': 0,
  };

  beforeAll(async () => {
    const { access_token: token } = await login(suiteServer().url, 'admin', 'admin');
    const pie = await saveBirthsChart(token, `Confined pie ${STAMP}`, {
      viz_type: 'pie',
      groupby: ['gender'],
      metric: 'count',
      row_limit: 100,
    });
    const create = async (title: string, code: string, css: string) => {
      const layout = {
        DASHBOARD_VERSION_KEY: 'v2',
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: layoutComponent('GRID_ID', 'GRID', ['ROW-1']),
        'ROW-1': layoutComponent('ROW-1', 'ROW', ['MARKDOWN-1', 'CHART-1']),
        'MARKDOWN-1': layoutComponent('MARKDOWN-1', 'MARKDOWN', [], { width: 4, height: 50, code }),
        'CHART-1': layoutComponent('CHART-1', 'CHART', [], { chartId: pie.id, width: 8, height: 50 }),
      };
      return (
        await callApi<{ id: number }>(token, 'POST', '/api/v1/dashboard/', {
          dashboard_title: title,
          css,
          position_json: JSON.stringify(layout),
        })
      ).id;
    };
    ids.plain = await create(`Plain ${STAMP}`, VARIANT_MARKDOWN, '');
    ids.probe = await create(`Probe ${STAMP}`, PROBE_MARKDOWN, PROBE_CSS);
    ids.variants = await create(`Variants ${STAMP}`, VARIANT_MARKDOWN, VARIANT_CSS);
    ids['own element'] = await create(`Own element ${STAMP}`, VARIANT_MARKDOWN, OWN_ELEMENT_CSS);
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(20_000);
    decoder = await page.context().newPage();
    // The newest page of a context is its front tab; Chromium draws the others a frame or two a second, which makes
    // every wait for a stable element take seconds. The decoder only decodes images.
    await page.bringToFront();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Opens a dashboard and waits for its markdown, its CSS (if any) and its chart. */
  async function open(id: number, search = '') {
    await page.goto(`${suiteServer().url}/superset/dashboard/${id}/${search}`);
    await page.locator('[data-testid="dashboard-markdown"] :is(h2, div, p)').first().waitFor({ state: 'attached' });
    await page.locator('[data-chart-status="rendered"]').waitFor({ state: 'attached' });
  }

  it.each(['probe', 'variants', 'own element'] as const)(
    'keeps the navigation and the dashboard header on top and as they are against the %s',
    async (name) => {
      // Arrange
      await open(ids.plain);
      const plain = await chromeLook(page);

      // Act
      await open(ids[name]);
      await page.getByTestId('dashboard-custom-css').waitFor({ state: 'attached' });
      await page.screenshot({ path: `test-results/e2e-dashboard-confinement-${name.replace(' ', '-')}.png` });

      // Assert
      expect(await chromeLook(page)).toEqual(plain);
      expect(await onTop(page)).toEqual([true, true, true]);
      expect(await magentaAbove(page, decoder, plain.dashboardHeader.rect.y + plain.dashboardHeader.rect.height)).toBe(
        0,
      );
    },
  );

  it('keeps the dashboard header sticky under the navigation while a hostile dashboard scrolls', async () => {
    // Arrange
    await open(ids.variants);
    const top = (await chromeLook(page)).dashboardHeader.rect.y;

    // Act
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => window.scrollY >= 1200);

    // Assert
    expect((await chromeLook(page)).dashboardHeader.rect.y).toBe(top);
    expect(await onTop(page)).toEqual([true, true, true]);
  });

  it('keeps the edit header and the insert panel in view and usable in edit mode of the probe', async () => {
    // Act
    await open(ids.probe, '?edit=true');
    await page.getByTestId('dashboard-custom-css').waitFor({ state: 'attached' });
    const panel = page.getByRole('complementary', { name: 'Insert components' });

    // Assert
    expect(await onTop(page)).toEqual([true, true, true]);
    expect(
      await panel.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
      }),
    ).toBe(true);
    await page.getByTestId('dashboard-header').getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL((url) => !url.search.includes('edit=true'));
  });

  it('shows a chart in full screen over the whole window, navigation included, and leaves it with Escape', async () => {
    // Arrange
    await open(ids.plain);

    // Act
    await page.getByTestId('dashboard-chart-menu').click();
    await page.getByRole('menuitem', { name: 'Enter fullscreen' }).click();
    const fullscreen = page.getByRole('dialog', { name: 'Chart in full screen' });
    await fullscreen.locator('[data-chart-status="rendered"]').waitFor();
    const covered = await onTop(page);
    const box = await fullscreen.boundingBox();
    await page.keyboard.press('Escape');
    await fullscreen.waitFor({ state: 'detached' });

    // Assert
    expect(covered).toEqual([false, false, false]);
    expect(box).toEqual({ x: 0, y: 0, width: 1440, height: 900 });
    expect(await onTop(page)).toEqual([true, true, true]);
  });
});
