import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { apiCall } from './explore-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

/** Saves a screenshot under test-results for a person to look at. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e-admin-security-${name}.png`, fullPage: true });

/** Picks the option named `option` of the multi-select labelled `label`, typing `search` to find it, then closes its dropdown. */
async function pickOption(page: Page, label: string, search: string, option: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog');
  const input = dialog.getByLabel(label, { exact: false }).first();
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
  // The dropdown stays open for more picks and covers the buttons below it.
  await dialog.getByRole('heading').first().click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** The names in the first column of a list's table. */
const firstCells = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).locator('tbody tr td:first-child').allTextContents();

/** Signs in through the login page in a fresh context; the page stays on the login form when refused. */
async function signInThroughForm(browser: Browser, username: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto(`${suiteServer().url}/login/`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

describe('an Admin manages users and roles through the screens', () => {
  const server = suiteServer();
  const stamp = Date.now();
  const roleName = `birth_names_reader_${stamp}`;
  const user = { username: `gina_${stamp}`, password: 'gina-password-1', newPassword: 'gina-password-2' };
  let browser: Browser;
  let admin: Page;
  let problems: string[];
  let otherDatasetId: number;
  let token: string;

  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    browser = await connectBrowser();
    admin = await signedInPage(browser);
    admin.setDefaultTimeout(20_000);
    problems = watchConsole(admin);
    token = (await login(server.url, 'admin', 'admin')).access_token;
    const datasets = (await apiCall(token, 'GET', '/api/v1/dataset/?q=(page_size:100)')).json.result as {
      id: number;
      table_name: string;
    }[];
    otherDatasetId = datasets.find((dataset) => dataset.table_name === 'video_game_sales')!.id;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('creates a role granting datasource access on birth_names from List Roles', async () => {
    // Arrange
    await admin.goto(`${server.url}/`);
    await admin.getByRole('button', { name: 'User menu' }).click();
    await admin.getByRole('menuitem', { name: 'List Roles' }).click();
    await admin.getByRole('table', { name: 'Roles' }).waitFor();
    await admin.getByRole('button', { name: 'Role', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Role' });
    await dialog.getByLabel('Role name').fill(roleName);

    // Act
    await pickOption(admin, 'Permissions', 'birth_names', /^datasource access on \[examples\]\.\[birth_names\]/);
    await pickOption(admin, 'Permissions', 'can read on Dataset', 'can read on Dataset');
    await shot(admin, 'role-add');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.getByRole('textbox', { name: 'Search' }).fill(roleName);
    await admin.keyboard.press('Enter');
    await expect.poll(() => firstCells(admin, 'Roles')).toEqual([roleName]);
    await admin.getByRole('button', { name: `Edit ${roleName}` }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Role' });
    await edit.getByText('2 selected').waitFor();
    await shot(admin, 'role-edit');
    const pills = await edit.locator('.mantine-Pill-label').allTextContents();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Assert
    expect(pills.map((pill) => pill.replace(/\(id:\d+\)$/, ''))).toEqual([
      'datasource access on [examples].[birth_names]',
      'can read on Dataset',
    ]);
  });

  it('creates a user with Gamma and the new role from List Users', async () => {
    // Arrange
    await admin.goto(`${server.url}/list_users/`);
    await admin.getByRole('table', { name: 'Users' }).waitFor();
    await shot(admin, 'users-list');
    await admin.getByRole('button', { name: 'User', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('button', { name: 'Add' }).click();
    const rulesShown = await dialog.getByText('This field is required').count();

    // Act
    await dialog.getByLabel('First name').fill('Gina');
    await dialog.getByLabel('Last name').fill('Gamma');
    await dialog.getByLabel('User name').fill(user.username);
    await dialog.getByLabel('Email').fill(`${user.username}@example.com`);
    await pickOption(admin, 'Roles', 'Gamma', 'Gamma');
    await pickOption(admin, 'Roles', roleName, roleName);
    await dialog.getByLabel(/^Password/).fill(user.password);
    await dialog.getByLabel('Confirm password').fill(user.password);
    await shot(admin, 'user-add');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.goto(`${server.url}/list_users/?filters=(username:${user.username})`);
    await expect.poll(() => firstCells(admin, 'Users')).toEqual(['Gina']);
    const cells = await admin.getByRole('table', { name: 'Users' }).locator('tbody tr td').allTextContents();

    // Assert
    expect({ rulesShown, cells: cells.slice(0, 6) }).toEqual({
      rulesShown: 6,
      cells: ['Gina', 'Gamma', user.username, `${user.username}@example.com`, 'Yes', `Gamma${roleName}`],
    });
  });

  it("counts the role's user and pairs in List Roles, and shows the user in its Users tab", async () => {
    // Arrange
    await admin.goto(`${server.url}/list_roles/?filters=(name:${roleName})`);
    await expect.poll(() => firstCells(admin, 'Roles')).toEqual([roleName]);
    const cells = await admin.getByRole('table', { name: 'Roles' }).locator('tbody tr td').allTextContents();

    // Act
    await admin.getByRole('button', { name: `Edit ${roleName}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Role' });
    await dialog.getByRole('tab', { name: 'Users' }).click();
    const panel = dialog.getByRole('tabpanel', { name: 'Users' });
    await panel.getByText('1 selected').waitFor();
    const members = await panel.locator('.mantine-Pill-label').allTextContents();
    await shot(admin, 'role-users');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Assert
    expect({ cells: cells.slice(0, 3), members }).toEqual({ cells: [roleName, '1', '2'], members: [user.username] });
  });

  it('refuses a second user with the same user name, in the modal', async () => {
    // Arrange
    await admin.goto(`${server.url}/list_users/`);
    await admin.getByRole('button', { name: 'User', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('First name').fill('Other');
    await dialog.getByLabel('Last name').fill('Person');
    await dialog.getByLabel('User name').fill(user.username);
    await dialog.getByLabel('Email').fill(`other_${stamp}@example.com`);
    await pickOption(admin, 'Roles', 'Gamma', 'Gamma');
    await dialog.getByLabel(/^Password/).fill('x-password');
    await dialog.getByLabel('Confirm password').fill('x-password');

    // Act
    await dialog.getByRole('button', { name: 'Add' }).click();
    const alert = await dialog.getByRole('alert').textContent();
    await shot(admin, 'user-duplicate');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Assert
    expect(alert).toBe('The user was not savedusername: A user with this username already exists.');
  });

  it('lets the new user see only birth_names, open it in Explore, and finds no other dataset', async () => {
    // Arrange
    const page = await signInThroughForm(browser, user.username, user.password);
    page.setDefaultTimeout(20_000);
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();

    // Act
    await page.goto(`${server.url}/tablemodelview/list/`);
    await page.getByRole('table', { name: 'Datasets' }).waitFor();
    const datasets = await firstCells(page, 'Datasets');
    await shot(page, 'gamma-datasets');
    await page.goto(`${server.url}/explore/?datasource_type=table&datasource_id=1`);
    await expect.poll(() => page.getByTestId('explore-dataset-name').textContent()).toContain('birth_names');
    await page.goto(`${server.url}/explore/?datasource_type=table&datasource_id=${otherDatasetId}`);
    // A dataset the user may not read opens as a missing one: its name and existence stay hidden.
    await page.getByTestId('explore-dataset-missing').waitFor();
    const pageText = await page.locator('body').innerText();
    await shot(page, 'gamma-refused');
    await page.goto(`${server.url}/user_info/`);
    const access = page.getByLabel('Data access');
    await access.getByText('[examples].[birth_names]', { exact: false }).waitFor();
    const granted = (await access.innerText()).split(/\n+/);
    await shot(page, 'gamma-info');
    await page.context().close();

    // Assert
    expect(datasets.map((name) => name.trim())).toEqual(['birth_names']);
    expect(granted).toEqual([
      'Data access',
      'DATASETS',
      '[examples].[birth_names](id:1)',
      'SCHEMAS',
      'None',
      'DATABASES',
      'None',
    ]);
    expect(pageText).not.toContain('video_game_sales');
  });

  it('deactivates the user, whose login is then refused', async () => {
    // Arrange
    await admin.goto(`${server.url}/list_users/?filters=(username:${user.username})`);
    await expect.poll(() => firstCells(admin, 'Users')).toEqual(['Gina']);

    // Act
    await admin.getByRole('button', { name: 'Deactivate Gina Gamma' }).click();
    await admin.getByRole('button', { name: 'Activate Gina Gamma' }).waitFor();
    const page = await signInThroughForm(browser, user.username, user.password);
    const refusal = await page.getByRole('alert').textContent();
    await page.context().close();

    // Assert
    expect(refusal).toContain('The username, password or workspace is not right.');
  });

  it('reactivates the user and resets their password: the new one signs in, the old one no longer does', async () => {
    // Arrange
    await admin.getByRole('button', { name: 'Activate Gina Gamma' }).click();
    await admin.getByRole('button', { name: 'Deactivate Gina Gamma' }).waitFor();
    await admin.getByRole('button', { name: 'Reset the password of Gina Gamma' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reset password' });
    await dialog.getByLabel('New password').fill(user.newPassword);
    await dialog.getByLabel('Confirm password').fill('a-typo');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    const mismatch = await dialog.getByText('Passwords must match').count();

    // Act
    await dialog.getByLabel('Confirm password').fill(user.newPassword);
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await dialog.waitFor({ state: 'detached' });
    // One after the other: attempts at one account while another is being judged are refused as a burst (429).
    const statuses: number[] = [];
    for (const password of [user.newPassword, user.password]) {
      const answer = await fetch(`${server.url}/api/v1/security/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user.username, password, provider: 'db' }),
      });
      statuses.push(answer.status);
    }

    // Assert
    expect({ mismatch, statuses }).toEqual({ mismatch: 1, statuses: [200, 401] });
  });

  it('lets the user change their own name, and their password given the current one, on their Info page', async () => {
    // Arrange
    const page = await signedInPage(browser, user.username, user.newPassword);
    page.setDefaultTimeout(20_000);
    await page.goto(`${server.url}/user_info/`);
    await page.getByRole('heading', { name: 'Your user information' }).waitFor();

    // Act
    await page.getByRole('button', { name: 'Edit user' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit user' });
    await edit.getByLabel('Last name').fill('Gammon');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByLabel('Personal info').getByText('Gammon', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'User menu' }).getByText('Gina Gammon').waitFor();
    await page.getByRole('button', { name: 'Reset my password' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset password' });
    await reset.getByLabel('Current password').fill(user.newPassword);
    await reset.getByLabel('New password').fill('x');
    await reset.getByLabel('Confirm password').fill('x');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await reset.getByText('Password must be at least 8 characters long.').waitFor();
    await shot(page, 'own-password-policy');
    await reset.getByLabel('Current password').fill('not-my-password');
    await reset.getByLabel('New password').fill('gina-password-3');
    await reset.getByLabel('Confirm password').fill('gina-password-3');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await reset.getByText('The current password is not right.').waitFor();
    await shot(page, 'own-password-wrong-current');
    await reset.getByLabel('Current password').fill(user.newPassword);
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await reset.waitFor({ state: 'detached' });
    await shot(page, 'own-info');
    // The session that changed the password goes on.
    await page.reload();
    await page.getByRole('heading', { name: 'Your user information' }).waitFor();
    await page.context().close();

    // Assert
    await expect(login(server.url, user.username, 'gina-password-3')).resolves.toHaveProperty('access_token');
  });

  it('bulk deletes two users picked by e-mail in List Users, after the confirmation', async () => {
    // Arrange
    const created = await Promise.all(
      ['bulk_a', 'bulk_b'].map(async (prefix) => {
        const username = `${prefix}_${stamp}`;
        const answer = await apiCall(token, 'POST', '/api/v1/security/users/', {
          username,
          first_name: 'Bulk',
          last_name: prefix,
          email: `${username}@bulk.example.com`,
          active: true,
          roles: [3],
          password: 'bulk-delete-me-9',
        });
        return { username, status: answer.status };
      }),
    );
    await admin.goto(`${server.url}/list_users/`);
    await admin.getByRole('textbox', { name: 'Email' }).fill(`_${stamp}@bulk.example`);
    await admin.keyboard.press('Enter');
    await expect.poll(() => firstCells(admin, 'Users')).toEqual(['Bulk', 'Bulk']);
    await admin.getByRole('button', { name: 'Bulk select' }).click();
    await admin.getByRole('button', { name: 'Select all 2' }).click();
    await shot(admin, 'users-bulk-select');
    await admin.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText('Are you sure you want to delete the selected users?').waitFor();
    await confirm.getByRole('textbox').fill('DELETE');

    // Act
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await admin.getByText(`Deleted 2 users: bulk_a_${stamp}, bulk_b_${stamp}`).waitFor();
    await admin.getByText('No results match your filter criteria').waitFor();
    const left = await apiCall(
      token,
      'GET',
      `/api/v1/security/users/?q=(filters:!((col:email,opr:ct,value:'_${stamp}@bulk.example')))`,
    );

    // Assert
    expect({ created, left: left.json.count }).toEqual({
      created: [
        { username: `bulk_a_${stamp}`, status: 201 },
        { username: `bulk_b_${stamp}`, status: 201 },
      ],
      left: 0,
    });
  });

  it("shows a built-in role's Delete disabled with why in List Roles, and its name and permissions read-only", async () => {
    // Arrange
    await admin.goto(`${server.url}/list_roles/?filters=(name:Gamma)`);
    await expect.poll(() => firstCells(admin, 'Roles')).toEqual(['Gamma']);

    // Act
    await admin.getByRole('button', { name: 'Delete Gamma' }).click({ force: true });
    await admin.getByRole('button', { name: 'Delete Gamma' }).hover();
    const tooltip = await admin.getByRole('tooltip').textContent();
    const dialogs = await admin.getByRole('dialog').count();
    await shot(admin, 'roles-builtin-delete');
    await admin.getByRole('button', { name: 'Edit Gamma' }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Role' });
    await edit
      .getByText('Gamma is a built-in role: its name and permissions cannot be changed. Its users can.')
      .waitFor();
    const nameEditable = await edit.getByLabel('Role name').isEditable();
    await shot(admin, 'role-builtin-edit');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Assert
    expect({ tooltip, dialogs, nameEditable }).toEqual({
      tooltip: 'Gamma is a built-in role: it cannot be deleted.',
      dialogs: 0,
      nameEditable: false,
    });
  });

  it("shows the signed-in user's information from the menu's Info", async () => {
    // Arrange
    await admin.getByRole('button', { name: 'User menu' }).click();

    // Act
    await admin.getByRole('menuitem', { name: 'Info' }).click();
    await admin.getByRole('heading', { name: 'Your user information' }).waitFor();
    await shot(admin, 'user-info');

    // Assert
    expect(await admin.getByLabel('User info').getByText('admin', { exact: true }).count()).toBe(1);
    // The one failed request the page saw is the duplicate user name refused on purpose above.
    expect(problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    ]);
  });
});
