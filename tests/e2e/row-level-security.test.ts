import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { openAdminSession, type AdminSession } from './admin-session.ts';
import { apiCall } from './explore-kit.ts';
import { suiteServer } from './suite.ts';

/** Saves a screenshot under test-results for a person to look at. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e-row-level-security-${name}.png`, fullPage: true });

/** Picks the option named `option` of the modal's select labelled `label`, typing `search` first, then closes its dropdown. */
async function pickOption(page: Page, label: string, search: string, option: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog');
  const input = dialog.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
  // The dropdown stays open for more picks and covers the fields below it.
  await dialog.getByRole('heading').first().click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** The rows of the rule list, each as its cells' texts: name, filter type, group key, clause and last modified. */
async function ruleRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table', { name: 'Rules' }).locator('tbody tr');
  const texts: string[][] = [];
  for (const row of await rows.all()) texts.push((await row.locator('td').allTextContents()).slice(0, 5));
  return texts;
}

describe('an Admin manages row level security rules through the screens', () => {
  const server = suiteServer();
  const stamp = Date.now();
  const rule = `Girls only ${stamp}`;
  const other = `Nobody ${stamp}`;
  let session: AdminSession;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    session = await openAdminSession();
    page = session.page;
    token = (await login(server.url, 'admin', 'admin')).access_token;
  });

  afterAll(async () => {
    await session?.browser.close();
  });

  it('adds a rule from Settings > Security > Row Level Security', async () => {
    // Arrange
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Row Level Security' }).click();
    await page.getByRole('heading', { name: 'Row Level Security' }).waitFor();
    await page.getByRole('button', { name: 'Rule', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Rule' });
    const add = dialog.getByRole('button', { name: 'Add' });
    const disabledBefore = await add.isDisabled();

    // Act
    await dialog.getByRole('textbox', { name: 'Rule Name' }).fill(rule);
    await pickOption(page, 'Datasets', 'birth_names', /birth_names$/);
    await pickOption(page, 'Roles', 'Gamma', 'Gamma');
    await dialog.getByRole('textbox', { name: 'Group Key' }).fill('gender');
    await dialog.getByRole('textbox', { name: 'Clause' }).fill("gender = 'girl'");
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Gamma sees the girls only');
    await shot(page, 'add');
    await add.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Rule added').waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill(rule);
    await page.keyboard.press('Enter');
    await expect.poll(() => ruleRows(page)).toHaveLength(1);
    await shot(page, 'list');

    // Assert
    const [row = []] = await ruleRows(page);
    expect({
      disabledBefore,
      row: row.slice(0, 4),
      modified: row[4] !== '',
      path: new URL(page.url()).pathname,
    }).toEqual({
      disabledBefore: true,
      row: [rule, 'Regular', 'gender', "gender = 'girl'"],
      modified: true,
      path: '/rowlevelsecurity/list/',
    });
  });

  it('edits the rule into a Base filter excluding Gamma, from its row', async () => {
    // Arrange
    await page.getByRole('button', { name: `Edit ${rule}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Rule' });
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Rule Name' }).inputValue()).toBe(rule);
    const pills = await dialog.locator('.mantine-Pill-label').allTextContents();

    // Act
    await dialog.getByRole('combobox', { name: 'Filter Type' }).click();
    await page.getByRole('option', { name: 'Base' }).click();
    await dialog.getByRole('combobox', { name: 'Excluded roles' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Clause' }).fill("gender = 'boy'");
    await shot(page, 'edit');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Rule updated').waitFor();
    await expect
      .poll(async () => (await ruleRows(page))[0]?.slice(0, 4))
      .toEqual([rule, 'Base', 'gender', "gender = 'boy'"]);
    const saved = await apiCall(
      token,
      'GET',
      `/api/v1/rowlevelsecurity/?q=(filters:!((col:name,opr:ct,value:'${rule}')))`,
    );

    // Assert
    const [stored] = saved.json.result as { filter_type: string; roles: { name: string }[]; description: string }[];
    expect({
      pills: pills.map((pill) => pill.replace(/^.*\./, '')),
      stored: stored && { ...stored, roles: stored.roles.map((role) => role.name) },
    }).toMatchObject({
      pills: ['birth_names', 'Gamma'],
      stored: { filter_type: 'Base', roles: ['Gamma'], description: 'Gamma sees the girls only' },
    });
  });

  it('narrows the list by filter type and group key, the filters kept in the URL', async () => {
    // Arrange
    const created = await apiCall(token, 'POST', '/api/v1/rowlevelsecurity/', {
      name: other,
      filter_type: 'Regular',
      tables: [1],
      roles: [],
      clause: '1 = 0',
      group_key: 'nobody',
    });
    await page.goto(`${server.url}/rowlevelsecurity/list/`);
    await page.getByRole('textbox', { name: 'Name' }).fill(String(stamp));
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await ruleRows(page)).map(([name]) => name).sort()).toEqual([rule, other].sort());

    // Act
    await page.getByRole('combobox', { name: 'Filter Type' }).click();
    await page.getByRole('option', { name: 'Base' }).click();
    await expect.poll(async () => (await ruleRows(page)).map(([name]) => name)).toEqual([rule]);
    await page.getByRole('button', { name: 'Clear Filter Type' }).click();
    await page.getByRole('textbox', { name: 'Group Key' }).fill('nobody');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await ruleRows(page)).map(([name]) => name)).toEqual([other]);
    await shot(page, 'filtered');
    const filters = new URL(page.url()).searchParams.get('filters');

    // Assert
    expect({ created: created.status, filters }).toEqual({
      created: 201,
      filters: `(group_key:nobody,name:'${stamp}')`,
    });
  });

  it('deletes one rule from its row, then the rest as a selection, each after "Please confirm"', async () => {
    // Arrange
    await page.goto(`${server.url}/rowlevelsecurity/list/?filters=(name:'${stamp}')`);
    await expect.poll(async () => (await ruleRows(page)).length).toBe(2);

    // Act
    await page.getByRole('button', { name: `Delete ${other}` }).click();
    const confirmOne = page.getByRole('dialog', { name: 'Please confirm' });
    await confirmOne.getByText(`Are you sure you want to delete ${other}?`).waitFor();
    await confirmOne.getByRole('textbox').fill('DELETE');
    await confirmOne.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Deleted ${other}`).waitFor();
    await expect.poll(async () => (await ruleRows(page)).map(([name]) => name)).toEqual([rule]);
    await page.getByRole('button', { name: 'Bulk select' }).click();
    await page.getByRole('button', { name: 'Select all 1' }).click();
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
    const confirmSelected = page.getByRole('dialog', { name: 'Please confirm' });
    await confirmSelected.getByText('Are you sure you want to delete the selected rules?').waitFor();
    await confirmSelected.getByRole('textbox').fill('DELETE');
    await confirmSelected.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No results match your filter criteria').waitFor();
    await shot(page, 'deleted');
    const left = await apiCall(
      token,
      'GET',
      `/api/v1/rowlevelsecurity/?q=(filters:!((col:name,opr:ct,value:'${stamp}')))`,
    );

    // Assert
    expect({ left: left.json.count, problems: session.problems }).toEqual({ left: 0, problems: [] });
  });
});
