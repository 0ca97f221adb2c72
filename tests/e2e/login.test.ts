import { mkdir } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithCommand } from '../integration/helpers/runtime.ts';
import { connectBrowser, suiteServer, watchConsole } from './suite.ts';

describe('a new user logs in', () => {
  const server = suiteServer();
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('reaches the home page through the login page, with no console errors', async () => {
    // Arrange
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);

    // Act
    await page.goto(server.url);
    await page.waitForURL(/\/login\//);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const heading = page.getByRole('heading', { name: /Welcome/ });
    await heading.waitFor();
    await mkdir('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/e2e-home.png', fullPage: true });

    // Assert
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await heading.textContent()).toBe('Welcome, Admin');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Dashboards', 'Charts', 'Datasets', 'SQL Lab', 'Reports']),
    );
    expect(consoleErrors).toEqual([]);
  });

  it('shows a wrong password as an error on the login page', async () => {
    // Arrange
    const page = await browser.newPage();

    // Act
    await page.goto(`${server.url}/login/`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Assert
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'The username, password or workspace is not right.',
    );
    expect(new URL(page.url()).pathname).toBe('/login/');
  });

  it('signs in to another workspace, made with the tenant command while the server runs', async () => {
    // Arrange
    await createTenantWithCommand(server.dataDir, 'acme', 'acme-pw');
    const page = await browser.newPage();

    // Act
    await page.goto(`${server.url}/login/`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('acme-pw');
    await page.getByLabel('Workspace').fill('acme');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const heading = page.getByRole('heading', { name: /Welcome/ });
    await heading.waitFor();
    await page.screenshot({ path: 'test-results/e2e-workspace-home.png', fullPage: true });

    // Assert
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
