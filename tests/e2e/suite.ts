import { type Browser, type Page, chromium } from 'playwright-core';
import { inject } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';

/** The shared local runtime of the e2e suite (started once by global-setup.ts). */
export const suiteServer = () => ({ url: inject('serverUrl'), dataDir: inject('serverDataDir') });

/** Connects to the suite's one Chromium; close the returned Browser (the connection) in afterAll. */
export const connectBrowser = (): Promise<Browser> => chromium.connect(inject('browserWsEndpoint'));

/** Problems a page reported on its console (errors and warnings) or threw, collected while a test runs. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * A second page beside `page`, in its context (a permalink or an embed opened elsewhere by the same user), used by
 * `use` and closed afterwards, `page` brought back to the front whatever happened. Chromium draws a context's tabs
 * behind its front one a frame or two a second: a page left behind makes each wait for a stable element take seconds.
 */
export async function withPageBeside<T>(page: Page, use: (beside: Page) => Promise<T>): Promise<T> {
  const beside = await page.context().newPage();
  try {
    return await use(beside);
  } finally {
    await beside.close();
    await page.bringToFront();
  }
}

/**
 * A page signed in as `username` without the login form: the tokens come from the login API and go where the web app
 * keeps them, so tests about other screens do not depend on the login page.
 */
export async function signedInPage(browser: Browser, username = 'admin', password = 'admin'): Promise<Page> {
  const tokens = await login(suiteServer().url, username, password);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((stored) => window.localStorage.setItem('skyset.auth', stored), JSON.stringify(tokens));
  return context.newPage();
}
