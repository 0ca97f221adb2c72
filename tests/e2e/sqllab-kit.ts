import type { Locator, Page } from 'playwright-core';

/** The query tabs of SQL Lab's tab bar (not the south pane's tabs). */
export const queryTabs = (page: Page): Locator => page.getByRole('tablist', { name: 'Query tabs' }).getByRole('tab');

/** Names of the query tabs, and of the active one. */
export const tabNames = (page: Page): Promise<string[]> => queryTabs(page).allTextContents();
export const activeTabName = (page: Page): Promise<string | null> =>
  page.getByRole('tablist', { name: 'Query tabs' }).locator('[role=tab][aria-selected=true]').textContent();

/** The editor's text area (CodeMirror's content). */
export const editorContent = (page: Page): Locator => page.getByTestId('sql-editor').locator('.cm-content');

/** Replaces the active tab's SQL as if typed at once (no autocomplete in between). */
export async function setSql(page: Page, sql: string): Promise<void> {
  await editorContent(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(sql);
}

/**
 * The SQL the editor shows, one line per editor line, once the editor is there: the editor is a chunk of its own, which
 * can still be loading when the tabs have drawn (an empty editor has one empty line).
 */
export async function editorSql(page: Page): Promise<string> {
  const lines = editorContent(page).locator('.cm-line');
  await lines.first().waitFor();
  return (await lines.allTextContents()).join('\n');
}

/** The cells of the Results grid, row by row, once it shows `rows` rows. */
export async function resultRows(page: Page, rows: number): Promise<string[][]> {
  const grid = page.getByTestId('sqllab-south-pane').getByTestId('sqllab-result-grid');
  await grid.locator(`[role=row][aria-rowindex="${rows + 1}"]`).waitFor();
  return grid
    .locator('[role=row][aria-rowindex]')
    .evaluateAll((found) =>
      found.map((row) => Array.from(row.querySelectorAll('[role=cell]'), (cell) => cell.textContent ?? '')),
    );
}

/** Runs the whole SQL with the editor's shortcut. */
export async function runWithShortcut(page: Page): Promise<void> {
  await editorContent(page).click();
  await page.keyboard.press('ControlOrMeta+Enter');
}
