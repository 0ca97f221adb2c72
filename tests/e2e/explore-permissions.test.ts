import { mkdir } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { LINE_CHART, apiCall, drawnSeries, saveChart } from './explore-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

describe('Explore as a Gamma user', () => {
  const server = suiteServer();
  let browser: Browser;

  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A Gamma user who may read birth_names, made through the security API as an admin would. */
  async function gammaUser(adminToken: string): Promise<{ username: string; password: string }> {
    const roles = (await apiCall(adminToken, 'GET', '/api/v1/security/roles/?q=(page_size:100)')).json.result as {
      id: number;
      name: string;
    }[];
    const gamma = roles.find((role) => role.name === 'Gamma')!;
    const pairs = (await apiCall(adminToken, 'GET', '/api/v1/security/permissions-resources/?q=(page_size:1000)')).json
      .result as {
      id: number;
      permission: { name: string };
      view_menu: { name: string };
    }[];
    const access = pairs.find(
      (pair) =>
        pair.permission.name === 'datasource_access' && pair.view_menu.name.startsWith('[examples].[birth_names]'),
    )!;
    const stamp = Date.now();
    const reader = await apiCall(adminToken, 'POST', '/api/v1/security/roles/', {
      name: `birth_names_reader_${stamp}`,
    });
    await apiCall(adminToken, 'POST', `/api/v1/security/roles/${reader.json.id as number}/permissions`, {
      permission_view_menu_ids: [access.id],
    });
    const user = { username: `gamma_${stamp}`, password: 'gamma-password-1' };
    const created = await apiCall(adminToken, 'POST', '/api/v1/security/users/', {
      ...user,
      first_name: 'Gina',
      last_name: 'Gamma',
      email: `gamma_${stamp}@example.com`,
      active: true,
      roles: [gamma.id, reader.json.id],
    });
    expect(created.status).toBe(201);
    return user;
  }

  it("may save someone else's chart only as a new one: overwrite off, title locked, no properties, no SQL Lab", async () => {
    // Arrange: Gamma writes charts in Superset, but changes only its own
    const adminToken = (await login(server.url, 'admin', 'admin')).access_token;
    const chartId = await saveChart(adminToken, `Gamma view ${Date.now()}`, LINE_CHART);
    const { username, password } = await gammaUser(adminToken);
    const page = await signedInPage(browser, username, password);
    page.setDefaultTimeout(20_000);
    const problems = watchConsole(page);

    // Act
    await page.goto(`${server.url}/explore/?slice_id=${chartId}`);
    await drawnSeries(page).first().waitFor();
    await page.getByTestId('explore-actions-menu').click();
    const menu = {
      properties: await page.getByRole('menuitem', { name: 'Edit chart properties' }).isDisabled(),
      sqlLab: await page.getByRole('menuitem', { name: 'Run in SQL Lab' }).count(),
    };
    await page.keyboard.press('Escape');
    await page.getByTestId('explore-save-button').click();
    await page.screenshot({ path: 'test-results/e2e-explore-permissions-gamma.png', fullPage: true });

    // Assert
    expect({
      ...menu,
      titleReadOnly: await page.getByTestId('explore-chart-title').getAttribute('readonly'),
      overwrite: await page.getByTestId('save-overwrite-radio').isDisabled(),
      saveAs: await page.getByTestId('save-as-radio').isChecked(),
    }).toEqual({ properties: true, sqlLab: 0, titleReadOnly: '', overwrite: true, saveAs: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
