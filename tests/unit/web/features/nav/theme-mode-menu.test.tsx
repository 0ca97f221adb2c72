// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../../shared/web-api/security.ts';
import { THEME_MODE_STORAGE_KEY } from '../../../../../web/app/core/color-scheme.ts';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { UserMenu } from '../../../../../web/app/features/nav/user-menu.tsx';
import { renderWithProviders } from '../../render-with-providers.tsx';

const user: CurrentUser = {
  id: 1,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  is_active: true,
  is_anonymous: false,
  created_on: null,
  changed_on: null,
  login_count: null,
};

/** The menu on a page, its Theme group open. */
async function openThemeMenu() {
  const Stub = createRoutesStub([{ path: '/', Component: () => <UserMenu user={user} /> }]);
  renderWithProviders(<Stub initialEntries={['/']} />);
  fireEvent.click(await screen.findByRole('button', { name: 'User menu' }));
  await screen.findByRole('menuitem', { name: 'Dark', hidden: true });
}

const MODES = ['Light', 'Dark', 'Match system'];
const modeItems = () =>
  screen.getAllByRole('menuitem', { hidden: true }).filter((item) => MODES.includes(item.textContent ?? ''));

const checked = () =>
  modeItems()
    .filter((item) => item.getAttribute('aria-current') === 'true')
    .map((item) => item.textContent);

const pageScheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe("the user menu's theme choice", () => {
  beforeEach(() => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ result: { roles: {}, permissions: {} } }), { status: 200 })),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("offers Superset's Light, Dark and Match system, matching the system by default", async () => {
    // Act
    await openThemeMenu();

    // Assert
    expect(modeItems().map((item) => item.textContent)).toEqual(MODES);
    expect(checked()).toEqual(['Match system']);
  });

  it("switches the page to dark and back to light, keeping the choice in Superset's words", async () => {
    // Arrange
    await openThemeMenu();

    // Act
    fireEvent.click(screen.getByRole('menuitem', { name: 'Dark', hidden: true }));
    await waitFor(() => expect(pageScheme()).toBe('dark'));
    const storedDark = window.localStorage.getItem(THEME_MODE_STORAGE_KEY);
    fireEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Light', hidden: true }));

    // Assert
    await waitFor(() => expect(pageScheme()).toBe('light'));
    expect([storedDark, window.localStorage.getItem(THEME_MODE_STORAGE_KEY)]).toEqual(['dark', 'default']);
  });

  it('opens on the mode this browser kept', async () => {
    // Arrange
    window.localStorage.setItem(THEME_MODE_STORAGE_KEY, 'dark');

    // Act
    await openThemeMenu();

    // Assert
    expect(checked()).toEqual(['Dark']);
    expect(pageScheme()).toBe('dark');
  });
});
