// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../web/app/core/http/token-store.ts';
import HomePage, { clientLoader } from '../../../../web/app/routes/home.tsx';
import { renderWithProviders } from '../render-with-providers.tsx';

const me = {
  id: 1,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  is_active: true,
  is_anonymous: false,
  created_on: '2024-01-01T00:00:00',
  changed_on: null,
  login_count: 3,
};

describe('home page', () => {
  beforeEach(() => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' }));
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ result: me }), { status: 200 })));
    const Stub = createRoutesStub([{ path: '/', Component: HomePage, loader: clientLoader, HydrateFallback: () => null }]);
    renderWithProviders(<Stub initialEntries={['/']} />);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('greets the user by first name', async () => {
    // Arrange
    const expected = 'Welcome, Ada';

    // Act
    const heading = await screen.findByRole('heading', { level: 1 });

    // Assert
    expect(heading.textContent).toBe(expected);
  });

  it('shows the four sections, each honestly empty', async () => {
    // Arrange
    await screen.findByRole('heading', { level: 1 });

    // Act
    const sections = screen.getAllByRole('region').map((section) => [
      section.querySelector('h2')?.textContent,
      section.textContent?.includes('Nothing here yet'),
    ]);

    // Assert
    expect(sections).toEqual([
      ['Recents', true],
      ['Dashboards', true],
      ['Charts', true],
      ['Saved queries', true],
    ]);
  });
});
