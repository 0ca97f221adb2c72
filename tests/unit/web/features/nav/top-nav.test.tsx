// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../../shared/web-api/security.ts';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { TopNav } from '../../../../../web/app/features/nav/top-nav.tsx';
import { renderWithProviders } from '../../render-with-providers.tsx';

const user: CurrentUser = {
  id: 1,
  username: 'gina',
  first_name: 'Gina',
  last_name: 'Gamma',
  email: 'gina@example.com',
  is_active: true,
  is_anonymous: false,
  created_on: null,
  changed_on: null,
  login_count: null,
};

/** Gamma's reading pairs and a dashboard role holding none. */
const GAMMA_AND_BOARD_ROLE = {
  Gamma: [
    ['can_read', 'Dashboard'],
    ['can_read', 'Chart'],
    ['can_read', 'Dataset'],
  ],
  board_viewers: [],
};

function renderNav() {
  const Stub = createRoutesStub([{ path: '/', Component: () => <TopNav user={user} /> }]);
  return renderWithProviders(<Stub initialEntries={['/']} />);
}

/** The labels of the main navigation's links. */
const mainLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('top navigation', () => {
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

  it('links only the screens the roles open: no SQL Lab nor Reports for a Gamma user', async () => {
    // Arrange
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ result: { roles: GAMMA_AND_BOARD_ROLE, permissions: {} } }), { status: 200 }),
    );

    // Act
    renderNav();

    // Assert
    await screen.findByRole('link', { name: 'Dashboards' });
    expect(mainLinks()).toEqual(['Dashboards', 'Charts', 'Datasets']);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/v1/me/roles/']);
  });

  it('links every screen for an Admin', async () => {
    // Arrange
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ result: { roles: { Admin: [] }, permissions: {} } }), { status: 200 }),
    );

    // Act
    renderNav();

    // Assert
    await screen.findByRole('link', { name: 'SQL Lab' });
    expect(mainLinks()).toEqual(['Dashboards', 'Charts', 'Datasets', 'SQL Lab', 'Reports']);
  });

  it('links no screen when the roles cannot be read', async () => {
    // Arrange
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'Roles are unavailable' }), { status: 500 }));

    // Act
    renderNav();

    // Assert
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(mainLinks()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Skyset' })).toBeTruthy();
  });
});
