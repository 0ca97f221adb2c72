// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastType } from '../../../../../shared/toasts.ts';
import type { CurrentUser } from '../../../../../shared/web-api/security.ts';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { UserMenu } from '../../../../../web/app/features/nav/user-menu.tsx';
import { selectToasts } from '../../../../../web/app/features/toasts/index.ts';
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

function renderMenu() {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <UserMenu user={user} /> },
    { path: '/login', Component: () => <h1>Login stand-in</h1> },
  ]);
  return renderWithProviders(<Stub initialEntries={['/']} />);
}

describe('user menu', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' }));
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('logs out: forgets the tokens and goes to the login page', async () => {
    // Arrange
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ result: { roles: {}, permissions: {} } }), { status: 200 }),
    );
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'User menu' }));

    // Act
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    // Assert
    await screen.findByRole('heading', { name: 'Login stand-in' });
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('raises a danger toast when the roles cannot be loaded', async () => {
    // Arrange
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'Roles are unavailable' }), { status: 500 }));
    const { store } = renderMenu();

    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'User menu' }));

    // Assert
    await waitFor(() =>
      expect(selectToasts(store.getState()).map(({ toastType, text }) => ({ toastType, text }))).toEqual([
        { toastType: ToastType.DANGER, text: 'Roles are unavailable' },
      ]),
    );
  });

  it.each([
    ['a role granting can_read on Annotation', { Alpha: [['can_read', 'Annotation']] }, ['Annotation Layers']],
    ['an Admin role', { Admin: [] }, ['Annotation Layers']],
    ['no Annotation grant', { Gamma: [['can_read', 'Chart']] }, []],
  ])('lists the Manage screens the roles reach: %s', async (_what, roles, expected) => {
    // Arrange
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ result: { roles, permissions: {} } }), { status: 200 }));
    renderMenu();

    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    await screen.findByText(/^Roles: /);

    // Assert (the dropdown may still be fading in, which hides its items from the accessible tree)
    expect(
      screen
        .queryAllByRole('menuitem', { hidden: true })
        .map((item) => item.textContent)
        .filter((text) => text === 'Annotation Layers'),
    ).toEqual(expected);
  });

  it.each([
    ['an Admin role', { Admin: [] }, ['List Users', 'List Roles', 'Row Level Security']],
    ['a role reading users only', { Auditor: [['can_read', 'User']] }, ['List Users']],
    ['a role reading rules only', { Auditor: [['can_read', 'Row Level Security']] }, ['Row Level Security']],
    ['a Gamma role', { Gamma: [['can_read', 'Chart']] }, []],
  ])('lists the Security screens the roles reach: %s', async (_what, roles, expected) => {
    // Arrange
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ result: { roles, permissions: {} } }), { status: 200 }));
    renderMenu();

    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    await screen.findByText(/^Roles: /);

    // Assert
    const items = screen.queryAllByRole('menuitem', { hidden: true }).map((item) => item.textContent);
    const security = ['List Users', 'List Roles', 'Row Level Security'];
    expect(items.filter((text) => text !== null && security.includes(text))).toEqual(expected);
  });

  it("leads to the user's own page from Info, whatever the roles", async () => {
    // Arrange
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ result: { roles: { Gamma: [] }, permissions: {} } }), { status: 200 }),
    );
    renderMenu();

    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'User menu' }));

    // Assert
    expect((await screen.findByRole('menuitem', { name: 'Info', hidden: true })).getAttribute('href')).toBe(
      '/user_info/',
    );
  });
});
