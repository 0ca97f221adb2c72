import type { Page, Response } from 'playwright-core';

/** Steps the chart-list e2e file repeats: waiting for the list, picking in selects, reading rows. */

/** Saves a full-page screenshot under test-results for a person to look at. */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e-chart-list-${name}.png`, fullPage: true });

const isListAnswer = (response: Response) =>
  response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/v1/chart/';

/** Runs `action` and waits for the chart list answer it causes (for changes that leave the "1-25 of N" words as they were). */
export async function afterListAnswer(page: Page, action: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForResponse(isListAnswer), action()]);
}

/** Waits until the list shows `range` ("1-25 of 42") with no request of its own in flight. */
export async function shows(page: Page, range: string): Promise<void> {
  await page.waitForFunction(
    (text) =>
      document.querySelector('[data-testid="list-range"]')?.textContent === text &&
      document.querySelector('[aria-busy="true"]') === null,
    range,
  );
}

/** Picks `option` in the select labelled `label`, typing `search` first into one the server searches. */
export async function pick(page: Page, label: string, option: string, search?: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  if (search === undefined) await box.click();
  else await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The "first-last of count" words of the first page of `count` charts. */
export const firstPage = (count: number, pageSize = 25) => `1-${Math.min(count, pageSize)} of ${count}`;

/** Names of the chart links in the table, top to bottom. */
export const listedNames = (page: Page) => page.locator('tbody tr td:nth-child(2) a').allTextContents();

/** A name no seeded chart holds, for charts a test makes for itself. */
export const freshName = (prefix: string) => `${prefix}${Date.now().toString(36)}`;
