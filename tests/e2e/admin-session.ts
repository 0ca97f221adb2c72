import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser, signedInPage, watchConsole } from './suite.ts';

/** A describe block's browser: the suite's Chromium, a page signed in as admin, and the problems its console reported. */
export interface AdminSession {
  browser: Browser;
  page: Page;
  problems: string[];
}

/** Opens an admin page on the suite's browser with a default timeout, its console watched; screenshots go to test-results/. */
export async function openAdminSession(timeoutMs = 20_000): Promise<AdminSession> {
  await mkdir('test-results', { recursive: true });
  const browser = await connectBrowser();
  const page = await signedInPage(browser);
  page.setDefaultTimeout(timeoutMs);
  return { browser, page, problems: watchConsole(page) };
}
